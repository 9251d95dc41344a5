/**
 * Routes are declared as data: method, path, the zod schemas of query, body and response, and a thin
 * handler. The same declarations build the Koa router and the OpenAPI document, so the two cannot
 * drift apart. A handler never sees Koa: it gets the parsed input, the key's scope, the request's
 * transaction and clock, and returns a status and body.
 */
import type { z } from 'zod';
import type { Actor } from '../core/actor.js';
import type { PageRequest, Slice, SortKey } from '../core/paging.js';
import type { Scope } from '../core/scope.js';
import type { Tx } from '../store/store.js';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/**
 * The transaction the pipeline opens around the handler: `write` (the default for POST, PATCH and
 * DELETE), `read` (the default for GET), or `none`.
 */
export type Access = 'none' | 'read' | 'write';

/**
 * The names of the parameters of a Koa-style path: `/v1/bookings/:id/extend` gives `'id'`. A path
 * built from a string variable (`${path}/:id`) still names its parameters.
 */
export type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** The path parameters of a route, typed by its declared path (`/v1/bookings/:id` gives `{ id: string }`). */
export type PathParams<Path extends string> = { readonly [K in ParamNames<Path>]: string };

/** What a handler receives: parsed, validated input, typed by the route's declaration. */
export interface HandlerInput<P = Readonly<Record<string, string>>, Q = unknown, B = unknown> {
  params: P;
  query: Q;
  body: B;
  /** The tenant and mode of the API key (routes with `auth: false` get none). */
  scope: Scope;
  /** Who the request acts as (routes with `auth: false`: nobody, `{type: 'system', id: 'anonymous'}`). */
  actor: Actor;
  /** The request's transaction (a `none` route gets none). */
  tx: Tx;
  /** The request's clock reading. */
  now: Date;
  /** List routes: the page asked for (the cursor decoded and checked). */
  page: PageRequest;
  /** What the handler may read of the HTTP request itself (the console's sign-in, a provider's event). */
  request: RequestFacts;
}

/** The HTTP request as far as a handler needs it: its headers, the client, the server's own origin. */
export interface RequestFacts {
  /** A header's value, `''` when absent. */
  header(name: string): string;
  /** A `rawBody` route's body exactly as received (undefined on other routes). */
  rawBody: Uint8Array | undefined;
  /** The client's address (behind a trusted proxy, the address the proxy saw). */
  address: string;
  /** Whether `origin` is the origin of the server's own pages (`PUBLIC_URL`). */
  isOwnOrigin(origin: string): boolean;
  /** The origin links to the console are made with (`PUBLIC_URL`, or `http://HOST:PORT`). */
  consoleBase: string;
  /** The server's pages are served over HTTPS (cookies are then `Secure`). */
  https: boolean;
}

export interface HandlerResult {
  status?: number;
  /** A list route returns a `Slice`; the pipeline turns it into the list envelope. */
  body: unknown;
  /** A content type other than JSON (the docs page). */
  type?: string;
  /** Response headers beyond the pipeline's own (`set-cookie`). */
  headers?: Record<string, string | string[]>;
  /**
   * What a replay of the request with its `Idempotency-Key` answers instead of `body`: the same
   * answer without the secrets a response shows only once (an invitation's token).
   */
  replayBody?: unknown;
}

interface RouteFields<Path extends string = string> {
  method: HttpMethod;
  /** Koa style: `/v1/fleet-items/:id`. */
  path: Path;
  operationId: string;
  summary: string;
  tag: string;
  /** Needs an API key. Default true. */
  auth?: boolean;
  /** Honour `Idempotency-Key`. Default: true for POST. */
  idempotent?: boolean;
  access?: Access;
  /**
   * A `read` route whose handler usually needs one statement: it runs without a transaction (a
   * statement is its own snapshot), and again in a read transaction when it needs a second. A
   * function of the parsed query says so per request: where a request is known to need more, the
   * first statement would be run twice.
   */
  oneStatement?: boolean | ((query: Readonly<Record<string, unknown>>) => boolean);
  /** A list route: `limit` and `cursor` become `page`, the returned slice the list envelope. */
  list?: boolean;
  /**
   * The body as the OpenAPI document declares it, where the document can say more than `body`:
   * `body` parses the request (its errors are the API's), the handler checks the rest (a pricing
   * rule's fields by type), and this schema states all of it. Default `body`.
   */
  documentedBody?: z.ZodType;
  /** The success response schema (for the OpenAPI document). */
  response?: z.ZodType;
  /** Success status. Default 200. */
  status?: number;
  /**
   * A request body (or, for a GET, its query parameters) and a success response shown in the OpenAPI
   * document and on /docs.
   */
  example?: { request?: unknown; response?: unknown; query?: Readonly<Record<string, string | number>> };
  /**
   * Statuses the handler itself can answer (409 for a conflict, ...). The pipeline's own (400, 401,
   * 404 on `:id` paths, 413, 415, 429, 500, 503) are derived from the rest of the declaration by
   * {@link statusesOf}, so the OpenAPI document lists exactly what the route can return.
   */
  errors?: number[];
  /** The success response's content type when it is not JSON (the docs page: `text/html`). */
  contentType?: string;
  /**
   * The body is read as bytes, not parsed (a provider's signed event, whose signature is over the
   * exact bytes): the handler gets them in `request.rawBody`. Any content type; the body limit holds.
   */
  rawBody?: boolean;
  /** Request headers the handler requires, for the OpenAPI document (`Stripe-Signature`). */
  headers?: { name: string; description: string }[];
}

