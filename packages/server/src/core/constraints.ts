/**
 * A check the server makes that JSON Schema cannot state (one field against another, a list only the
 * runtime knows, a bound that depends on the tenant's time zone), declared in the OpenAPI document as
 * `x-constraints`, each with the error it gives. On a field the param is that field; on an object,
 * `param` names the field from there (`*` stands for an array index, or for any key of a map).
 */
export interface Constraint {
  code: 'parameter_invalid' | 'parameter_missing' | 'half_day_not_allowed' | 'card_declined' | 'insufficient_funds';
  param?: string;
  rule: string;
}

/** The `x-constraints` entry of a schema's metadata. */
export const constraints = (...list: Constraint[]) => ({ 'x-constraints': list });
