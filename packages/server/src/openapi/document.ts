/**
 * The OpenAPI 3.1 document, generated from the route declarations and their zod schemas (the same
 * ones the routes validate with). Named schemas (`.meta({ id })`) become `components.schemas`.
 */
import { z } from 'zod';
import type { RouteDef } from '../http/route.js';
import { ErrorSchema } from '../http/schemas.js';
import { VERSION } from '../version.js';

type Json = Record<string, unknown>;

const ERROR_TEXT: Record<number, string> = {
  400: 'Invalid request (validation, bad reference, coupon, cursor or limit)',
  401: 'Missing or invalid API key',
  404: 'No such resource (another tenant or mode, or a malformed id)',
  405: 'Method not allowed on this path',
  409: 'Conflict',
  413: 'Body over 1,048,576 bytes',
  415: 'Non-empty body that is not application/json',
  429: 'Rate limited; see retry-after',
  500: 'Internal error',
  503: 'The database is busy (another process holds the write lock); retry after retry-after',
};

/** `/v1/things/:id` → `/v1/things/{id}`. */
export const toOpenApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

export function buildOpenApi(routes: readonly RouteDef[]): Json {
  const components: Record<string, unknown> = {};

  /** JSON Schema of a zod schema, with `$defs` hoisted into components. */
  const schemaOf = (schema: z.ZodType, io: 'input' | 'output'): Json => {
    const js = z.toJSONSchema(schema, { io, target: 'draft-2020-12', unrepresentable: 'any' }) as Json;
    delete js.$schema;
    const defs = (js.$defs ?? {}) as Record<string, Json>;
    delete js.$defs;
    const rewrite = (v: unknown): unknown => {
      if (Array.isArray(v)) return v.map(rewrite);
      if (v !== null && typeof v === 'object') {
        const out: Json = {};
        for (const [k, x] of Object.entries(v)) {
          out[k] = k === '$ref' && typeof x === 'string' ? x.replace('#/$defs/', '#/components/schemas/') : rewrite(x);
        }
        return out;
      }
      return v;
    };
    for (const [name, def] of Object.entries(defs)) {
      components[name] = rewrite(def);
    }
    return rewrite(js) as Json;
  };

  schemaOf(ErrorSchema, 'output');
  const errorRef = { $ref: '#/components/schemas/Error' };
  const errorResponse = (status: number) => ({
    description: ERROR_TEXT[status] ?? 'Error',
    content: { 'application/json': { schema: errorRef } },
  });

  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of routes) {
    const p = toOpenApiPath(r.path);
    const parameters: Json[] = [];
    for (const m of r.path.matchAll(/:([A-Za-z0-9_]+)/g)) {
      parameters.push({ name: m[1], in: 'path', required: true, schema: { type: 'string', maxLength: 255 } });
    }
    if (r.query) {
      const qs = schemaOf(r.query, 'input');
      const props = (qs.properties ?? {}) as Record<string, Json>;
      const required = new Set((qs.required ?? []) as string[]);
      for (const [name, schema] of Object.entries(props)) {
        const { description, ...rest } = schema;
        parameters.push({
          name,
          in: 'query',
          required: required.has(name),
          schema: rest,
          ...(description === undefined ? {} : { description }),
        });
      }
    }
    if (r.method === 'POST' && r.idempotent !== false && r.auth !== false) {
      parameters.push({
        name: 'Idempotency-Key',
        in: 'header',
        required: false,
        description: 'Replays the first response for 24 h (same key, method, path and body)',
        schema: { type: 'string', maxLength: 255 },
      });
    }
    const status = String(r.status ?? 200);
    const errors = new Set<number>([...(r.errors ?? [])]);
    if (r.auth !== false) for (const s of [401, 429]) errors.add(s);
    if (r.query || r.body) errors.add(400);
    if (r.body) for (const s of [413, 415]) errors.add(s);
    if (r.method === 'POST' && r.idempotent !== false && r.auth !== false) errors.add(409);
    // Writes retry SQLITE_BUSY, then answer 503 database_busy.
    if (r.method !== 'GET' && r.auth !== false) errors.add(503);
    const responses: Json = {
      [status]: {
        description: r.summary,
        ...(r.response
          ? {
              content: {
                'application/json': {
                  schema: schemaOf(r.response, 'output'),
                  ...(r.example?.response === undefined ? {} : { example: r.example.response }),
                },
              },
            }
          : {}),
      },
    };
    for (const e of [...errors].sort()) responses[String(e)] = errorResponse(e);
    responses.default = errorResponse(500);
    paths[p] ??= {};
    (paths[p] as Json)[r.method.toLowerCase()] = {
      operationId: r.operationId,
      summary: r.summary,
      tags: [r.tag],
      ...(r.auth === false ? { security: [] } : {}),
      ...(parameters.length ? { parameters } : {}),
      ...(r.body
        ? {
            requestBody: {
              required: true,
              content: {
                'application/json': {
                  schema: schemaOf(r.body, 'input'),
                  ...(r.example?.request === undefined ? {} : { example: r.example.request }),
                },
              },
            },
          }
        : {}),
      responses,
    };
  }

  return {
    openapi: '3.1.0',
    info: {
      title: 'Rentline API',
      version: VERSION,
      description:
        'Rental pricing and bookings. Amounts are integer cents; instants ISO 8601 (responses in UTC with milliseconds). ' +
        'Authenticate with `Authorization: Bearer rk_test_…` or `rk_live_…`.',
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [{ url: '/' }],
    security: [{ bearerAuth: [] }],
    tags: [...new Set(routes.map((r) => r.tag))].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', description: 'rk_live_… or rk_test_… API key' },
      },
      schemas: components,
    },
  };
}
