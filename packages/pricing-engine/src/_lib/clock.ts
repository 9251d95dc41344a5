/** Local times of day, `HH:mm`, as minutes since midnight: what opening hours and `return_by` are written in. */

/** The digit at position `i` of `s`, or -1. */
function digit(s: string, i: number): number {
  const c = s.charCodeAt(i) - 48;
  return c >= 0 && c <= 9 ? c : -1;
}

/**
 * Minutes since midnight of `HH:mm` (00:00..23:59), or of `24:00` (1440) when `allowMidnightEnd`
 * (a closing time); `undefined` for anything else. Read character by character: a schedule's times
 * are read on every quote, and a regular expression costs several times more.
 */
export function parseClock(value: unknown, allowMidnightEnd = false): number | undefined {
  if (typeof value !== 'string' || value.length !== 5 || value.charCodeAt(2) !== 58) return undefined;
  const h1 = digit(value, 0);
  const h2 = digit(value, 1);
  const m1 = digit(value, 3);
  const m2 = digit(value, 4);
  if (h1 < 0 || h2 < 0 || m1 < 0 || m2 < 0 || m1 > 5) return undefined;
  const hours = h1 * 10 + h2;
  const minutes = m1 * 10 + m2;
  if (hours === 24 && minutes === 0) return allowMidnightEnd ? 1440 : undefined;
  return hours < 24 ? hours * 60 + minutes : undefined;
}

const p2 = (n: number) => (n < 10 ? `0${n}` : `${n}`);

/** `HH:mm` of minutes since midnight (0..1440). */
export function formatClock(minutes: number): string {
  return `${p2(Math.floor(minutes / 60))}:${p2(minutes % 60)}`;
}