/** A route as the router, the pipeline and the OpenAPI document see it (its input types erased). */
export interface RouteDef extends RouteFields {
  query?: z.ZodType;
  body?: z.ZodType;
  /**
   * A method, so a route declared with typed input (see {@link route}) is a `RouteDef` as it is: the
   * pipeline hands it exactly what its declaration promises (the path's parameters, the output of
   * its query and body schemas).
   */
  handler(input: HandlerInput): HandlerResult | Promise<HandlerResult>;
}

/** The output of a route's schema, or `Otherwise` when it declares none. */
type Parsed<S, Otherwise> = S extends z.ZodType ? z.output<S> : Otherwise;

/**
 * Declare a route. Its handler's input is typed by the declaration itself, as hono does: `params`
 * from the path literal, `query` and `body` from the output of the zod schemas. A POST or PATCH
 * without a body schema takes no fields (`{}`); a route without a query schema takes none.
 */
export const route = <
  const Path extends string,
  QuerySchema extends z.ZodType | undefined = undefined,
  BodySchema extends z.ZodType | undefined = undefined,
>(
  def: RouteFields<Path> & {
    query?: QuerySchema;
    body?: BodySchema;
    handler: (
      input: HandlerInput<
        PathParams<Path>,
        Parsed<QuerySchema, Record<string, never>>,
        Parsed<BodySchema, Record<string, never>>
      >,
    ) => HandlerResult | Promise<HandlerResult>;
  },
): RouteDef => def;

/** A list route's result. */
export const listResult = <T extends SortKey>(slice: Slice<T>): HandlerResult => ({ body: slice });

/** The transaction a route runs in. */
export function accessOf(def: RouteDef): Access {
  return def.access ?? (def.method === 'GET' ? 'read' : 'write');
}

/** Whether a `read` of this route with this parsed query is tried as one statement (see `oneStatement`). */
export function oneStatement(def: RouteDef, query: Readonly<Record<string, unknown>>): boolean {
  return typeof def.oneStatement === 'function' ? def.oneStatement(query) : def.oneStatement === true;
}

/** Whether the route honours `Idempotency-Key`: POSTs that need a key, unless they opt out. */
export function isIdempotent(def: RouteDef): boolean {
  return def.method === 'POST' && def.idempotent !== false && def.auth !== false;
}

/** Whether the route reads a JSON body (POST and PATCH always do; one without a schema takes `{}`). */
export const readsBody = (def: RouteDef): boolean => def.method === 'POST' || def.method === 'PATCH';

/**
 * Every status the route can answer: its success status; 400 on every route (an unknown or invalid
 * query parameter, a bad body); 401, 403 and 429 behind a key; 404 when the path names a record; 413 and
 * 415 where a body is read; 409 where an `Idempotency-Key` may be in flight; 503 where the request
 * writes (the database may be busy); 500 anywhere; and the handler's own `errors`.
 */
export function statusesOf(def: RouteDef): number[] {
  const out = new Set<number>([def.status ?? 200, 400, 500, ...(def.errors ?? [])]);
  // 403 behind any key: a publishable key may call only the storefront's routes (and those only from
  // its origins), a staff member's role may lack the right, a session cookie's origin is checked.
  if (def.auth !== false) for (const s of [401, 403, 429]) out.add(s);
  if (def.path.includes('/:')) out.add(404);
  if (readsBody(def)) out.add(413);
  // A raw body is taken whatever its type.
  if (readsBody(def) && def.rawBody !== true) out.add(415);
  if (isIdempotent(def)) out.add(409);
  if (accessOf(def) === 'write' || isIdempotent(def)) out.add(503);
  return [...out].sort((a, b) => a - b);
}
