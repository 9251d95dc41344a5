/**
 * `@rentline/client`: a typed client for the Rentline API. The types are generated from the server's
 * OpenAPI document (`generated/schema.ts`); requests go through openapi-fetch. On top of it:
 *
 * - `get`, `post`, `patch`, `delete` return the success body, typed, or throw a {@link RentlineApiError}
 *   carrying the envelope's `code`, `param` and `request_id`;
 * - every POST sends an `Idempotency-Key` (a random UUID unless you pass `idempotencyKey`);
 * - `list` walks a list endpoint page by page: `for await (const booking of client.list('/v1/bookings'))`.
 *
 * `client.raw` is the underlying openapi-fetch client (`GET`, `POST`, … returning `{ data, error }`).
 */
import createFetchClient, { type Client, type FetchOptions, type Middleware } from 'openapi-fetch';
import type { FilterKeys, PathsWithMethod, RequiredKeysOf } from 'openapi-typescript-helpers';
import type { components, operations, paths } from '../generated/schema.js';

export type { components, operations, paths };

/** A named schema of the document: `Schema<'Booking'>`, `Schema<'Event'>`, … */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];
export type Booking = Schema<'Booking'>;
export type BookingWithHistory = Schema<'BookingWithHistory'>;
export type Event = Schema<'Event'>;
export type ErrorEnvelope = Schema<'Error'>;
/** Who made a change: a key, a staff member or the server itself. */
export type Actor = Schema<'Actor'>;
export type StaffMember = Schema<'StaffMember'>;
/** A new staff member, or a new invitation, with its link (shown once). */
export type InvitedStaffMember = Schema<'InvitedStaffMember'>;
/** The staff session the console is signed in with. */
export type ConsoleSession = Schema<'ConsoleSession'>;

type Method = 'get' | 'post' | 'patch' | 'delete';

/** The JSON body of a path and method's 2xx answer. */
export type SuccessBody<P extends keyof paths, M extends Method> = paths[P][M] extends {
  responses: infer R;
}
  ? {
      [S in keyof R]: S extends 200 | 201
        ? R[S] extends { content: { 'application/json': infer B } }
          ? B
          : never
        : never;
    }[keyof R]
  : never;

/** Extra request options of this client. */
export interface RequestExtras {
  /** POST only: the `Idempotency-Key` to send (default: a random UUID per call). */
  idempotencyKey?: string;
}

type OptionsOf<P extends keyof paths, M extends Method> = FetchOptions<FilterKeys<paths[P], M>> & RequestExtras;
/** The init argument: required when the operation has required parameters or a required body. */
export type InitArgs<P extends keyof paths, M extends Method> =
  RequiredKeysOf<OptionsOf<P, M>> extends never ? [init?: OptionsOf<P, M>] : [init: OptionsOf<P, M>];

/** Paths whose GET answers a page: `{ data: T[], has_more, next_cursor }`. */
export type ListPath = {
  [P in PathsWithMethod<paths, 'get'>]: SuccessBody<P, 'get'> extends { data: unknown[]; next_cursor: string | null }
    ? P
    : never;
}[PathsWithMethod<paths, 'get'>];

/** One item of a list path's pages. */
export type ListItem<P extends ListPath> = SuccessBody<P, 'get'> extends { data: (infer T)[] } ? T : never;

/** An error answer of the API: the status and the envelope's fields. */
export class RentlineApiError extends Error {
  override name = 'RentlineApiError';
  readonly status: number;
  readonly type: ErrorEnvelope['error']['type'] | 'unknown';
  readonly code: string;
  readonly param: string | undefined;
  readonly requestId: string | undefined;
  readonly headers: Headers;

  constructor(status: number, body: unknown, headers: Headers) {
    const envelope = isEnvelope(body) ? body.error : undefined;
    super(envelope?.message ?? `HTTP ${status}`);
    this.status = status;
    this.type = envelope?.type ?? 'unknown';
    this.code = envelope?.code ?? `http_${status}`;
    this.param = envelope?.param;
    this.requestId = envelope?.request_id ?? headers.get('request-id') ?? undefined;
    this.headers = headers;
  }
}

export const isRentlineApiError = (e: unknown): e is RentlineApiError => e instanceof RentlineApiError;

function isEnvelope(body: unknown): body is ErrorEnvelope {
  if (typeof body !== 'object' || body === null || !('error' in body)) return false;
  const error = (body as { error: unknown }).error;
  return typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string';
}

