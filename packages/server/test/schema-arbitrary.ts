/**
 * fast-check arbitraries of the values a JSON Schema (2020-12, as the OpenAPI document writes it)
 * accepts: the keywords the document uses (`type`, `const`, `enum`, `properties`, `required`,
 * `additionalProperties: false`, `items`, `minItems`, `maxItems`, `uniqueItems`, `minimum`,
 * `maximum`, `minLength`, `maxLength` in code points, `pattern`, `format: date`, `anyOf`, `oneOf`,
 * `allOf`, `$ref` into the document's components). A keyword it does not know fails loudly, so the
 * generator never silently produces values the schema would refuse; every value is also checked by
 * Ajv against the whole schema (a branch of a `oneOf` may overlap another).
 *
 * `hint(path, schema)` may replace the arbitrary of any value (ids drawn from stored records,
 * instants near today): it must still produce values the schema accepts, which Ajv checks as well.
 */
import type { ValidateFunction } from 'ajv';
import fc from 'fast-check';

type Js = Record<string, any>;

/** The keywords the generator reads, and those it may ignore (annotations). */
const KNOWN = new Set([
  'type',
  'const',
  'enum',
  'properties',
  'required',
  'additionalProperties',
  'propertyNames',
  'items',
  'minItems',
  'maxItems',
  'uniqueItems',
  'prefixItems',
  'minimum',
  'maximum',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'anyOf',
  'oneOf',
  'allOf',
  '$ref',
]);
const ANNOTATIONS = new Set([
  'description',
  'default',
  'title',
  'examples',
  'example',
  'readOnly',
  'deprecated',
  // OpenAPI's hint of which property tells the branches of a oneOf apart (they say it themselves).
  'discriminator',
]);

export type Hint = (path: string[], schema: Js) => fc.Arbitrary<unknown> | undefined;

export interface GeneratorOptions {
  /** The document's `components.schemas`, for `$ref`. */
  components: Record<string, Js>;
  hint?: Hint;
  /** Longest array generated (the schema's maxItems caps it further). */
  maxItems?: number;
  /** Longest string generated where the schema allows longer. */
  maxLength?: number;
}

export function arbitraryOf(schema: Js, validate: ValidateFunction, options: GeneratorOptions): fc.Arbitrary<unknown> {
  const g = new Generator(options);
  return g.of(schema, []).filter((v) => validate(v));
}

const codePoints = (s: string) => [...s].length;

/** Any Unicode scalar value, controls included (fast-check's 'binary' unit takes seconds to set up). */
const anyCodePoint = fc
  .integer({ min: 0, max: 0x10ffff })
  .filter((c) => c < 0xd800 || c > 0xdfff)
  .map((c) => String.fromCodePoint(c));

/** Two schemas no value satisfies both of (a branch of a oneOf that its siblings rule out). */
class Conflict extends Error {}

/** The intersection of two schemas, for the keywords above (allOf, and a branch with its siblings). */
function merge(a: Js, b: Js): Js {
  const out: Js = { ...a };
  for (const [k, v] of Object.entries(b)) {
    if (out[k] === undefined) out[k] = v;
    else if (k === 'type') {
      const both = [out[k]].flat().filter((t) => [v].flat().includes(t));
      if (both.length === 0) throw new Conflict(`type ${JSON.stringify(out[k])} and ${JSON.stringify(v)}`);
      out[k] = both.length === 1 ? both[0] : both;
    } else if (k === 'const') {
      if (JSON.stringify(out[k]) !== JSON.stringify(v)) throw new Conflict(`const ${out[k]} and ${v}`);
    } else if (k === 'required') out[k] = [...new Set([...out[k], ...v])];
    else if (k === 'properties') {
      const props: Js = { ...out[k] };
      for (const [name, s] of Object.entries(v as Js)) props[name] = props[name] ? merge(props[name], s as Js) : s;
      out[k] = props;
    } else if (k === 'minimum' || k === 'minLength' || k === 'minItems') out[k] = Math.max(out[k], v);
    else if (k === 'maximum' || k === 'maxLength' || k === 'maxItems') out[k] = Math.min(out[k], v);
    else if (k === 'items') out[k] = merge(out[k], v);
    else if (k === 'enum') out[k] = (out[k] as unknown[]).filter((x) => (v as unknown[]).includes(x));
    else if (k === 'allOf') out[k] = [...out[k], ...v];
    else if (k === 'anyOf' || k === 'oneOf') out.allOf = [...(out.allOf ?? []), { [k]: v }];
    else if (k === 'pattern') out.allOf = [...(out.allOf ?? []), { pattern: v }];
    else if (k === 'additionalProperties' || k === 'uniqueItems') out[k] = out[k] === false || v === false ? false : v;
    else if (ANNOTATIONS.has(k) || k.startsWith('x-')) continue;
    else if (JSON.stringify(out[k]) !== JSON.stringify(v)) {
      throw new Error(`cannot merge ${k}: ${JSON.stringify(out[k])} and ${JSON.stringify(v)}`);
    }
  }
  if (out.const !== undefined && Array.isArray(out.enum) && !out.enum.includes(out.const)) {
    throw new Conflict(`const ${out.const} not in enum`);
  }
  if (Array.isArray(out.enum) && out.enum.length === 0) throw new Conflict('empty enum');
  for (const [lo, hi] of [
    ['minimum', 'maximum'],
    ['minLength', 'maxLength'],
    ['minItems', 'maxItems'],
  ] as const) {
    if (out[lo] !== undefined && out[hi] !== undefined && out[lo] > out[hi]) throw new Conflict(`${lo} > ${hi}`);
  }
  return out;
}

