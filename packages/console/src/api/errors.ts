/**
 * API errors on forms: an error whose `param` names a field of the form is shown beside that field,
 * with the API's own message; any other error (no param, or a param the form has no field for) is
 * shown at the top of the form.
 */
import { isRentlineApiError } from '@rentline/client';
import { inShopTime } from '../lib/booking-text.js';

export interface FormErrors {
  /** Field name → message, for the fields of the form. */
  fields: Record<string, string>;
  /** The message for the top of the form. */
  form?: string;
}

export const NO_ERRORS: FormErrors = { fields: {} };

/**
 * `fields` are the form's field names, which are the API's params (`amount`, `pickup_date`); `aliases`
 * maps other params onto them (`line_items.0.quantity` → `quantity`). A param deeper than a field
 * (`addons.1.quantity` under `addons`) belongs to that field, the deepest one when fields nest: in
 * a schedule, `schedule.opening_hours.6.0.1` (a closing time) is its own field, while
 * `schedule.opening_hours.6.0.0` falls to the interval's field `schedule.opening_hours.6.0`.
 */
export function formErrors(err: unknown, fields: readonly string[], aliases: Record<string, string> = {}): FormErrors {
  if (err === null || err === undefined) return NO_ERRORS;
  if (!isRentlineApiError(err)) return { fields: {}, form: err instanceof Error ? err.message : String(err) };
  const param = err.param;
  if (param !== undefined) {
    const field = aliases[param] ?? deepestField(param, fields);
    if (field !== undefined) return { fields: { [field]: shopWords(err.message, param) } };
  }
  return { fields: {}, form: shopWords(err.message, param) };
}

function deepestField(param: string, fields: readonly string[]): string | undefined {
  let best: string | undefined;
  for (const f of fields)
    if ((param === f || param.startsWith(`${f}.`)) && (best === undefined || f.length > best.length)) best = f;
  return best;
}

/** A one-line description of any error, for places without a form. */
export const errorMessage = (err: unknown): string =>
  isRentlineApiError(err) ? shopWords(err.message, err.param) : err instanceof Error ? err.message : String(err);

/** The request fields API messages name, as the person at the counter knows them. */
const FIELD_WORDS: Record<string, string> = {
  returned_at: 'the return time',
  picked_up_at: 'the pickup time',
  pickup_date: 'the pickup date',
  return_date: 'the return date',
  new_return_date: 'the new return date',
  start_date: 'the first day',
  end_date: 'the last day',
  valid_from: 'the first day it is valid',
  valid_until: 'the last day it is valid',
  days_threshold: 'the number of days',
};

/**
 * An API message in the shop's words: a line named by its id and item ("Line item li_… (City
 * bike) needs exactly 2 units named") reads as the item ("City bike needs exactly 2 units named");
 * request field names ("returned_at must not be…", or the error's own `param`) read as words ("The
 * return time must not be…"); with the shop's `zone`, UTC instants read as its local date and time.
 */
export function shopWords(message: string, param?: string, zone?: string): string {
  let text = message.replace(/\bline item li_[A-Za-z0-9]+ \(([^)]+)\)/gi, '$1');
  const own = param?.split('.').pop();
  text = text.replace(/\b[a-z]+(?:_[a-z]+)+\b/g, (name, at: number) => {
    const words = FIELD_WORDS[name] ?? (name === own ? `the ${name.replaceAll('_', ' ')}` : name);
    // A field named first starts the sentence.
    return at === 0 && words !== name ? words.charAt(0).toUpperCase() + words.slice(1) : words;
  });
  return zone === undefined ? text : inShopTime(text, zone);
}
