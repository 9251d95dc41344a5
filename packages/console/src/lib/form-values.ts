/**
 * What a form's text fields hold, read as the API's values: money as integer cents, counts as whole
 * numbers. Only what is not a number at all is refused here, each beside its field; every range and
 * rule is the API's to check, so the console never says something the API would not.
 */
import { parseMoney } from './money.js';

const WHOLE = /^\d{1,9}$/;

export interface FieldReader {
  /** Field name → message, for the fields that could not be read. */
  readonly bad: Record<string, string>;
  /** An amount (required). */
  amount(field: string, text: string): number;
  /** An amount, or null when left blank. */
  optionalAmount(field: string, text: string): number | null;
  /** A whole number (required). */
  count(field: string, text: string): number;
  /** A whole number, or null when left blank. */
  optionalCount(field: string, text: string): number | null;
}

export function fieldReader(currency: string): FieldReader {
  const bad: Record<string, string> = {};
  const amount = (field: string, text: string, blankOk: boolean) => {
    const cents = parseMoney(text, currency);
    if (cents === undefined) bad[field] = `Enter an amount such as 25.00${blankOk ? ', or leave it blank' : ''}.`;
    return cents ?? 0;
  };
  const count = (field: string, text: string, blankOk: boolean) => {
    const t = text.trim();
    if (!WHOLE.test(t)) bad[field] = `Enter a whole number${blankOk ? ', or leave it blank' : ''}.`;
    return WHOLE.test(t) ? Number(t) : 0;
  };
  return {
    bad,
    amount: (field, text) => amount(field, text, false),
    optionalAmount: (field, text) => (text.trim() === '' ? null : amount(field, text, true)),
    count: (field, text) => count(field, text, false),
    optionalCount: (field, text) => (text.trim() === '' ? null : count(field, text, true)),
  };
}

/** Text trimmed, or null when left blank. */
export const textOrNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/** "K-1, K-2" or one a line → ["K-1", "K-2"]: the identifiers of the units to add, blanks dropped. */
export const splitIdentifiers = (text: string): string[] =>
  text
    .split(/[,\n]/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
