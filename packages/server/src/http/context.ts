/** What the middleware chain puts on `ctx.state`. */
import type { Actor, Role } from '../core/actor.js';
import type { Scope } from '../core/scope.js';
import type { InexactNumber } from './literals.js';

export interface AuthState extends Scope {
  /** The credential's id: what the rate limit counts by. */
  apiKeyId: string;
  /** Who the request acts as. */
  actor: Actor;
  /** A publishable key's request: the key, the origins it allows, and its client (key and address, hashed). */
  publishable?: { keyId: string; allowedOrigins: readonly string[]; client: string };
  /** A staff member's role (a session); keys have none (they may do everything). */
  role?: Role;
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
