/**
 * The OpenAPI 3.1 document, generated from the route declarations and their zod schemas (the same
 * ones the routes validate with). Named schemas (`.meta({ id })`) become `components.schemas`.
 *
 * It is exact enough for generated clients to need no casts: every status each operation can answer
 * (`statusesOf`), with the error envelope and the headers that come with it; query parameters with
 * their real types; a request body on every POST and PATCH, optional where an empty body is valid.
 */
import { z } from 'zod';
import { isIdempotent, type RouteDef, readsBody, statusesOf } from '../http/route.js';
import { ErrorSchema } from '../http/schemas.js';
import { VERSION } from '../version.js';
import { codeSamples } from './samples.js';

type Json = Record<string, unknown>;

const ERROR_TEXT: Record<number, string> = {
  400:
    'Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, ' +
    'resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon ' +
    'code, an engine code (param names the field)',
  401: 'Missing or invalid API key: api_key_missing, api_key_invalid',
  402: 'The card was declined (type card_error): card_declined, insufficient_funds; the intent needs another payment method',
  404: 'No such resource (another tenant or mode, or a malformed id): resource_missing',
  409:
    'Conflict: idempotency_key_in_use, or the state of the records forbids it (booking_invalid_transition, ' +
    'booking_not_payable, booking_expired, item_unavailable, resource_already_exists, units_required, ' +
    'unit_unavailable, unit_out, unit_retired, unit_not_in_maintenance, unit_in_history, item_in_use, ' +
    'deposit_exists, deposit_not_authorized, payment_in_progress, payment_intent_unexpected_state)',
  413: 'Body over 1,048,576 bytes: body_too_large (the connection is closed)',
  415: 'Non-empty body that is not application/json, or content-encoded: unsupported_media_type',
  429: 'Rate limited: rate_limited; retry after retry-after seconds',
  500: 'Internal error: internal_error (no details)',
  502: 'The payment provider failed or refused (not the card): provider_error; nothing was recorded, retrying may work',
  503: 'The database is busy (another process holds the write lock): database_busy; nothing was written',
};

const TAGS: Record<string, string> = {
  Meta: 'Liveness, this document and the reference page; no key needed.',
  Tenant: "The tenant's settings in the key's mode: time zone, tax, fee payer, currency, the shop schedule.",
  Pricing: 'Price a rental through the eight-stage pipeline without writing anything.',
  'Pricing rules': 'Seasonal and weekday adjustments and multi-day discounts, global or per fleet item.',
  'Fleet items':
    'What you rent out: rates (daily, hourly, a rate table), rental length limits, deposit, units in stock, turnaround.',
  'Add-ons': 'Extras priced per item or per day.',
  Packages: 'Bundles of fleet items and add-ons with a discount.',
  Coupons: 'Discount codes with a validity window, redemption limit and conditions.',
  Customers: 'Who rents.',
  Locations: 'Where rentals are picked up.',
  Bookings: 'A booking from pending to completed: availability, pricing, payments, changes, expiring holds.',
  Availability: 'What is free when: a calendar per fleet item, a cart check, and downtimes (units out of service).',
  Units:
    'Numbered units of a fleet item tracked by `units`: their identifiers, status (available, out on a booking, ' +
    'in maintenance, retired) and last recorded condition.',
  'Webhook endpoints': 'Where events are delivered, signed with the endpoint secret; deliveries and redelivery.',
  Events: 'The event log every webhook delivery carries.',
  Payments:
    "Card payments and deposit holds through the mode's payments provider (the built-in test provider, or Stripe " +
    'with Connect): payment intents, deposit capture and release, refunds, and the endpoint Stripe posts its events to.',
};

const HEADERS: Record<string, Json> = {
  RequestId: {
    description: 'Identifies the request; equal to error.request_id (a replay keeps the original one)',
    required: true,
    schema: { type: 'string' },
  },
  RetryAfter: {
    description: 'Seconds to wait before retrying',
    required: true,
    schema: { type: 'integer', minimum: 1 },
  },
  IdempotentReplayed: {
    description: 'Present when this is the stored response of an earlier request with the same Idempotency-Key',
    schema: { type: 'string', enum: ['true'] },
  },
  WwwAuthenticate: {
    description: 'The authentication scheme: Bearer',
    required: true,
    schema: { type: 'string' },
  },
};
const header = (name: keyof typeof HEADERS) => ({ $ref: `#/components/headers/${name}` });

