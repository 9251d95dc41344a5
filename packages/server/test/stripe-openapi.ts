/**
 * Stripe's OpenAPI description (the subset in fixtures/stripe/, with where it came from) as
 * validators: a request's form body or query string and an answer's JSON, each checked against the
 * operation the method and path name. OpenAPI 3.0 is not plain JSON Schema: `nullable` becomes a
 * union with null, references point into one schema of definitions, vendor keys are dropped, and
 * Stripe's own formats are accepted as they come.
 */
import { readFileSync } from 'node:fs';
import { Ajv, type ValidateFunction } from 'ajv';

type Js = Record<string, any>;

export const STRIPE_SPEC: Js = JSON.parse(
  readFileSync(new URL('./fixtures/stripe/stripe-openapi-subset.json', import.meta.url), 'utf8'),
);
const DOC = 'stripe-subset';

function toJsonSchema(node: unknown): any {
  if (Array.isArray(node)) return node.map(toJsonSchema);
  if (node === null || typeof node !== 'object') return node;
  const out: Js = {};
  for (const [k, v] of Object.entries(node as Js)) {
    if (k.startsWith('x-') || k === 'nullable') continue;
    if (k === '$ref') out.$ref = String(v).replace('#/components/schemas/', `${DOC}#/definitions/`);
    else if (k === 'properties')
      out.properties = Object.fromEntries(Object.entries(v).map(([p, s]) => [p, toJsonSchema(s)]));
    else if (['items', 'additionalProperties', 'not'].includes(k)) out[k] = typeof v === 'object' ? toJsonSchema(v) : v;
    else if (['anyOf', 'oneOf', 'allOf'].includes(k)) out[k] = (v as unknown[]).map(toJsonSchema);
    else out[k] = v;
  }
  if ((node as Js).nullable === true) {
    if (typeof out.type === 'string' && out.$ref === undefined && out.anyOf === undefined) {
      return { ...out, type: [out.type, 'null'], ...(out.enum ? { enum: [...out.enum, null] } : {}) };
    }
    return { anyOf: [out, { type: 'null' }] };
  }
  return out;
}

function makeAjv(coerceTypes: boolean): Ajv {
  const ajv = new Ajv({ allErrors: true, strict: true, coerceTypes });
  for (const f of ['unix-time', 'currency', 'decimal']) ajv.addFormat(f, true);
  ajv.addSchema({
    $id: DOC,
    definitions: Object.fromEntries(
      Object.entries(STRIPE_SPEC.components.schemas).map(([n, s]) => [n, toJsonSchema(s)]),
    ),
  });
  return ajv;
}

/**
 * A form body (or query string) as the SDK writes it, read back: `a[b][c]=v`, arrays `a[0]=v`, every
 * leaf a string (the request validator coerces them where the schema asks for numbers or booleans).
 */
export function parseForm(text: string): Js {
  const root: Js = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.replace(/\]/g, '').split('[');
    let at = root;
    parts.forEach((p, i) => {
      if (i === parts.length - 1) at[p] = value;
      else at = at[p] ??= {};
    });
  }
  const arrays = (v: unknown): unknown => {
    if (v === null || typeof v !== 'object') return v;
    const o = v as Js;
    const keys = Object.keys(o);
    if (keys.length > 0 && keys.every((k, i) => String(i) === k)) return keys.map((k) => arrays(o[k]));
    for (const k of keys) o[k] = arrays(o[k]);
    return o;
  };
  return arrays(root) as Js;
}

export interface Operation {
  method: string;
  /** `/v1/payment_intents/{intent}` */
  template: string;
  params: Record<string, string>;
}

const TEMPLATES = Object.keys(STRIPE_SPEC.paths).map((t) => ({
  template: t,
  re: new RegExp(`^${t.replace(/\{[^}]+\}/g, '([^/]+)')}$`),
  names: [...t.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] as string),
}));

/** The described operation of `method` and `path`, or undefined when the subset has none. */
export function operationOf(method: string, path: string): Operation | undefined {
  for (const t of TEMPLATES) {
    const m = t.re.exec(path);
    if (m === null || STRIPE_SPEC.paths[t.template][method.toLowerCase()] === undefined) continue;
    return { method, template: t.template, params: Object.fromEntries(t.names.map((n, i) => [n, m[i + 1] as string])) };
  }
  return undefined;
}

export class StripeValidator {
  private readonly requests = makeAjv(true);
  private readonly responses = makeAjv(false);
  private readonly cache = new Map<string, ValidateFunction>();

  private compiled(key: string, ajv: Ajv, schema: () => Js): ValidateFunction {
    let v = this.cache.get(key);
    if (v === undefined) {
      v = ajv.compile(schema());
      this.cache.set(key, v);
    }
    return v;
  }

  /** Problems of a request's parameters: its form body (POST) or its query string (GET). */
  request(op: Operation, params: Js): string[] {
    const spec = STRIPE_SPEC.paths[op.template][op.method.toLowerCase()];
    const validate = this.compiled(`req ${op.method} ${op.template}`, this.requests, () => {
      if (op.method === 'POST')
        return toJsonSchema(spec.requestBody.content['application/x-www-form-urlencoded'].schema);
      const query = ((spec.parameters ?? []) as Js[]).filter((p) => p.in === 'query');
      return {
        type: 'object',
        additionalProperties: false,
        properties: Object.fromEntries(query.map((p) => [p.name, toJsonSchema(p.schema)])),
        required: query.filter((p) => p.required).map((p) => p.name),
      };
    });
    return this.problems(validate, structuredClone(params), `${op.method} ${op.template} request`);
  }

  /** Problems of an answer: the 200 schema, or the error schema of any other status. */
  response(op: Operation, status: number, body: unknown): string[] {
    const spec = STRIPE_SPEC.paths[op.template][op.method.toLowerCase()];
    const code = status === 200 ? '200' : 'default';
    const validate = this.compiled(`res ${op.method} ${op.template} ${code}`, this.responses, () =>
      toJsonSchema(spec.responses[code].content['application/json'].schema),
    );
    return this.problems(validate, body, `${op.method} ${op.template} ${status}`);
  }

  /** Problems of a Stripe object against its schema (`event`, `payment_intent`, `refund`). */
  object(schema: string, value: unknown): string[] {
    const validate = this.compiled(`obj ${schema}`, this.responses, () => ({ $ref: `${DOC}#/definitions/${schema}` }));
    return this.problems(validate, value, schema);
  }

  private problems(validate: ValidateFunction, value: unknown, what: string): string[] {
    if (validate(value)) return [];
    return (validate.errors ?? []).map(
      (e) => `${what}: ${e.instancePath || '/'} ${e.message} ${JSON.stringify(e.params)}`,
    );
  }
}
