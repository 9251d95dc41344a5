/**
 * `windowPeaks` (the price calendar's units free for many overlapping windows from one pass) agrees
 * with `peaks` (one window at a time, as the availability check counts), on random usages and
 * windows: half-open intervals, ends and starts at the same instant, downtimes, empty usages.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { peaks, type Usage } from '../src/availability/peak.js';
import { windowPeaks } from '../src/availability/window-peaks.js';

const instant = fc.integer({ min: 0, max: 60 }).map((h) => h * 3_600_000);

const usageArb: fc.Arbitrary<Usage> = fc
  .record({
    start: instant,
    length: fc.integer({ min: -2, max: 30 }),
    units: fc.integer({ min: 0, max: 5 }),
    kind: fc.constantFrom('booking' as const, 'downtime' as const),
  })
  .map((u) => ({
    start: u.start,
    end: u.start + u.length * 3_600_000,
    units: u.units,
    kind: u.kind,
    source: 'x',
  }));

const windowArb = fc
  .record({ start: instant, length: fc.integer({ min: 1, max: 30 }) })
  .map((w) => ({ start: w.start, end: w.start + w.length * 3_600_000 }));

describe('windowPeaks', () => {
  it('is, for every window, the total peak the availability check finds', () => {
    fc.assert(
      fc.property(
        fc.array(usageArb, { maxLength: 25 }),
        fc.array(windowArb, { minLength: 1, maxLength: 12 }),
        (usages, windows) => {
          expect(windowPeaks(usages, windows)).toEqual(windows.map((w) => peaks(usages, w).total));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('a booking ending when a window starts does not count; one starting when it ends neither', () => {
    const h = 3_600_000;
    const usages: Usage[] = [
      { start: 0, end: 10 * h, units: 2, kind: 'booking', source: 'a' },
      { start: 20 * h, end: 30 * h, units: 3, kind: 'booking', source: 'b' },
    ];
    expect(
      windowPeaks(usages, [
        { start: 10 * h, end: 20 * h },
        { start: 9 * h, end: 21 * h },
      ]),
    ).toEqual([0, 3]);
  });
});
