/**
 * Which shop the console is acting on, live or test, said on every screen: a badge in the top bar and
 * a bar across the page under it. A key's mode is the key's; a staff member switches between the two
 * from that bar, and test mode is striped, since what is done there is easily taken for the real
 * thing, and the other way round.
 */
import { Switch } from 'react-aria-components';
import type { Session } from '../api/context.js';

export function ModeBadge({ live }: { live: boolean }) {
  return live ? (
    <span className="mode-badge live" role="status">
      LIVE
    </span>
  ) : (
    <span className="mode-badge test">Test mode</span>
  );
}

export function ModeBar({ session }: { session: Session }) {
  const { live, switchMode } = session;
  return (
    <div className={`mode-bar ${live ? 'live-banner' : 'test-banner'}`}>
      {live ? (
        <p>Live mode: payments, cancellations and bookings here are real.</p>
      ) : (
        <p role="note" aria-label="Test mode">
          Test mode: practice bookings, customers and payments, kept apart from the live shop; nothing here is real.
        </p>
      )}
      {switchMode && (
        <Switch className="switch mode-switch" isSelected={!live} onChange={(test) => switchMode(!test)}>
          <span className="switch-track" aria-hidden="true">
            <span className="switch-thumb" />
          </span>
          <span className="switch-label">Test mode</span>
        </Switch>
      )}
    </div>
  );
}
