/**
 * The request pipeline of one route: authentication → rate limit → JSON body → idempotency claim →
 * query and body validation → the handler in the route's transaction → the response. The request
 * owns its transaction: a write route's handler and its `Idempotency-Key` record commit together,
 * or neither does.
 */
import type { Context, Next } from 'koa';
import { z } from 'zod';
import type { Actor } from '../core/actor.js';
import { JsonText } from '../core/json-text.js';
import type { Slice, SortKey } from '../core/paging.js';
import type { Scope } from '../core/scope.js';
import type { Store, Tx } from '../store/store.js';
import { StorefrontLimits } from '../storefront/limits.js';
import { authMiddleware } from './auth.js';
import { bodyMiddleware, rawBodyMiddleware } from './body.js';
import { BodyBuffers, POOLED_FROM_CHARS } from './body-buffers.js';
import { clientAddress, isOwnOrigin, servesHttps } from './client.js';
import type { AppState } from './context.js';
import { type CursorBinding, jsonRowsPagePieces, listFilters, pageRequest, toPage } from './cursor.js';
import { errorBody, toApiError } from './errors.js';
import {
  type Claim,
  claimOrReplay,
  completeInTransaction,
  type IdempotencyOptions,
  idempotencyKeyOf,
  settleFailed,
} from './idempotency.js';
import { idempotencyKeyFor, publishableRequests } from './publishable.js';
import { rateLimitMiddleware } from './rate-limit.js';
import { authorize } from './rights.js';
import {
  accessOf,
  type HandlerResult,
  isIdempotent,
  oneStatement,
  type RequestFacts,
  type RouteDef,
  readsBody,
} from './route.js';
import { sessionAuth } from './session.js';
import { parseBody, parseQuery } from './validate.js';

const EMPTY = z.strictObject({});
const NO_SCOPE: Scope = { tenantId: '', livemode: false };
const NOBODY: Actor = { type: 'system', id: 'anonymous' };

export interface PipelineOptions {
  store: Store;
  clock: () => Date;
  rateLimitPerSecond: number;
  /** Milliseconds of a monotonic clock, for the rate limiter's buckets. */
  rateLimitClock?: () => number;
  bodyLimitBytes: number;
  idempotency: IdempotencyOptions;
  /** `PUBLIC_URL`'s origin, if set. */
  publicUrl: string | undefined;
  /** `TRUST_PROXY`: the client is the last `X-Forwarded-For` entry (a publishable key's, a sign-in's). */
  trustProxy: boolean;
  /** Links to the console start with this (`PUBLIC_URL`, or `http://HOST:PORT`). */
  consoleBase: string;
}

type Middleware = (ctx: Context, next: Next) => unknown;

