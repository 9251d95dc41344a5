/**
 * A fast acceptor compiled from a zod schema: a plain predicate that says yes only for an input the
 * schema accepts as it is (its output differs from it at most by defaults not yet filled in). It
 * reads the schema's definition (objects, arrays, tuples, records, unions, literals, enums, numbers,
 * strings, dates, booleans, optional, nullable and default wrappers, and their checks), so the schema
 * stays the one place each field and bound is written. Size and range checks are read as numbers;
 * any other check (a refinement, a pattern) runs as zod runs it. Whatever the compiler does not know
 * (a transform, a pipe, a lazy schema) never accepts, so the caller falls back to the schema itself,
 * which also words every error: the acceptor only decides when zod may be skipped.
 */
import type { z } from 'zod';

type Accept = (v: unknown) => boolean;
/** The part of zod's internal definition the compiler reads (zod's `_zod.def`). */
interface Def {
  type: string;
  check?: string;
  format?: string;
  checks?: { _zod: CheckInternals }[];
  [key: string]: unknown;
}
interface CheckInternals {
  def: { check: string; value?: unknown; inclusive?: boolean; maximum?: number; minimum?: number };
  check: (payload: { value: unknown; issues: unknown[] }) => void;
}
interface Internals {
  def: Def;
  check?: CheckInternals['check'];
}

const REJECT: Accept = () => false;
const ANY: Accept = () => true;

export interface FastPathOptions {
  /** Schemas accepted without a look (a part the caller checks and prepares itself, in one pass). */
  skip?: readonly z.ZodType[];
}

/** Compile `schema` into its acceptor. */
export function compileFastPath(schema: z.ZodType, options: FastPathOptions = {}): Accept {
  const skip = new Set<unknown>(options.skip ?? []);
  const compile = (s: unknown): Accept => {
    if (skip.has(s)) return ANY;
    const internals = (s as { _zod: Internals })._zod;
    const bounds = readBounds(internals.def);
    return withChecks(node(internals.def, compile, bounds), bounds.others);
  };
  return compile(schema);
}

/** The acceptor of one definition, its own checks aside. */
function node(def: Def, compile: (s: unknown) => Accept, b: Bounds): Accept {
  switch (def.type) {
    case 'string': {
      const { minLength: lo, maxLength: hi } = b;
      return (v) => typeof v === 'string' && v.length >= lo && v.length <= hi;
    }
    case 'boolean':
      return (v) => typeof v === 'boolean';
    case 'date':
      return (v) => v instanceof Date && !Number.isNaN(v.getTime());
    case 'number':
      return numberNode(def, b);
    case 'unknown':
    case 'any':
      return ANY;
    case 'literal':
      return oneOf(def.values as unknown[]);
    case 'enum':
      return oneOf(Object.values(def.entries as object));
    case 'optional': {
      const inner = compile(def.innerType);
      return (v) => v === undefined || inner(v);
    }
    case 'nullable': {
      const inner = compile(def.innerType);
      return (v) => v === null || inner(v);
    }
    // The caller fills the default in itself (`?? default`), so an absent value is accepted as it is.
    case 'default': {
      const inner = compile(def.innerType);
      return (v) => v === undefined || inner(v);
    }
    case 'union': {
      const options = (def.options as unknown[]).map(compile);
      return (v) => options.some((accept) => accept(v));
    }
    case 'array': {
      const element = compile(def.element);
      // Every index, holes included (zod reads holes as `undefined`).
      const { minLength: lo, maxLength: hi } = b;
      return (v) => {
        if (!Array.isArray(v) || v.length < lo || v.length > hi) return false;
        for (let i = 0; i < v.length; i++) if (!element(v[i])) return false;
        return true;
      };
    }
    case 'tuple': {
      if (def.rest != null) return REJECT;
      const items = (def.items as unknown[]).map(compile);
      return (v) => Array.isArray(v) && v.length === items.length && items.every((accept, i) => accept(v[i]));
    }
    case 'record': {
      const key = compile(def.keyType);
      const value = compile(def.valueType);
      return (v) => {
        if (!isObject(v)) return false;
        for (const k in v) if (!key(k) || !value(v[k])) return false;
        return true;
      };
    }
    case 'object':
      return objectNode(def, compile);
    default:
      return REJECT;
  }
}

/** Membership in a few values: compared one by one, cheaper than a `Set` at these sizes. */
function oneOf(values: unknown[]): Accept {
  if (values.length === 1) {
    const only = values[0];
    return (v) => v === only;
  }
  if (values.length === 2) {
    const [a, b] = values;
    return (v) => v === a || v === b;
  }
  if (values.length > 8) {
    const set = new Set(values);
    return (v) => set.has(v);
  }
  return (v) => values.includes(v);
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date);

