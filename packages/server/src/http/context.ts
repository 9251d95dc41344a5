/** What the middleware chain puts on `ctx.state`. */
import type { Scope } from '../core/scope.js';

export interface AuthState extends Scope {
  apiKeyId: string;
}

export interface AppState {
  requestId: string;
  auth?: AuthState;
  /** The parsed JSON body (`{}` when empty) of POST/PATCH requests. */
  body?: unknown;
  /** Set when the response is a replay of a stored `Idempotency-Key` outcome. */
  replayed?: boolean;
}
