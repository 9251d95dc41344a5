/**
 * The OpenAPI 3.1 document, generated from the route declarations and their zod schemas (the same
 * ones the routes validate with). Named schemas (`.meta({ id })`) become `components.schemas`.
 *
 * It is exact enough for generated clients to need no casts: every status each operation can answer
 * (`statusesOf`), with the error envelope and the headers that come with it; query parameters with
 * their real types; a request body on every POST and PATCH, optional where an empty body is valid.
 */
import { z } from 'zod';
import { IDEMPOTENCY_KEY_PATTERN } from '../http/idempotency.js';
import { isIdempotent, type RouteDef, readsBody, statusesOf } from '../http/route.js';
import { ErrorSchema } from '../http/schemas.js';
import { shopperAccess } from '../storefront/access.js';
import { VERSION } from '../version.js';
import { codeSamples } from './samples.js';

type Json = Record<string, unknown>;

const ERROR_TEXT: Record<number, string> = {
  400:
    'Invalid request: parameter_missing, parameter_invalid, parameter_unknown, invalid_json, resource_missing, ' +
    'resource_inactive, idempotency_key_reused, units_required, provider_not_configured, signature_invalid, a coupon ' +
    'code, an engine code (param names the field)',
  401:
    'Missing or invalid credentials: api_key_missing, api_key_invalid (also an inactive or deleted publishable key), ' +
    'session_expired (a session cookie whose session ended); sign_in_failed (a wrong email or password)',
  402: 'The card was declined (type card_error): card_declined, insufficient_funds; the intent needs another payment method',
  403:
    'Not allowed: publishable_key_not_allowed (a publishable key calls only the storefront endpoints), ' +
    "role_not_allowed (the staff member's role lacks the right; a test key managing staff), " +
    "origin_not_allowed (a publishable key's request from an Origin its allowed_origins does not list, or a session " +
    "cookie on a write not sent by the server's own pages)",
  404: 'No such resource (another tenant or mode, or a malformed id): resource_missing',
  409:
    'Conflict: idempotency_key_in_use, or the state of the records forbids it (booking_invalid_transition, ' +
    'booking_not_payable, booking_expired, item_unavailable, resource_already_exists, units_required, ' +
    'unit_unavailable, unit_out, unit_retired, unit_not_in_maintenance, unit_in_history, item_in_use, ' +
    'price_changed (error.total is the new total), too_many_open_checkouts, deposit_exists, deposit_not_authorized, ' +
    'payment_in_progress, payment_intent_unexpected_state)',
  413: 'Body over 1,048,576 bytes: body_too_large (the connection is closed)',
  415: 'Non-empty body that is not application/json, or content-encoded: unsupported_media_type',
  429:
    "Rate limited: rate_limited (the key's requests a second; for a publishable key also its checkout attempts a " +
    'minute and its requests naming a coupon_code an hour, per client address); or sign_in_locked (too many failed ' +
    'sign-ins for the email or from the address); retry after retry-after seconds',
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
  Events: 'The event log every webhook delivery carries, each event with the actor who made its change.',
  Payments:
    "Card payments and deposit holds through the mode's payments provider (the built-in test provider, or Stripe " +
    'with Connect): payment intents, deposit capture and release, refunds, and the endpoint Stripe posts its events to.',
  'Publishable keys':
    'Keys that are safe in a web page (`pk_live_…`, `pk_test_…`): they call the storefront endpoints only, from the ' +
    'origins they list. Managed with a secret key.',
  Storefront:
    "A shop's customers' way in, with a publishable key from an allowed origin (or a secret key): the catalog, the " +
    'price sheet for pricing in the browser, and checkouts that hold stock while the customer pays.',
  Staff:
    'The people who sign in to the console, each with a role (staff, manager, owner); managed with a live secret key ' +
    "or an owner's session.",
  'Console sessions':
    "Signing in to the console: an HttpOnly session cookie, accepted only on requests from the server's own pages.",
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
  AccessControlAllowOrigin: {
    description:
      "A publishable key's request from an allowed Origin: the Origin itself; never on a secret key's response",
    schema: { type: 'string' },
  },
  Vary: {
    description: 'Origin, on the answers to publishable keys that allow one',
    schema: { type: 'string' },
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

/**
 * The headers a response with `status` carries (`idempotent`: a POST that takes a key; `keyed`: a
 * route that needs a credential, whose 401 names the scheme; `cors`: a route publishable keys may
 * call, whose answers to them allow the Origin).
 */
function headersOf(status: number, idempotent: boolean, keyed: boolean, cors: boolean): Json {
  const out: Json = { 'request-id': header('RequestId') };
  if (cors && status !== 401) {
    out['access-control-allow-origin'] = header('AccessControlAllowOrigin');
    out.vary = header('Vary');
  }
  if (status === 429 || status === 503) out['retry-after'] = header('RetryAfter');
  if (status === 401 && keyed) out['www-authenticate'] = header('WwwAuthenticate');
  // Stored outcomes (success and the handler's 4xx) can be replayed; what fails before the key is
  // claimed (401, 403, 413, 415) or releases it (429, 5xx) never is.
  if (idempotent && status < 500 && ![401, 403, 413, 415, 429].includes(status)) {
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
    const shopper = r.auth === false ? undefined : shopperAccess(r.operationId);
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
        const example = r.example?.query?.[name];
        parameters.push({
          name,
          in: 'query',
          required: required.has(name),
          schema: rest,
          ...(description === undefined ? {} : { description }),
          ...(example === undefined ? {} : { example }),
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
        schema: { type: 'string', minLength: 1, maxLength: 255, pattern: IDEMPOTENCY_KEY_PATTERN },
      });
    }
    const success = r.status ?? 200;
    const responses: Json = {};
    for (const status of statusesOf(r)) {
      if (status === success) {
        const type = r.contentType ?? 'application/json';
        responses[String(status)] = {
          description: r.summary,
          headers: headersOf(status, idempotent, r.auth !== false, shopper !== undefined),
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
          headers: headersOf(status, idempotent, r.auth !== false, shopper !== undefined),
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
      ...(shopper === undefined
        ? {}
        : {
            security: [
              { bearerAuth: [] },
              { sessionCookie: [] },
              shopper.clientSecret ? { publishableKey: [], clientSecret: [] } : { publishableKey: [] },
            ],
          }),
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
        'Authenticate with `Authorization: Bearer rk_test_…` or `rk_live_…`. In web pages, a publishable key',
        '(`pk_test_…`, `pk_live_…`) calls the operations that list it in `security` (the storefront), from the origins',
        'it allows: an answer to it echoes the allowed `Origin` (`Access-Control-Allow-Origin`, `Vary: Origin`), another',
        'Origin is 403 `origin_not_allowed`, another operation 403 `publishable_key_not_allowed`. Answers to secret keys',
        'never carry CORS headers. The console uses a staff session cookie (`POST /console/session`), which acts in live',
        "mode unless a request sends `Rentline-Mode: test` and counts only on requests from the server's own pages (a",
        "write without that `Origin` is 403 `origin_not_allowed`). A staff member's role decides what they may do (403",
        '`role_not_allowed`); an `Authorization` header wins over a cookie.',
        '',
        'Every response carries a `request-id` header. Errors are `{"error": {"type", "code", "message", "param"?, "request_id"}}`.',
        'Every numeric field is an integer written as an integer literal (`1.0` or `1e3` is 400 parameter_invalid); bodies are UTF-8 JSON.',
        '',
        'Beyond the operations listed: `HEAD` is answered for every `GET` operation (same status and headers, no body);',
        'a CORS preflight (`OPTIONS` with `Origin` and `Access-Control-Request-Method`) to a path a publishable key may call',
        'is 204 for any origin, allowing its methods and the headers authorization, content-type, idempotency-key and',
        'rentline-client-secret; any other method on a known path, other `OPTIONS` included, is 405 `method_not_allowed` with an `allow` header',
        "listing the path's methods; an unknown path is 404 `resource_missing`; a request Node's HTTP parser",
        'refuses is 400 `malformed_request` or 431 `headers_too_large`, with the error envelope.',
      ].join('\n'),
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [{ url: '/', description: 'This server' }],
    security: [{ bearerAuth: [] }, { sessionCookie: [] }],
    tags: [...new Set(routes.map((r) => r.tag))].map((name) => ({
      name,
      ...(TAGS[name] === undefined ? {} : { description: TAGS[name] }),
    })),
    paths,
    components: {
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', description: 'rk_live_… or rk_test_… API key' },
        publishableKey: {
          type: 'http',
          scheme: 'bearer',
          description:
            'pk_live_… or pk_test_… publishable key (POST /v1/publishable-keys): safe in a web page; the storefront ' +
            'operations only, from its allowed_origins',
        },
        clientSecret: {
          type: 'apiKey',
          in: 'header',
          name: 'Rentline-Client-Secret',
          description:
            "A checkout's client_secret: with a publishable key, it opens that checkout and its booking's payments",
        },
        sessionCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: 'rentline_session',
          description:
            "A staff member's session (POST /console/session); named __Host-rentline_session when the server's PUBLIC_URL is https. " +
            "Counts only on requests from the server's own pages; acts in live mode unless Rentline-Mode: test.",
        },
      },
      headers: HEADERS,
      schemas: components,
    },
  };
}
