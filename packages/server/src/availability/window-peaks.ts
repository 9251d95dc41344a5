/**
 * The peak of units taken within each of many windows (a price calendar's rentals, which overlap),
 * from one sorted pass over the usages rather than one sort per window. Intervals are half-open, as
 * in `peak.ts`: at an instant where some usages end and others start, the ends count first, so the
 * level from that instant on is what holds.
 */
import type { Usage, Window } from './peak.js';

/** The most units taken (bookings and downtimes together) at any instant of each window. */
export function windowPeaks(usages: readonly Usage[], windows: readonly Window[]): number[] {
  // Every instant where the level changes, with the level from it on.
  const changes = new Map<number, number>();
  for (const u of usages) {
    if (u.start >= u.end || u.units <= 0) continue;
    changes.set(u.start, (changes.get(u.start) ?? 0) + u.units);
    changes.set(u.end, (changes.get(u.end) ?? 0) - u.units);
  }
  const steps = [...changes].sort((a, b) => a[0] - b[0]);
  const at = steps.map(([t]) => t);
  const level: number[] = [];
  let running = 0;
  for (const [, change] of steps) {
    running += change;
    level.push(running);
  }
  return windows.map((w) => {
    // The level at the window's start: after the last change at or before it.
    let lo = 0;
    let hi = at.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((at[mid] ?? Number.POSITIVE_INFINITY) <= w.start) lo = mid + 1;
      else hi = mid;
    }
    let peak = lo > 0 ? (level[lo - 1] ?? 0) : 0;
    for (let i = lo; i < at.length && (at[i] ?? Number.POSITIVE_INFINITY) < w.end; i++) {
      peak = Math.max(peak, level[i] ?? 0);
    }
    return peak;
  });
}
