/**
 * fast-check arbitraries of values a JSON Schema forbids, made from values it allows (see
 * schema-arbitrary.ts): one change at one place of a valid value (a value of another JSON type, a
 * number with a fraction or past any bound, a string that breaks a pattern, format, enum or length, a
 * member the object does not declare, a member left out, an item repeated, all items removed or
 * many added), kept only when Ajv refuses the result against the whole schema. So every value is
 * one the schema forbids, and near one it allows: the check it breaks is the one a server must make.
 */
import type { ValidateFunction } from 'ajv';
import fc from 'fast-check';

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type Path = (string | number)[];

export interface Violation {
  value: unknown;
  /** Where and how the valid value was changed, for messages and the tally. */
  change: string;
}

/** Every node of a JSON value with its path (the root first). */
function nodes(value: Json, path: Path = []): { path: Path; value: Json }[] {
  const out = [{ path, value }];
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) out.push(...nodes(v, [...path, i]));
  } else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) out.push(...nodes(v, [...path, k]));
  }
  return out;
}

/** `root` with the node at `path` replaced by `next` (undefined: the member removed). */
function replaced(root: Json, path: Path, next: Json | undefined): Json | undefined {
  if (path.length === 0) return next;
  const copy = structuredClone(root) as any;
  let at = copy;
  for (const key of path.slice(0, -1)) at = at[key];
  const last = path[path.length - 1] as string | number;
  if (next === undefined) {
    if (Array.isArray(at)) at.splice(last as number, 1);
    else delete at[last];
  } else at[last] = next;
  return copy;
}

const typeOf = (v: Json) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);

/** The changes one node can take, by its JSON type. */
function changesOf(value: Json): { to: Json | undefined; what: string }[] {
  const others: { to: Json; what: string }[] = ([null, true, 7, 'x', [], {}] as Json[])
    .filter((v) => typeOf(v) !== typeOf(value))
    .map((to) => ({ to, what: `a ${typeOf(to)} instead of a ${typeOf(value)}` }));
  const out: { to: Json | undefined; what: string }[] = [...others, { to: undefined, what: 'left out' }];
  if (typeof value === 'number') {
    out.push(
      { to: value + 0.5, what: 'a fraction' },
      { to: -1, what: '-1' },
      { to: 0, what: '0' },
      { to: Number.MAX_SAFE_INTEGER, what: 'the largest safe integer' },
      { to: -Number.MAX_SAFE_INTEGER, what: 'the smallest safe integer' },
    );
  } else if (typeof value === 'string') {
    out.push(
      { to: '', what: 'empty' },
      { to: `${value}!`, what: 'a character appended' },
      { to: `${value}\t`, what: 'a TAB appended' },
      { to: `${value}é`, what: 'a non-ASCII character appended' },
      { to: value.toUpperCase() === value ? `${value}x` : value.toUpperCase(), what: 'another case' },
      { to: value.padEnd(5000, 'x'), what: '5000 characters' },
    );
  } else if (Array.isArray(value)) {
    out.push({ to: [], what: 'empty' });
    if (value.length > 0) {
      out.push(
        { to: [...value, value[0] as Json], what: 'its first item repeated' },
        { to: Array.from({ length: 1001 }, (_, i) => value[i % value.length] as Json), what: '1001 items' },
      );
    }
  } else if (value !== null && typeof value === 'object') {
    out.push({ to: { ...value, zz_unknown: 1 }, what: 'an unknown member' });
  }
  return out;
}

/**
 * Values `validate` refuses, each one change away from a value of `valid`. Draws until one is
 * refused: a change the schema allows (an optional member left out) is drawn again.
 */
export function violationOf(valid: fc.Arbitrary<unknown>, validate: ValidateFunction): fc.Arbitrary<Violation> {
  return valid
    .chain((v) => {
      const all = nodes(v as Json).flatMap((n) => changesOf(n.value).map((c) => ({ path: n.path, ...c })));
      return fc.constantFrom(...all).map((c) => ({
        value: replaced(v as Json, c.path, c.to),
        change: `${c.path.length === 0 ? '(root)' : c.path.join('.')}: ${c.what}`,
      }));
    })
    .filter((m) => m.value !== undefined && !validate(m.value));
}