/** `/v1/things/:id` → `/v1/things/{id}`. */
export const toOpenApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** The headers a response with `status` carries (`idempotent`: a POST that takes a key). */
function headersOf(status: number, idempotent: boolean): Json {
  const out: Json = { 'request-id': header('RequestId') };
  if (status === 429 || status === 503) out['retry-after'] = header('RetryAfter');
  if (status === 401) out['www-authenticate'] = header('WwwAuthenticate');
  // Stored outcomes (success and the handler's 4xx) can be replayed; what fails before the key is
  // claimed (401, 413, 415) or releases it (429, 5xx) never is.
  if (idempotent && status < 500 && ![401, 413, 415, 429].includes(status)) {
    out['idempotent-replayed'] = header('IdempotentReplayed');
  }
  return out;
}

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
  const EMPTY_BODY = z.strictObject({});

  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of routes) {
    const p = toOpenApiPath(r.path);
    const idempotent = isIdempotent(r);
    const parameters: Json[] = [];
    for (const m of r.path.matchAll(/:([A-Za-z0-9_]+)/g)) {
      parameters.push({
        name: m[1],
        in: 'path',
        required: true,
        description: 'The id; an unknown or malformed id is 404 resource_missing',
        schema: { type: 'string', minLength: 1, maxLength: 255 },
      });
    }
    // What the query schema states of its parameters together (`to` after `from`) goes on the operation.
    let queryConstraints: unknown;
    if (r.query) {
      const qs = schemaOf(r.query, 'input');
      queryConstraints = qs['x-constraints'];
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
    for (const h of r.headers ?? []) {
      parameters.push({
        name: h.name,
        in: 'header',
        required: true,
        description: h.description,
        // What HTTP carries in a header: printable ASCII, no surrounding spaces.
        schema: { type: 'string', minLength: 1, pattern: '^[!-~](?:[ -~]*[!-~])?$' },
      });
    }
    if (idempotent) {
      parameters.push({
        name: 'Idempotency-Key',
        in: 'header',
        required: false,
        description:
          'Replays the first response for 24 h (same key, method, path and body); 1 to 255 characters. ' +
          'Printable ASCII without leading or trailing spaces, which HTTP drops.',
        // HTTP trims a header value's surrounding whitespace: a key of spaces arrives empty.
        schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[!-~](?:[ -~]*[!-~])?$' },
      });
    }
    const success = r.status ?? 200;
    const responses: Json = {};
    for (const status of statusesOf(r)) {
      if (status === success) {
        const type = r.contentType ?? 'application/json';
        responses[String(status)] = {
          description: r.summary,
          headers: headersOf(status, idempotent),
          ...(r.response
            ? {
                content: {
                  [type]: {
                    schema: schemaOf(r.response, 'output'),
                    ...(r.example?.response === undefined ? {} : { example: r.example.response }),
                  },
                },
              }
            : {}),
        };
      } else {
        responses[String(status)] = {
          description: ERROR_TEXT[status] ?? 'Error',
          headers: headersOf(status, idempotent),
          content: { 'application/json': { schema: errorRef } },
        };
      }
    }
    const parsed = r.body ?? (readsBody(r) ? EMPTY_BODY : undefined);
    const body = r.documentedBody ?? parsed;
    paths[p] ??= {};
    (paths[p] as Json)[r.method.toLowerCase()] = {
      operationId: r.operationId,
      summary: r.summary,
      tags: [r.tag],
      ...(r.auth === false ? { security: [] } : {}),
      ...(parameters.length ? { parameters } : {}),
      ...(body
        ? {
            requestBody: {
              // An empty body counts as `{}`: the body is optional when `{}` is valid (a raw one,
              // read as bytes, is the whole request).
              required: r.rawBody === true || !(parsed ?? body).safeParse({}).success,
              content: {
                'application/json': {
                  schema: schemaOf(body, 'input'),
                  ...(r.example?.request === undefined ? {} : { example: r.example.request }),
                },
              },
            },
          }
        : {}),
      responses,
      ...(queryConstraints === undefined ? {} : { 'x-constraints': queryConstraints }),
      ...(r.auth === false ? {} : { 'x-codeSamples': codeSamples(r, p) }),
    };
  }

  return {
    openapi: '3.1.0',
    info: {
      title: 'Rentline API',
      version: VERSION,
      description: [
        'Rental pricing and bookings. Amounts are integer cents; instants ISO 8601 (responses in UTC with milliseconds).',
        'Authenticate with `Authorization: Bearer rk_test_…` or `rk_live_…`.',
        '',
        'Every response carries a `request-id` header. Errors are `{"error": {"type", "code", "message", "param"?, "request_id"}}`.',
        'Every numeric field is an integer written as an integer literal (`1.0` or `1e3` is 400 parameter_invalid); bodies are UTF-8 JSON.',
        '',
        'Beyond the operations listed: `HEAD` is answered for every `GET` operation (same status and headers, no body);',
        'any other method on a known path, `OPTIONS` included, is 405 `method_not_allowed` with an `allow` header',
        "listing the path's methods; an unknown path is 404 `resource_missing`; a request Node's HTTP parser",
        'refuses is 400 `malformed_request` or 431 `headers_too_large`, with the error envelope.',
      ].join('\n'),
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [{ url: '/', description: 'This server' }],
    security: [{ bearerAuth: [] }],
    tags: [...new Set(routes.map((r) => r.tag))].map((name) => ({
      name,
      ...(TAGS[name] === undefined ? {} : { description: TAGS[name] }),
    })),
    paths,
    components: {
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', description: 'rk_live_… or rk_test_… API key' },
      },
      headers: HEADERS,
      schemas: components,
    },
  };
}
