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
  if (slots.length === 0) return [];
  const window = { start: (slots[0] as Window).start, end: (slots[slots.length - 1] as Window).end };
  const all = steps(usages, window);
  const out: Peaks[] = [];
  let i = 0;
  let booking = 0;
  let down = 0;
  for (const slot of slots) {
    // Everything up to and including the slot's first instant sets its opening value.
    while (i < all.length && (all[i] as Step).at <= slot.start) {
      booking += (all[i] as Step).booking;
      down += (all[i] as Step).down;
      i++;
    }
    const peak: Peaks = { in_use: booking, down, total: booking + down };
    while (i < all.length && (all[i] as Step).at < slot.end) {
      const at = (all[i] as Step).at;
      // Apply every change at this instant before reading it.
      while (i < all.length && (all[i] as Step).at === at) {
        booking += (all[i] as Step).booking;
        down += (all[i] as Step).down;
        i++;
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
  return slotPeaks(usages, [window])[0] as Peaks;
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
  for (let i = 0; i < all.length; ) {
    const at = (all[i] as Step).at;
    while (i < all.length && (all[i] as Step).at === at) {
      used += (all[i] as Step).booking + (all[i] as Step).down;
      i++;
    }
    if (at < window.end) check(at);
  }
  if (openedAt !== undefined && window.end > openedAt) out.push({ start: openedAt, end: window.end });
  return out;
}