/** Builds the middleware chain of each route; the shared middleware is made once. */
export function createPipeline(options: PipelineOptions) {
  const { store, clock } = options;
  const { trustProxy } = options;
  const auth = authMiddleware(store, {
    trustProxy,
    sessions: sessionAuth({ store, clock, publicUrl: options.publicUrl }),
  });
  const publishable = publishableRequests({ limits: new StorefrontLimits(), clock });
  const rateLimit = rateLimitMiddleware(options.rateLimitPerSecond, options.rateLimitClock);
  const body = bodyMiddleware(options.bodyLimitBytes);
  const rawBody = rawBodyMiddleware(options.bodyLimitBytes);
  const bodies = new BodyBuffers();

  return (def: RouteDef): Middleware[] => {
    const chain: Middleware[] = [];
    if (def.auth !== false) chain.push(auth, publishable.gate(def), rateLimit);
    if (readsBody(def)) chain.push(def.rawBody === true ? rawBody : body);
    const access = accessOf(def);
    const idempotent = isIdempotent(def);
    // A POST or PATCH without a body schema takes no fields: anything sent is an unknown parameter.
    const bodySchema = def.rawBody === true ? undefined : (def.body ?? (readsBody(def) ? EMPTY : undefined));

    chain.push(async (ctx: Context) => {
      const state = ctx.state as AppState;
      const scope = state.auth ?? NO_SCOPE;
      const actor = state.auth?.actor ?? NOBODY;
      // What the credential may do: a staff member's role, a key's mode.
      if (state.auth !== undefined) authorize(def.operationId, state.auth, state.body);
      let claim: Claim | undefined;
      if (idempotent && state.auth !== undefined) {
        const key = idempotencyKeyOf(ctx);
        if (key !== undefined) {
          claim = await claimOrReplay(ctx, store, scope, idempotencyKeyFor(state.auth, key), options.idempotency);
          if (claim === undefined) return; // replayed
        }
      }
      try {
        const query = parseQuery(def.query ?? EMPTY, ctx.query) as Record<string, unknown>;
        const parsedBody = bodySchema ? parseBody(bodySchema, state.body ?? {}, state.inexactNumbers ?? []) : undefined;
        const params = (ctx as Context & { params: Record<string, string> }).params ?? {};
        const binding: CursorBinding | undefined = def.list
          ? { path: ctx.path, scope, filters: listFilters(ctx.query) }
          : undefined;
        const page = binding ? pageRequest(query, binding) : { limit: 0, after: undefined };
        const now = clock();
        const request: RequestFacts = {
          header: (name) => ctx.get(name),
          rawBody: state.rawBody,
          address: clientAddress(ctx, trustProxy),
          isOwnOrigin: (origin) => isOwnOrigin(ctx, options.publicUrl, origin),
          consoleBase: options.consoleBase,
          https: servesHttps(options.publicUrl),
        };
        const run = async (
          tx: Tx,
        ): Promise<{
          status: number;
          body: unknown;
          type?: string | undefined;
          headers?: HandlerResult['headers'];
        }> => {
          const result: HandlerResult = await publishable.call(def, state.auth, parsedBody, () =>
            def.handler({ params, query, body: parsedBody, scope, actor, tx, now, page, request }),
          );
          const status = result.status ?? def.status ?? 200;
          const out = binding ? toPage(result.body as Slice<SortKey>, binding) : result.body;
          if (claim !== undefined) await completeInTransaction(tx, claim, status, result.replayBody ?? out);
          return { status, body: out, type: result.type, headers: result.headers };
        };
        const response =
          access === 'write'
            ? await store.write(run)
            : access === 'read'
              ? await (oneStatement(def, query) ? store.readOne(run) : store.read(run))
              : await run(NO_TX);
        ctx.status = response.status;
        if (response.type !== undefined) ctx.type = response.type;
        for (const [name, value] of Object.entries(response.headers ?? {})) ctx.set(name, value);
        // A body of another declared type is Koa's to send, as it is.
        const pieces = response.type === undefined ? jsonRowsPagePieces(response.body) : undefined;
        const json = response.type === undefined && pieces === undefined ? jsonOf(response.body) : undefined;
        if (pieces !== undefined) {
          ctx.type = 'application/json';
          ctx.body = bodies.encodePieces(pieces, ctx.res);
        } else if (json === undefined) {
          ctx.body = response.body;
        } else {
          ctx.type = 'application/json';
          ctx.body = json.length < POOLED_FROM_CHARS ? json : bodies.encode(json, ctx.res);
        }
      } catch (err) {
        if (claim !== undefined) {
          const { error } = toApiError(err);
          // If even this fails, the claim stays in flight and is taken over as abandoned later.
          await settleFailed(store, claim, error.status, errorBody(error, claim.requestId)).catch(() => undefined);
        }
        throw err;
      }
    });
    return chain;
  };
}

/**
 * A JSON body's text (what Koa would send for it), or `undefined` for a body Koa sends as it is:
 * none, a string, a buffer, a stream, a Blob or a Response.
 */
function jsonOf(body: unknown): string | undefined {
  if (body instanceof JsonText) return body.text;
  if (body === null || typeof body !== 'object' || Buffer.isBuffer(body)) return undefined;
  if (body instanceof Blob || body instanceof ReadableStream || body instanceof Response) return undefined;
  if (typeof (body as { pipe?: unknown }).pipe === 'function') return undefined;
  return JSON.stringify(body);
}

/** The transaction of a `none` route: it has none, and touching it is a bug. */
const NO_TX = new Proxy({} as Tx, {
  get(_t, prop) {
    throw new Error(`a route with access 'none' used its transaction (${String(prop)})`);
  },
});
