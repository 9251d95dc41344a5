/** Local times of day, `HH:mm`, as minutes since midnight: what opening hours and `return_by` are written in. */

const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * Minutes since midnight of `HH:mm` (00:00..23:59), or of `24:00` (1440) when `allowMidnightEnd`
 * (a closing time); `undefined` for anything else.
 */
export function parseClock(value: unknown, allowMidnightEnd = false): number | undefined {
  if (typeof value !== 'string') return undefined;
  if (value === '24:00') return allowMidnightEnd ? 1440 : undefined;
  const m = HH_MM.exec(value);
  return m === null ? undefined : Number(m[1]) * 60 + Number(m[2]);
}

const p2 = (n: number) => (n < 10 ? `0${n}` : `${n}`);

/** `HH:mm` of minutes since midnight (0..1440). */
export function formatClock(minutes: number): string {
  return `${p2(Math.floor(minutes / 60))}:${p2(minutes % 60)}`;
}
