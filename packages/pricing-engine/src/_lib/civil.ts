/**
 * Proleptic Gregorian calendar arithmetic on day numbers (days since 1970-01-01), after Howard
 * Hinnant's `days_from_civil` / `civil_from_days`: exact integer math, no Date objects.
 */

/** Day number of year-month-day. */
export function daysFromCivil(y: number, m: number, d: number): number {
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const mp = (m + 9) % 12;
  const doy = Math.floor((153 * mp + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/** [year, month, day] of a day number. */
export function civilFromDays(z: number): [number, number, number] {
  const zz = z + 719468;
  const era = Math.floor(zz / 146097);
  const doe = zz - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  return [m <= 2 ? yoe + era * 400 + 1 : yoe + era * 400, m, d];
}

const p2 = (n: number) => (n < 10 ? `0${n}` : `${n}`);

/** Dates written so far: rental days and closed dates are written on every quote. */
const written = new Map<number, string>();

/** `YYYY-MM-DD` of a day number (years 1..9999). */
export function formatCivil(z: number): string {
  const hit = written.get(z);
  if (hit !== undefined) return hit;
  const [y, m, d] = civilFromDays(z);
  const text = `${String(y).padStart(4, '0')}-${p2(m)}-${p2(d)}`;
  if (written.size >= 10_000) written.clear();
  written.set(z, text);
  return text;
}

function daysInMonth(y: number, m: number): number {
  if (m === 2) return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0 ? 29 : 28;
  return m === 4 || m === 6 || m === 9 || m === 11 ? 30 : 31;
}

/**
 * Day number of a `YYYY-MM-DD` date of the years 1970..9999, read character by character (a
 * schedule's closed dates are read on every quote); `undefined` for anything else, including dates
 * before 1970, which the caller reads the slow, general way.
 */
export function parseRecentDate(s: string): number | undefined {
  if (s.length !== 10 || s.charCodeAt(4) !== 45 || s.charCodeAt(7) !== 45) return undefined;
  let y = 0;
  for (let i = 0; i < 4; i++) {
    const c = s.charCodeAt(i) - 48;
    if (c < 0 || c > 9) return undefined;
    y = y * 10 + c;
  }
  const m0 = s.charCodeAt(5) - 48;
  const m1 = s.charCodeAt(6) - 48;
  const d0 = s.charCodeAt(8) - 48;
  const d1 = s.charCodeAt(9) - 48;
  if (m0 < 0 || m0 > 1 || m1 < 0 || m1 > 9 || d0 < 0 || d0 > 3 || d1 < 0 || d1 > 9) return undefined;
  const m = m0 * 10 + m1;
  const d = d0 * 10 + d1;
  if (y < 1970 || m < 1 || m > 12 || d < 1 || d > daysInMonth(y, m)) return undefined;
  return daysFromCivil(y, m, d);
}