function numberNode(def: Def, b: Bounds): Accept {
  const { min: lo, max: hi } = b;
  if (def.check === 'number_format') {
    if (def.format !== 'safeint') return REJECT;
    return (v) => typeof v === 'number' && Number.isSafeInteger(v) && v >= lo && v <= hi;
  }
  return (v) => typeof v === 'number' && Number.isFinite(v) && v >= lo && v <= hi;
}

/** A schema's inclusive ranges and sizes, read from its checks, and the checks left to run. */
interface Bounds {
  min: number;
  max: number;
  minLength: number;
  maxLength: number;
  others: Accept[];
}

function readBounds(def: Def): Bounds {
  const b: Bounds = { min: -Infinity, max: Infinity, minLength: 0, maxLength: Infinity, others: [] };
  for (const { _zod: check } of def.checks ?? []) {
    const c = check.def;
    if (c.check === 'greater_than' && c.inclusive && typeof c.value === 'number') b.min = Math.max(b.min, c.value);
    else if (c.check === 'less_than' && c.inclusive && typeof c.value === 'number') b.max = Math.min(b.max, c.value);
    else if (c.check === 'min_length') b.minLength = Math.max(b.minLength, c.minimum as number);
    else if (c.check === 'max_length') b.maxLength = Math.min(b.maxLength, c.maximum as number);
    else b.others.push(checkNode(check));
  }
  return b;
}

function objectNode(def: Def, compile: (s: unknown) => Accept): Accept {
  const shape = def.shape as Record<string, unknown>;
  const keys = Object.keys(shape);
  const fields = keys.map((k) => compile(shape[k]));
  const catchall = def.catchall as { _zod: Internals } | undefined;
  // A strict object rejects other keys; a loose one keeps them; a stripping one would drop them (so the
  // output would differ: not accepted here).
  const strict = catchall?._zod.def.type !== 'unknown';
  const known = new Set(keys);
  return generatedObject(keys, fields, strict, known) ?? loopObject(keys, fields, strict, known);
}

/**
 * The object's acceptor as generated code: each field read by its name at a call site of its own, as
 * a hand-written check would (zod compiles its objects the same way). `undefined` where code cannot be
 * generated (a page whose content security policy forbids it).
 */
function generatedObject(keys: string[], fields: Accept[], strict: boolean, known: Set<string>): Accept | undefined {
  const checks = keys.map((k, i) => `if (!f${i}(v[${JSON.stringify(k)}])) return false;`).join('\n');
  const names = keys.map((_, i) => `f${i}`);
  // A switch over the declared keys: cheaper than a `Set` lookup per key.
  const cases = keys.map((k) => `case ${JSON.stringify(k)}:`).join(' ');
  const extra = strict ? `for (const k in v) switch (k) { ${cases} continue; default: return false; }` : '';
  try {
    const make = new Function(
      'isObject',
      'known',
      ...names,
      `return function accept(v) {\nif (!isObject(v)) return false;\n${checks}\n${extra}\nreturn true;\n};`,
    ) as (...args: unknown[]) => Accept;
    return make(isObject, known, ...fields);
  } catch {
    return undefined;
  }
}

function loopObject(keys: string[], fields: Accept[], strict: boolean, known: Set<string>): Accept {
  return (v) => {
    if (!isObject(v)) return false;
    for (let i = 0; i < keys.length; i++) if (!(fields[i] as Accept)(v[keys[i] as string])) return false;
    if (strict) for (const k in v) if (!known.has(k)) return false;
    return true;
  };
}

/** `base` followed by the checks it did not fold in (refinements, patterns), each run as zod runs it. */
function withChecks(base: Accept, checks: Accept[]): Accept {
  if (checks.length === 0) return base;
  if (checks.length === 1) {
    const only = checks[0] as Accept;
    return (v) => base(v) && only(v);
  }
  return (v) => {
    if (!base(v)) return false;
    for (let i = 0; i < checks.length; i++) if (!(checks[i] as Accept)(v)) return false;
    return true;
  };
}

function checkNode(check: CheckInternals): Accept {
  const def = check.def;
  switch (def.check) {
    case 'greater_than': {
      const min = def.value as number;
      return def.inclusive ? (v) => (v as number) >= min : (v) => (v as number) > min;
    }
    case 'less_than': {
      const max = def.value as number;
      return def.inclusive ? (v) => (v as number) <= max : (v) => (v as number) < max;
    }
    case 'max_length': {
      const max = def.maximum as number;
      return (v) => (v as { length: number }).length <= max;
    }
    case 'min_length': {
      const min = def.minimum as number;
      return (v) => (v as { length: number }).length >= min;
    }
    // A check that rewrites the value (trim, lower case) would make the output differ.
    case 'overwrite':
      return REJECT;
    default: {
      // One payload per check, reused: a check runs to completion before it can run again.
      const payload: { value: unknown; issues: unknown[] } = { value: undefined, issues: [] };
      return (v) => {
        payload.value = v;
        if (payload.issues.length > 0) payload.issues = [];
        check.check(payload);
        return payload.issues.length === 0;
      };
    }
  }
}
