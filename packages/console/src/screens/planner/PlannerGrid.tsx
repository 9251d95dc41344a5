/**
 * The planner's grid: a header of days, then one row per fleet item with its bars and its days. For
 * assistive technology each row is a group named after its item, holding its bookings (links) and
 * its days (buttons whose names say the date and the free units); the day header is visual only.
 * The days are one tab stop (a roving tabindex): the arrow keys, Home and End move between them.
 */
import { type KeyboardEvent, useState } from 'react';
import { Link } from 'wouter';
import { useTimeZone } from '../../api/context.js';
import { downtimeEnd, type PlannerData, type PlannerRow } from '../../api/planner.js';
import type { FleetItem } from '../../api/types.js';
import { statusLabel } from '../../components/format.js';
import { formatDate, formatDateTime } from '../../lib/time.js';
import { assignLanes, type CellAt, moveCell, placement } from './layout.js';

export interface Selection {
  item: FleetItem;
  from: string;
}

const LANE_PX = 30;

export function PlannerGrid(p: {
  data: PlannerData;
  today: string;
  compact: boolean;
  selection: Selection | null;
  /** The shop's closed days in the range (from its schedule), shaded in every row. */
  closed: ReadonlySet<string>;
  onChoose: (item: FleetItem, date: string, available: number) => void;
}) {
  const { days, rows } = p.data;
  const now = Date.now();
  const todayCol = Math.max(
    0,
    days.findIndex((d) => d.date === p.today),
  );
  const [picked, setPicked] = useState<CellAt | null>(null);
  // Kept inside the grid when the range or the items change under it.
  const active: CellAt = {
    row: Math.min(picked?.row ?? 0, Math.max(rows.length - 1, 0)),
    col: Math.min(picked?.col ?? todayCol, Math.max(days.length - 1, 0)),
  };
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    const cell = (e.target as HTMLElement).closest<HTMLElement>('[data-col]');
    if (cell === null) return;
    const next = moveCell(
      { row: Number(cell.dataset.row), col: Number(cell.dataset.col) },
      e.key,
      rows.length,
      days.length,
    );
    if (next === null) return;
    e.preventDefault();
    setPicked(next);
    e.currentTarget.querySelector<HTMLElement>(`[data-row="${next.row}"][data-col="${next.col}"]`)?.focus();
  };
  if (rows.length === 0) return <p className="empty">No active fleet items yet: add them in the catalog.</p>;
  return (
    <div className="planner-scroll">
      <section
        className={`planner ${p.compact ? 'compact' : ''}`}
        aria-label="Fleet planner"
        style={{ ['--days' as string]: String(days.length) }}
        onKeyDown={onKeyDown}
      >
        <div className="planner-row planner-head" aria-hidden="true">
          <div className="planner-label">Item</div>
          <div className="planner-days">
            {days.map((d) => (
              <div
                key={d.date}
                className={`day-head ${d.date === p.today ? 'is-today' : ''} ${isWeekend(d.date) ? 'is-weekend' : ''} ${p.closed.has(d.date) ? 'is-closed' : ''}`}
                title={p.closed.has(d.date) ? 'Shop closed' : undefined}
              >
                {p.compact ? (
                  <span className="day-num">{Number(d.date.slice(8))}</span>
                ) : (
                  <>
                    <span className="day-name">{formatDate(d.date, { month: undefined, day: undefined })}</span>
                    <span className="day-num">{formatDate(d.date, { weekday: undefined })}</span>
                    {p.closed.has(d.date) && <span className="day-closed">Closed</span>}
                  </>
                )}
              </div>
            ))}
          </div>
        </div>
        {rows.map((row, r) => (
          <ItemRow
            key={row.item.id}
            row={row}
            index={r}
            activeCol={active.row === r ? active.col : null}
            onFocusCell={(col) => setPicked({ row: r, col })}
            days={days}
            today={p.today}
            now={now}
            compact={p.compact}
            selection={p.selection}
            closed={p.closed}
            onChoose={p.onChoose}
          />
        ))}
      </section>
    </div>
  );
}

const isWeekend = (date: string) => {
  const d = new Date(`${date}T00:00:00Z`).getUTCDay();
  return d === 0 || d === 6;
};