/**
 * A random (version 4) UUID. Browsers offer `crypto.randomUUID` only in secure contexts (https, or
 * localhost): a page served over plain http from another address, such as a shop's server on its
 * local network, has only `crypto.getRandomValues`, which is all a UUID needs.
 */
function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] as number) & 0x0f) | 0x40;
  b[8] = ((b[8] as number) & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface ClientOptions {
  /**
   * `rk_test_…` or `rk_live_…` (`undefined` is refused at once, so `process.env.X` can be passed); in
   * a shop's web page, a publishable key `pk_test_…` / `pk_live_…` (the storefront endpoints only).
   */
  apiKey: string | undefined;
  /** Where the API is, e.g. `http://127.0.0.1:3000`. */
  baseUrl: string | undefined;
  /** Another fetch (a proxy, a test double). Default: the global fetch. */
  fetch?: (request: Request) => Promise<Response>;
  /** Extra headers on every request. */
  headers?: Record<string, string>;
  /**
   * In the console's own pages only: authenticate with the signed-in staff member's session cookie
   * (the browser sends it; no `apiKey`, no `Authorization` header).
   */
  session?: boolean;
}

export interface RentlineClient {
  get<P extends PathsWithMethod<paths, 'get'>>(path: P, ...init: InitArgs<P, 'get'>): Promise<SuccessBody<P, 'get'>>;
  post<P extends PathsWithMethod<paths, 'post'>>(
    path: P,
    ...init: InitArgs<P, 'post'>
  ): Promise<SuccessBody<P, 'post'>>;
  patch<P extends PathsWithMethod<paths, 'patch'>>(
    path: P,
    ...init: InitArgs<P, 'patch'>
  ): Promise<SuccessBody<P, 'patch'>>;
  delete<P extends PathsWithMethod<paths, 'delete'>>(
    path: P,
    ...init: InitArgs<P, 'delete'>
  ): Promise<SuccessBody<P, 'delete'>>;
  /** Every item of a list, page after page (`limit` sets the page size). */
  list<P extends ListPath>(path: P, ...init: InitArgs<P, 'get'>): AsyncIterableIterator<ListItem<P>>;
  /** The openapi-fetch client underneath: `{ data, error, response }` instead of throwing. */
  raw: Client<paths>;
}

type Loose = Record<string, unknown> & { params?: { query?: Record<string, unknown> } };

export function createClient(options: ClientOptions): RentlineClient {
  if (!options.apiKey && options.session !== true)
    throw new TypeError('createClient: apiKey is required (rk_test_… or rk_live_…).');
  if (!options.baseUrl) throw new TypeError('createClient: baseUrl is required, e.g. http://127.0.0.1:3000.');
  const raw = createFetchClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    headers:
      options.session === true && !options.apiKey
        ? { ...options.headers }
        : { ...options.headers, authorization: `Bearer ${options.apiKey}` },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const idempotency: Middleware = {
    onRequest({ request }) {
      if (request.method === 'POST' && !request.headers.has('idempotency-key')) {
        request.headers.set('idempotency-key', randomUuid());
      }
      return request;
    },
  };
  raw.use(idempotency);

  // The typed signatures are the interface's; inside, one untyped path serves every method.
  const call = async (method: Method, path: string, init: object | undefined): Promise<any> => {
    const { idempotencyKey, ...rest } = (init ?? {}) as Loose;
    const headers = { ...(rest.headers as Record<string, string> | undefined) };
    if (typeof idempotencyKey === 'string') headers['idempotency-key'] = idempotencyKey;
    const send = raw.request as (
      m: string,
      p: string,
      i: object,
    ) => Promise<{ data?: unknown; error?: unknown; response: Response }>;
    const { data, error, response } = await send(method, path, { ...rest, headers });
    if (!response.ok) throw new RentlineApiError(response.status, error, response.headers);
    return data;
  };

  async function* list(path: string, given: object | undefined): AsyncGenerator<unknown> {
    const init = given as Loose | undefined;
    let cursor: string | undefined;
    for (;;) {
      const query = { ...init?.params?.query, ...(cursor === undefined ? {} : { cursor }) };
      const page = await call('get', path, { ...init, params: { ...init?.params, query } });
      yield* page.data as unknown[];
      if (!page.has_more || page.next_cursor === null) return;
      cursor = page.next_cursor;
    }
  }

  return {
    get: (path, ...init) => call('get', path, init[0]),
    post: (path, ...init) => call('post', path, init[0]),
    patch: (path, ...init) => call('patch', path, init[0]),
    delete: (path, ...init) => call('delete', path, init[0]),
    list: (path, ...init) => list(path, init[0]) as AsyncIterableIterator<any>,
    raw,
  };
}
