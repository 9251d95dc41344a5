/**
 * API errors on forms: an error whose `param` names a field of the form is shown beside that field,
 * with the API's own message; any other error (no param, or a param the form has no field for) is
 * shown at the top of the form.
 */
import { isRentlineApiError } from '@rentline/client';

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
    if (field !== undefined) return { fields: { [field]: shopWords(err.message) } };
  }
  return { fields: {}, form: shopWords(err.message) };
}

function deepestField(param: string, fields: readonly string[]): string | undefined {
  let best: string | undefined;
  for (const f of fields)
    if ((param === f || param.startsWith(`${f}.`)) && (best === undefined || f.length > best.length)) best = f;
  return best;
}

/** A one-line description of any error, for places without a form. */
export const errorMessage = (err: unknown): string =>
  isRentlineApiError(err) ? shopWords(err.message) : err instanceof Error ? err.message : String(err);

/**
 * An API message in the shop's words: a line named by its id and item ("Line item li_… (City
 * bike) needs exactly 2 units named") reads as the item ("City bike needs exactly 2 units named").
 */
export const shopWords = (message: string): string =>
  message.replace(/\bline item li_[A-Za-z0-9]+ \(([^)]+)\)/gi, '$1');