function ItemRow(p: {
  row: PlannerRow;
  index: number;
  /** The column of the grid's one tab stop, when it is in this row. */
  activeCol: number | null;
  onFocusCell: (col: number) => void;
  days: PlannerData['days'];
  today: string;
  now: number;
  compact: boolean;
  selection: Selection | null;
  closed: ReadonlySet<string>;
  onChoose: (item: FleetItem, date: string, available: number) => void;
}) {
  const zone = useTimeZone();
  const { item, bars, downtimes, slots } = p.row;
  // Each bar spans the booking's occupancy as the server counts it (its calendar's occupancy).
  const lanes = assignLanes(bars);
  const laneCount = Math.max(1, ...lanes.map((l) => l + 1));
  const selectedHere = p.selection?.item.id === item.id ? p.selection.from : null;
  return (
    // A named group (an item's bookings and days), not a form: so no fieldset.
    // biome-ignore lint/a11y/useSemanticElements: see above
    <div role="group" aria-labelledby={`row-${item.id}`} className="planner-row">
      <div className="planner-label">
        <span className="item-name" id={`row-${item.id}`}>
          {item.name}
        </span>
        <span className="muted small">
          {item.quantity} unit{item.quantity === 1 ? '' : 's'}
        </span>
      </div>
      <div className="planner-days planner-body">
        <div className="closures" aria-hidden="true">
          {p.days.map((d, i) =>
            p.closed.has(d.date) ? (
              <div
                key={d.date}
                className="closure"
                style={{ left: `${(i / p.days.length) * 100}%`, width: `${100 / p.days.length}%` }}
              />
            ) : null,
          )}
        </div>
        <div className="downtimes" aria-hidden="true">
          {downtimes.map((d) => {
            const at = placement({ start: Date.parse(d.start), end: downtimeEnd(d) }, p.days);
            // A unit kept out of service until it is released (returned damaged, say).
            const maintenance = d.end === null;
            return at === null ? null : (
              <div
                key={d.id}
                className={`downtime ${maintenance ? 'is-maintenance' : ''}`}
                style={{ left: `${at.left}%`, width: `${at.width}%` }}
                title={d.reason ?? (maintenance ? 'In maintenance' : 'Downtime')}
              />
            );
          })}
        </div>
        <div className="bars" style={{ height: `${laneCount * LANE_PX + 6}px` }}>
          {bars.map((bar, i) => {
            const b = bar.booking;
            const at = placement(bar, p.days);
            if (at === null) return null;
            const line = b.line_items.find((l) => l.fleet_item_id === item.id);
            const label = `${b.customer.name}${line && line.quantity > 1 ? ` ×${line.quantity}` : ''}`;
            // Still out after its return: late, and its bar runs on to now (its units are still out).
            const late = b.status === 'active' && Date.parse(b.return_date) < p.now;
            return (
              <Link
                key={b.id}
                href={`/bookings/${b.id}`}
                className={`bar status-${b.status} ${late ? 'is-late' : ''}`}
                style={{ left: `${at.left}%`, width: `${at.width}%`, top: `${(lanes[i] ?? 0) * LANE_PX + 3}px` }}
                aria-label={`${label}${late ? ' late' : ''}, ${statusLabel(b.status)}, ${formatDateTime(b.pickup_date, zone)} to ${formatDateTime(b.return_date, zone)}`}
                title={`${label} · ${statusLabel(b.status)}${late ? ' · late' : ''}`}
              >
                <span className="bar-text">{label}</span>
                {late && (
                  <>
                    {' '}
                    <span className="late-tag">late</span>
                  </>
                )}
              </Link>
            );
          })}
        </div>
        <div className="cells">
          {p.days.map((d, i) => {
            const slot = slots[i];
            const available = slot?.available ?? 0;
            const down = slot?.down ?? 0;
            const selected = selectedHere === d.date;
            const closed = p.closed.has(d.date);
            // The day header is hidden from assistive technology: the closure is said in each day's name.
            const name = `${item.name}, ${formatDate(d.date)}: ${available} free of ${item.quantity}${down > 0 ? `, ${down} in downtime` : ''}${closed ? ', shop closed' : ''}${selected ? ', first day chosen' : ''}`;
            return (
              <button
                type="button"
                key={d.date}
                data-row={p.index}
                data-col={i}
                tabIndex={p.activeCol === i ? 0 : -1}
                onFocus={() => p.onFocusCell(i)}
                className={`cell ${available === 0 ? 'is-full' : ''} ${selected ? 'is-selected' : ''} ${d.date === p.today ? 'is-today' : ''} ${down > 0 ? 'has-down' : ''} ${closed ? 'is-closed' : ''}`}
                aria-label={name}
                aria-pressed={selected}
                onClick={() => p.onChoose(item, d.date, available)}
              >
                <span className="cell-free">{available}</span>
                {!p.compact && (
                  <>
                    {' '}
                    <span className="cell-unit">free</span>
                  </>
                )}
              </button>
            );
          })}
        </div>
      </div>
    </div>
  );
}
