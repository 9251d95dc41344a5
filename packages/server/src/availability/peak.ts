/**
 * Units in use over time, by sweeping over intervals: pure functions, no database and no clock.
 *
 * Every interval is half-open, [start, end): one that ends exactly when another starts does not
 * overlap it (at an instant where some intervals end and others start, the ends are counted first).
 * What matters is the *peak*: the most units in use at any one instant of a window, not the sum of
 * every interval that touches it (two bookings that never overlap each other never add up).
 */

/** Units of one fleet item taken over [start, end) (epoch ms): a booking's line, or a downtime. */
export interface Usage {
  start: number;
  end: number;
  units: number;
  kind: 'booking' | 'downtime';
  /** The booking or downtime it comes from. */
  source: string;
}

export interface Window {
  start: number;
  end: number;
}

interface Step {
  at: number;
  booking: number;
  down: number;
}

/** The changes of the units in use, ordered by time (ends before starts at the same instant). */
function steps(usages: readonly Usage[], window: Window): Step[] {
  const out: Step[] = [];
  for (const u of usages) {
    const start = Math.max(u.start, window.start);
    const end = Math.min(u.end, window.end);
    if (start >= end || u.units <= 0) continue;
    const b = u.kind === 'booking' ? u.units : 0;
    const d = u.kind === 'downtime' ? u.units : 0;
    out.push({ at: start, booking: b, down: d }, { at: end, booking: -b, down: -d });
  }
  // At one instant, ends (negative) before starts: half-open intervals that touch do not overlap.
  out.sort((x, y) => x.at - y.at || x.booking + x.down - (y.booking + y.down));
  return out;
}

export interface Peaks {
  /** The most units held by bookings at any instant. */
  in_use: number;
  /** The most units in downtime at any instant. */
  down: number;
  /** The most units taken by both together at any instant. */
  total: number;
}

/**
 * The peaks of each slot (consecutive, ordered, within `window`), in one pass. A slot's value at its
 * start counts what began before it and is still running.
 */
export function slotPeaks(usages: readonly Usage[], slots: readonly Window[]): Peaks[] {
  const first = slots[0];
  const last = slots[slots.length - 1];
  if (first === undefined || last === undefined) return [];
  const all = steps(usages, { start: first.start, end: last.end });
  const out: Peaks[] = [];
  // `all[i]` is the next step to apply (undefined past the last).
  let i = 0;
  let booking = 0;
  let down = 0;
  for (const slot of slots) {
    // Everything up to and including the slot's first instant sets its opening value.
    for (let s = all[i]; s !== undefined && s.at <= slot.start; s = all[++i]) {
      booking += s.booking;
      down += s.down;
    }
    const peak: Peaks = { in_use: booking, down, total: booking + down };
    for (let s = all[i]; s !== undefined && s.at < slot.end; s = all[i]) {
      const at = s.at;
      // Apply every change at this instant before reading it.
      for (let t = all[i]; t !== undefined && t.at === at; t = all[++i]) {
        booking += t.booking;
        down += t.down;
      }
      peak.in_use = Math.max(peak.in_use, booking);
      peak.down = Math.max(peak.down, down);
      peak.total = Math.max(peak.total, booking + down);
    }
    out.push(peak);
  }
  return out;
}

/** The peaks over one window. */
export function peaks(usages: readonly Usage[], window: Window): Peaks {
  const [peak] = slotPeaks(usages, [window]);
  return peak ?? { in_use: 0, down: 0, total: 0 };
}

/**
 * The stretches of `window` where the units in use plus `extra` pass `stock`: where a request (or a
 * downtime) of `extra` units would leave too few.
 */
export function shortfalls(usages: readonly Usage[], window: Window, stock: number, extra: number): Window[] {
  const out: Window[] = [];
  let used = 0;
  let openedAt: number | undefined;
  const all = steps(usages, window);
  const check = (at: number) => {
    const short = used + extra > stock;
    if (short && openedAt === undefined) openedAt = at;
    if (!short && openedAt !== undefined) {
      if (at > openedAt) out.push({ start: openedAt, end: at });
      openedAt = undefined;
    }
  };
  check(window.start);
  let i = 0;
  for (let s = all[i]; s !== undefined; s = all[i]) {
    const at = s.at;
    for (let t = all[i]; t !== undefined && t.at === at; t = all[++i]) used += t.booking + t.down;
    if (at < window.end) check(at);
  }
  if (openedAt !== undefined && window.end > openedAt) out.push({ start: openedAt, end: window.end });
  return out;
}
