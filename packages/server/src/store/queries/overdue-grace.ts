/**
 * The grace a booking is judged overdue with, as SQL: the smallest grace among its lines' late-fee
 * policies (each line's fleet item's own, else its tenant's in that mode; 0 for a line with neither,
 * since no policy is stored as grace 0). The booking's flag, the list's `overdue` filter and the
 * overdue sweeper all read it from here, so they agree.
 */
import type { Dialect } from '../sql.js';

/** The grace in minutes of the booking aliased `b` (a scalar subquery). */
export function overdueGraceSql(dialect: Dialect, b: string): string {
  const itemGrace = dialect.jsonInt('fi.late_fee', 'grace_minutes');
  return `COALESCE((SELECT MIN(COALESCE(${itemGrace}, s.late_fee_grace_minutes))
      FROM booking_line_items li
      JOIN tenant_settings s ON s.tenant_id = li.tenant_id AND s.livemode = li.livemode
      LEFT JOIN fleet_items fi ON fi.tenant_id = li.tenant_id AND fi.livemode = li.livemode AND fi.id = li.fleet_item_id
     WHERE li.tenant_id = ${b}.tenant_id AND li.livemode = ${b}.livemode AND li.booking_id = ${b}.id), 0)`;
}

/**
 * A condition true when the booking aliased `b` is overdue at the instant `?` (ISO text, bound
 * twice): active, and past its return date plus its grace. `return_date < ?` first bounds the
 * bookings whose grace needs reading (the grace is never negative).
 */
export function overdueSql(dialect: Dialect, b: string): string {
  return `(${b}.status = 'active' AND ${b}.return_date < ?
    AND ${dialect.minutesAfterBefore(`${b}.return_date`, overdueGraceSql(dialect, b))})`;
}