/** `merge`, or undefined when the two schemas conflict. */
function mergeOrNone(a: Js, b: Js): Js | undefined {
  try {
    return merge(a, b);
  } catch (e) {
    if (e instanceof Conflict) return undefined;
    throw e;
  }
}

class Generator {
  constructor(private readonly o: GeneratorOptions) {}

  private deref(s: Js): Js {
    if (typeof s.$ref !== 'string') return s;
    const name = /^#\/components\/schemas\/(.+)$/.exec(s.$ref)?.[1];
    const target = name === undefined ? undefined : this.o.components[name];
    if (target === undefined) throw new Error(`unresolved $ref ${s.$ref}`);
    const { $ref: _, ...rest } = s;
    return merge(this.deref(target), rest);
  }

  /** The schema with its allOf folded in, and one branch of each anyOf / oneOf chosen. */
  private flatten(schema: Js): fc.Arbitrary<Js> {
    let s = this.deref(schema);
    while (Array.isArray(s.allOf)) {
      const { allOf, ...rest } = s;
      s = (allOf as Js[]).reduce((acc: Js, x) => merge(acc, this.deref(x)), rest);
      s = this.deref(s);
    }
    for (const k of ['oneOf', 'anyOf'] as const) {
      if (Array.isArray(s[k])) {
        const { [k]: branches, ...rest } = s;
        // The branches its siblings allow (a `type: null` field rules out the string branch of its anyOf).
        const open = (branches as Js[])
          .map((branch) => mergeOrNone(rest, this.deref(branch)))
          .filter((x): x is Js => x !== undefined);
        if (open.length === 0) throw new Conflict(`no branch of ${k} fits: ${JSON.stringify(s).slice(0, 200)}`);
        return fc.constantFrom(...open).chain((branch) => this.flatten(branch));
      }
    }
    return fc.constant(s);
  }

  of(schema: Js, path: string[]): fc.Arbitrary<unknown> {
    return this.flatten(schema).chain((s) => this.flat(s, path));
  }

  private flat(s: Js, path: string[]): fc.Arbitrary<unknown> {
    for (const k of Object.keys(s)) {
      if (!KNOWN.has(k) && !ANNOTATIONS.has(k) && !k.startsWith('x-')) {
        throw new Error(`${path.join('.') || '(root)'}: keyword ${k} is not supported`);
      }
    }
    const hinted = this.o.hint?.(path, s);
    if (hinted !== undefined) return hinted;
    if (s.const !== undefined) return fc.constant(s.const);
    if (Array.isArray(s.enum)) return fc.constantFrom(...(s.enum as unknown[]));
    const type = Array.isArray(s.type) ? fc.constantFrom(...(s.type as string[])) : fc.constant(s.type as string);
    return type.chain((t): fc.Arbitrary<unknown> => {
      switch (t) {
        case 'null':
          return fc.constant(null);
        case 'boolean':
          return fc.boolean();
        case 'integer':
          return this.integer(s);
        case 'string':
          return this.string(s);
        case 'array':
          return this.array(s, path);
        case 'object':
          return this.object(s, path);
        default:
          throw new Error(`${path.join('.')}: type ${String(t)} is not supported`);
      }
    });
  }

