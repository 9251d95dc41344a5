/** What the middleware chain puts on `ctx.state`. */
import type { Actor } from '../core/actor.js';
import type { Scope } from '../core/scope.js';
import type { InexactNumber } from './literals.js';

export interface AuthState extends Scope {
  /** The credential's id: what the rate limit counts by. */
  apiKeyId: string;
  /** Who the request acts as. */
  actor: Actor;
}

export interface AppState {
  requestId: string;
  auth?: AuthState;
  /** The parsed JSON body (`{}` when empty) of POST/PATCH requests. */
  body?: unknown;
  /** The body's bytes, unparsed, on a route that reads it raw. */
  rawBody?: Uint8Array;
  /** Number literals of the body written with a fraction or an exponent (refused by validation). */
  inexactNumbers?: InexactNumber[];
  /** Set when the response is a replay of a stored `Idempotency-Key` outcome. */
  replayed?: boolean;
  /** The route the request matched, as declared (`/v1/bookings/:id`), for metrics. */
  route?: string;
}
