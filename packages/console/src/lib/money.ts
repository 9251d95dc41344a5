/**
 * Money as the API has it: integer minor units (cents). Formatting and parsing go through BigInt and
 * strings, so no float ever touches an amount.
 */

const formats = new Map<string, Intl.NumberFormat>();
function currencyFormat(currency: string): Intl.NumberFormat {
  let f = formats.get(currency);
  if (f === undefined) {
    f = new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() });
    formats.set(currency, f);
  }
  return f;
}

/** The currency's minor digits (2 for usd, 0 for jpy). */
export const minorDigits = (currency: string): number =>
  currencyFormat(currency).resolvedOptions().maximumFractionDigits ?? 2;

/** `12345, 'usd'` → "$123.45"; negative amounts keep their sign ("-$5.00"). */
export function formatMoney(cents: number, currency = 'usd'): string {
  const digits = minorDigits(currency);
  const scale = 10n ** BigInt(digits);
  const value = BigInt(cents);
  const abs = value < 0n ? -value : value;
  const whole = abs / scale;
  const fraction = (abs % scale).toString().padStart(digits, '0');
  const parts = currencyFormat(currency).formatToParts(value < 0n ? -whole : whole);
  return parts.map((p) => (p.type === 'fraction' ? fraction : p.value)).join('');
}

/**
 * "45", "45.5", "45.50", "1,250.00" → cents; anything else (negative, three decimals, letters) →
 * undefined, for the form to say so.
 */
export function parseMoney(text: string, currency = 'usd'): number | undefined {
  const digits = minorDigits(currency);
  const m = /^\s*\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d*))?\s*$/.exec(text);
  if (m === null) return undefined;
  const fraction = m[2] ?? '';
  if (fraction.length > digits) return undefined;
  const cents = BigInt((m[1] as string).replaceAll(',', '') + fraction.padEnd(digits, '0'));
  return cents > BigInt(Number.MAX_SAFE_INTEGER) ? undefined : Number(cents);
}

/** Cents as the text a money field starts with: 12345 → "123.45". */
export function moneyInput(cents: number, currency = 'usd'): string {
  const digits = minorDigits(currency);
  if (digits === 0) return String(cents);
  const s = BigInt(Math.abs(cents))
    .toString()
    .padStart(digits + 1, '0');
  return `${cents < 0 ? '-' : ''}${s.slice(0, -digits)}.${s.slice(-digits)}`;
}