  private integer(s: Js): fc.Arbitrary<number> {
    const min = Math.max(s.minimum ?? Number.MIN_SAFE_INTEGER, Number.MIN_SAFE_INTEGER);
    const max = Math.min(s.maximum ?? Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
    // Mostly small numbers near the lower bound (where values mean something: days, cents,
    // percents), sometimes anywhere in the range, sometimes an edge.
    const near = fc.integer({ min, max: Math.min(max, Math.max(min, 0) + 1000) });
    return fc.oneof(
      { weight: 6, arbitrary: near },
      { weight: 2, arbitrary: fc.integer({ min, max }) },
      { weight: 1, arbitrary: fc.constantFrom(min, max) },
    );
  }

  private string(s: Js): fc.Arbitrary<string> {
    const minLength = s.minLength ?? 0;
    const maxLength = Math.min(s.maxLength ?? Number.POSITIVE_INFINITY, Math.max(minLength, this.o.maxLength ?? 40));
    const fits = (x: string) =>
      codePoints(x) >= minLength && codePoints(x) <= (s.maxLength ?? Number.POSITIVE_INFINITY);
    if (s.format === 'date') return calendarDate();
    // A uri is generated from its pattern (Ajv then checks the format too).
    if (s.format !== undefined && !(s.format === 'uri' && typeof s.pattern === 'string')) {
      throw new Error(`string format ${s.format} is not supported`);
    }
    if (typeof s.pattern === 'string') return fc.stringMatching(new RegExp(s.pattern as string)).filter(fits);
    return fc
      .oneof(
        { weight: 3, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength, maxLength }) },
        { weight: 1, arbitrary: fc.string({ unit: anyCodePoint, minLength, maxLength }) },
      )
      .filter(fits);
  }

  private array(s: Js, path: string[]): fc.Arbitrary<unknown[]> {
    const minLength = s.minItems ?? 0;
    const maxLength = Math.max(minLength, Math.min(s.maxItems ?? Number.POSITIVE_INFINITY, this.o.maxItems ?? 4));
    const item = this.of(s.items ?? {}, [...path, '*']);
    if (Array.isArray(s.prefixItems)) {
      if (s.maxItems !== (s.prefixItems as Js[]).length) throw new Error(`${path.join('.')}: open prefixItems`);
      return fc.tuple(...(s.prefixItems as Js[]).map((x, i) => this.of(x, [...path, String(i)])));
    }
    return s.uniqueItems === true
      ? fc.uniqueArray(item, { minLength, maxLength, selector: (v) => JSON.stringify(v) })
      : fc.array(item, { minLength, maxLength });
  }

  private object(s: Js, path: string[]): fc.Arbitrary<Record<string, unknown>> {
    // A map (`propertyNames` with a pattern, values of `additionalProperties`): keys drawn to match.
    if (s.propertyNames !== undefined) {
      const names = s.propertyNames as Js;
      if (typeof names.pattern !== 'string' || typeof s.additionalProperties !== 'object' || s.properties) {
        throw new Error(`${path.join('.')}: only a map of pattern-named keys is supported`);
      }
      const key = fc.stringMatching(new RegExp(names.pattern));
      return fc.dictionary(key, this.of(s.additionalProperties as Js, [...path, '*']), { maxKeys: 7 });
    }
    const props = Object.entries((s.properties ?? {}) as Record<string, Js>);
    const required = new Set((s.required ?? []) as string[]);
    for (const name of required) {
      if (!props.some(([n]) => n === name)) throw new Error(`${path.join('.')}: required ${name} has no schema`);
    }
    const fields = props.map(([name, schema]) => {
      const value = this.of(schema, [...path, name]);
      return required.has(name)
        ? value.map((v) => [name, v] as const)
        : fc.option(value.map((v) => [name, v] as const));
    });
    return fc
      .tuple(...fields)
      .map((entries) => Object.fromEntries(entries.filter((e): e is readonly [string, unknown] => e !== null)));
  }
}

const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** `YYYY-MM-DD` of the proleptic Gregorian calendar, every year 0000-9999. */
export function calendarDate(): fc.Arbitrary<string> {
  return fc
    .record({
      y: fc.integer({ min: 0, max: 9999 }),
      m: fc.integer({ min: 1, max: 12 }),
      d: fc.integer({ min: 1, max: 31 }),
    })
    .filter(({ y, m, d }) => {
      const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
      return d <= (m === 2 && leap ? 29 : (DAYS[m - 1] as number));
    })
    .map(({ y, m, d }) => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`);
}
