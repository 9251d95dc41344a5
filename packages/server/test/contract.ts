/**
 * Checking responses against the OpenAPI document with a standard validator (Ajv, JSON Schema
 * 2020-12, with formats): the status must be one the operation declares, the body must match the
 * declared schema of its content type, and every required declared header must be present and valid.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

type Json = Record<string, any>;

const DOC_ID = 'https://rentline.invalid/openapi.json';

export interface Checked {
  operation: string;
  status: number;
}

export interface Operation {
  method: string;
  template: string;
  pattern: RegExp;
  op: Json;
}

export class ContractChecker {
  readonly operations: Operation[] = [];
  private readonly ajv: Ajv2020;
  private readonly validators = new Map<unknown, ValidateFunction>();

  constructor(readonly doc: Json) {
    this.ajv = new Ajv2020({ strict: false, allErrors: false, validateSchema: false });
    addFormats(this.ajv);
    this.ajv.addSchema({ $id: DOC_ID, components: doc.components });
    for (const [template, item] of Object.entries(doc.paths as Record<string, Json>)) {
      const pattern = new RegExp(`^${template.replace(/[.]/g, '\\.').replace(/\{[^}]+\}/g, '[^/]+')}$`);
      for (const [method, op] of Object.entries(item)) {
        this.operations.push({ method: method.toUpperCase(), template, pattern, op });
      }
    }
  }

  /** The operations whose path template matches `path` (no query). */
  matching(path: string): Operation[] {
    return this.operations.filter((o) => o.pattern.test(path));
  }

  /** An Ajv validator of `schema`, its `$ref`s resolved in the document. */
  validator(schema: Json): ValidateFunction {
    let v = this.validators.get(schema);
    if (v === undefined) {
      const rewrite = (x: unknown): unknown => {
        if (Array.isArray(x)) return x.map(rewrite);
        if (x !== null && typeof x === 'object') {
          const out: Json = {};
          for (const [k, y] of Object.entries(x)) {
            out[k] = k === '$ref' && typeof y === 'string' && y.startsWith('#/') ? `${DOC_ID}${y}` : rewrite(y);
          }
          return out;
        }
        return x;
      };
      v = this.ajv.compile(rewrite(schema) as Json);
      this.validators.set(schema, v);
    }
    return v;
  }

  private deref(x: Json): Json {
    if (typeof x.$ref !== 'string') return x;
    const [, section, name] = /^#\/components\/([^/]+)\/(.+)$/.exec(x.$ref) ?? [];
    return (this.doc.components[section as string] as Json)[name as string];
  }

  /**
   * Problems of one response to `method path` (an operation of the document), or [] when it conforms.
   * A HEAD response is checked against the GET operation, without a body.
   */
  check(
    method: string,
    path: string,
    res: { status: number; headers: (name: string) => string | null; text: string },
  ): { operation?: string; problems: string[] } {
    const asMethod = method === 'HEAD' ? 'GET' : method;
    const op = this.matching(path).find((o) => o.method === asMethod);
    if (op === undefined) return { problems: [`${method} ${path}: no such operation`] };
    const operation = `${op.method} ${op.template}`;
    const declared = op.op.responses[String(res.status)];
    if (declared === undefined) {
      return { operation, problems: [`${operation}: status ${res.status} not declared: ${res.text.slice(0, 300)}`] };
    }
    const problems: string[] = [];
    for (const [name, ref] of Object.entries((declared.headers ?? {}) as Json)) {
      const h = this.deref(ref as Json);
      const value = res.headers(name);
      if (value === null) {
        if (h.required) problems.push(`${operation} ${res.status}: header ${name} missing`);
        continue;
      }
      const schema = h.schema as Json;
      const typed = schema.type === 'integer' && /^-?\d+$/.test(value) ? Number(value) : value;
      if (!this.validator(schema)(typed)) problems.push(`${operation} ${res.status}: header ${name}=${value} invalid`);
    }
    for (const name of ['idempotent-replayed', 'retry-after', 'www-authenticate']) {
      if (res.headers(name) !== null && declared.headers?.[name] === undefined) {
        problems.push(`${operation} ${res.status}: header ${name} sent but not declared`);
      }
    }
    if (method === 'HEAD') return { operation, problems };
    const content = (declared.content ?? {}) as Json;
    const type = (res.headers('content-type') ?? '').split(';')[0]?.trim() ?? '';
    const media = content[type];
    if (media === undefined) {
      problems.push(`${operation} ${res.status}: content type ${type} not declared (${Object.keys(content)})`);
      return { operation, problems };
    }
    let body: unknown = res.text;
    if (type === 'application/json') {
      try {
        body = JSON.parse(res.text);
      } catch {
        problems.push(`${operation} ${res.status}: body is not JSON`);
        return { operation, problems };
      }
    }
    const validate = this.validator(media.schema as Json);
    if (!validate(body)) {
      problems.push(
        `${operation} ${res.status}: body does not match: ${JSON.stringify(validate.errors?.slice(0, 3))} ${res.text.slice(0, 300)}`,
      );
    }
    return { operation, problems };
  }
}
