/** Previous / next over a cursor-paged list; going back replays the cursors already seen. */
import { useState } from 'react';

export interface Cursor {
  current: string | null;
  back: () => void;
  forward: (next: string) => void;
  canGoBack: boolean;
}

/** The cursor of the page shown; back to the first page whenever `reset` (the filters) changes. */
export function useCursor(reset: string): Cursor {
  const [state, setState] = useState<{ reset: string; trail: (string | null)[] }>({ reset, trail: [null] });
  // Other filters: the trail of the old ones no longer applies.
  const trail = state.reset === reset ? state.trail : [null];
  return {
    current: trail[trail.length - 1] ?? null,
    back: () => setState({ reset, trail: trail.length > 1 ? trail.slice(0, -1) : trail }),
    forward: (next) => setState({ reset, trail: [...trail, next] }),
    canGoBack: trail.length > 1,
  };
}

export function Pager({ cursor, next, label }: { cursor: Cursor; next: string | null; label: string }) {
  if (!cursor.canGoBack && next === null) return null;
  return (
    <nav className="pager" aria-label={`Pages of ${label}`}>
      <button type="button" className="button secondary small" disabled={!cursor.canGoBack} onClick={cursor.back}>
        Previous page
      </button>
      <button
        type="button"
        className="button secondary small"
        disabled={next === null}
        onClick={() => next !== null && cursor.forward(next)}
      >
        Next page
      </button>
    </nav>
  );
}
