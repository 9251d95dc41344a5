/**
 * The availability tests' reference: units in use counted minute by minute, with nothing shared with
 * the server's sweep. Every time the tests use is on the minute grid, so the count over a minute is
 * the count at its first instant, and [start, end) covers exactly the minutes start..end-1.
 */
export interface RefUse {
  start: number;
  end: number;
  units: number;
  kind: 'booking' | 'downtime';
}

const MINUTE = 60_000;

export interface MinuteCount {
  at: number;
  booking: number;
  down: number;
}

/** The units in use in each minute of [from, to). */
export function minuteCounts(uses: readonly RefUse[], from: number, to: number): MinuteCount[] {
  const out: MinuteCount[] = [];
  for (let t = from; t < to; t += MINUTE) {
    let booking = 0;
    let down = 0;
    for (const u of uses) {
      if (u.start <= t && t < u.end) {
        if (u.kind === 'booking') booking += u.units;
        else down += u.units;
      }
    }
    out.push({ at: t, booking, down });
  }
  return out;
}

/** The fewest units free in any minute of [from, to) (never below 0). */
export function refFree(uses: readonly RefUse[], stock: number, from: number, to: number): number {
  let peak = 0;
  for (const m of minuteCounts(uses, from, to)) peak = Math.max(peak, m.booking + m.down);
  return Math.max(stock - peak, 0);
}

/** Whether `units` more fit in every minute of [from, to). */
export const refFits = (uses: readonly RefUse[], stock: number, from: number, to: number, units: number) =>
  minuteCounts(uses, from, to).every((m) => m.booking + m.down + units <= stock);

/** A slot as the reference sees it: peaks of bookings, of downtimes and of both, minute by minute. */
export function refSlot(uses: readonly RefUse[], stock: number, from: number, to: number) {
  let inUse = 0;
  let down = 0;
  let total = 0;
  for (const m of minuteCounts(uses, from, to)) {
    inUse = Math.max(inUse, m.booking);
    down = Math.max(down, m.down);
    total = Math.max(total, m.booking + m.down);
  }
  return { in_use: inUse, down, available: Math.max(stock - total, 0) };
}
