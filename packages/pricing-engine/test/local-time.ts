/**
 * Local time read through Intl, sharing no code with the engine: what the property tests compare the
 * engine's own reading of instants with.
 */

const partFormatters = new Map<string, Intl.DateTimeFormat>();
/** Local date (YYYY-MM-DD) and milliseconds since local midnight of an instant, through Intl. */
export function local(ms: number, zone: string): { date: string; timeMs: number; wallMs: number } {
  let f = partFormatters.get(zone);
  if (f === undefined) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    partFormatters.set(zone, f);
  }
  const p = Object.fromEntries(f.formatToParts(new Date(ms)).map((x) => [x.type, Number(x.value)]));
  const subSecond = ((ms % 1000) + 1000) % 1000;
  const date = `${String(p.year).padStart(4, '0')}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
  const timeMs = (((p.hour as number) * 60 + (p.minute as number)) * 60 + (p.second as number)) * 1000 + subSecond;
  const wallMs = Date.UTC(p.year as number, (p.month as number) - 1, p.day as number) + timeMs;
  return { date, timeMs, wallMs };
}
