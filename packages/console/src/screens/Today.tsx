/** Today: what goes out, what comes back, and who is late, in the shop's own day. */
import { useEffect, useState } from 'react';
import { useTimeZone } from '../api/context.js';
import { errorMessage } from '../api/errors.js';
import { useShopDay } from '../api/queries.js';
import { BookingList } from '../components/BookingList.js';
import { formatDate, todayIn } from '../lib/time.js';

/** The shop's date, re-read every minute so the screen rolls over at the shop's midnight. */
function useShopDate(timeZone: string): string {
  const [date, setDate] = useState(() => todayIn(timeZone));
  useEffect(() => {
    const t = setInterval(() => setDate(todayIn(timeZone)), 60_000);
    return () => clearInterval(t);
  }, [timeZone]);
  return date;
}

export function Today() {
  const zone = useTimeZone();
  const date = useShopDate(zone);
  const day = useShopDay(date);
  const sections = [
    {
      id: 'pickups',
      title: 'Pickups due today',
      list: day.data?.pickups,
      time: 'pickup',
      empty: 'Nothing goes out today.',
    },
    {
      id: 'returns',
      title: 'Returns due today',
      list: day.data?.returns,
      time: 'return',
      empty: 'Nothing else is due back today.',
    },
    { id: 'overdue', title: 'Overdue', list: day.data?.overdue, time: 'return', empty: 'Nobody is late.' },
  ] as const;
  return (
    <section className="screen" aria-labelledby="today-title">
      <div className="screen-head">
        <h1 id="today-title">Today</h1>
        <p className="muted">{formatDate(date, { year: 'numeric', weekday: 'long', month: 'long' })}</p>
      </div>
      {day.isError && (
        <p className="form-error" role="alert">
          {errorMessage(day.error)}
        </p>
      )}
      <div className="tiles">
        {sections.map((s) => (
          <a key={s.id} href={`#${s.id}`} className={`tile tile-${s.id}`}>
            <span className="tile-count">{s.list === undefined ? '…' : s.list.length}</span>
            <span className="tile-label">{s.title}</span>
          </a>
        ))}
      </div>
      {sections.map((s) => (
        <section key={s.id} id={s.id} className="panel" aria-labelledby={`${s.id}-title`}>
          <h2 id={`${s.id}-title`}>
            {s.title} <span className="count">{s.list?.length ?? ''}</span>
          </h2>
          {s.list === undefined ? (
            <p className="muted">Loading…</p>
          ) : (
            <BookingList bookings={s.list} time={s.time} empty={s.empty} now={day.dataUpdatedAt} />
          )}
        </section>
      ))}
    </section>
  );
}
