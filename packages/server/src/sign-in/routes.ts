/**
 * `/console/session` and `/console/password`: how a staff member signs in to the console (a cookie,
 * see `http/session.ts`) and out. Signing in and setting a password are accepted only from the
 * server's own pages (`Origin`), so another site cannot sign a browser in to an account of its choice.
 */
import { RentlineError } from '../core/errors.js';
import { type RequestFacts, type RouteDef, route } from '../http/route.js';
import { clearedSessionCookie, sessionCookie, sessionIdFrom } from '../http/session.js';
import { Staff } from '../model/staff.js';
import { toRecord } from '../store/queries/resources.js';
import type { SessionRow, StaffMemberRow } from '../store/queries/staff.js';
import type { Store } from '../store/store.js';
import { secretHash } from './passwords.js';
import { ConsoleSessionSchema, SetPassword, SignedOutSchema, SignIn } from './schemas.js';
import { type SignedIn, setPassword, signIn } from './service.js';
import { ABSOLUTE_MS, IDLE_MS } from './sessions.js';

const TAG = 'Console sessions';

/** Refuse a request not sent by the server's own pages. */
function ensureOwnOrigin(request: RequestFacts): void {
  if (!request.isOwnOrigin(request.header('origin'))) {
    throw new RentlineError(
      'origin_not_allowed',
      "Signing in and out is accepted only from this server's own console (the Origin header must be its origin).",
    );
  }
}

/** The session as the console sees it. */
function sessionBody(session: SessionRow, member: StaffMemberRow) {
  return {
    object: 'console_session' as const,
    tenant_id: session.tenant_id,
    staff_member: toRecord(Staff.table, member),
    created_at: session.created_at,
    idle_expires_at: new Date(
      Math.min(Date.parse(session.last_seen_at) + IDLE_MS, Date.parse(session.expires_at)),
    ).toISOString(),
    expires_at: session.expires_at,
  };
}

/** The answer to a sign-in: the session, and the cookie that carries it. */
const signedIn = ({ session, member }: SignedIn, request: RequestFacts) => ({
  status: 201,
  body: sessionBody(session.row, member),
  headers: { 'set-cookie': sessionCookie(session.id, request.https, ABSOLUTE_MS / 1000) },
});

export function signInRoutes(store: Store, clock: () => Date): RouteDef[] {
  return [
    route({
      method: 'POST',
      path: '/console/session',
      operationId: 'createConsoleSession',
      summary:
        'Sign in as a staff member: sets the session cookie (same-origin only). A wrong email or password is 401 sign_in_failed; ten failures for an email, or fifty from an address, within 15 minutes lock it for 15 minutes (429 sign_in_locked)',
      tag: TAG,
      auth: false,
      access: 'none',
      body: SignIn,
      response: ConsoleSessionSchema,
      status: 201,
      errors: [401, 403, 429, 503],
      handler: async ({ body, request }) => {
        ensureOwnOrigin(request);
        return signedIn(await signIn(store, body, request.address, clock), request);
      },
    }),
    route({
      method: 'POST',
      path: '/console/password',
      operationId: 'setConsolePassword',
      summary:
        "Set a password with an invitation's token (72 hours, once) and sign in; every other session of the member ends (same-origin only)",
      tag: TAG,
      auth: false,
      access: 'none',
      body: SetPassword,
      response: ConsoleSessionSchema,
      status: 201,
      errors: [403, 503],
      handler: async ({ body, request }) => {
        ensureOwnOrigin(request);
        return signedIn(await setPassword(store, body, clock), request);
      },
    }),
    route({
      method: 'GET',
      path: '/console/session',
      operationId: 'getConsoleSession',
      summary: 'The session this request is signed in with: the member (and so their role), and when it ends',
      tag: TAG,
      response: ConsoleSessionSchema,
      handler: async ({ tx, request, actor }) => {
        const id = actor.type === 'staff' ? sessionIdFrom(request.header('cookie'), request.https) : undefined;
        const found = id ? await tx.staff.session(secretHash(id)) : undefined;
        if (found === undefined) {
          throw new RentlineError('session_expired', 'This request is not signed in with a staff session.');
        }
        const { member, ...session } = found;
        return { body: sessionBody(session, member) };
      },
    }),
    route({
      method: 'DELETE',
      path: '/console/session',
      operationId: 'deleteConsoleSession',
      summary: 'Sign out: ends the session of the cookie (if it has not ended already) and removes the cookie',
      tag: TAG,
      auth: false,
      response: SignedOutSchema,
      errors: [403],
      handler: async ({ tx, request }) => {
        ensureOwnOrigin(request);
        const id = sessionIdFrom(request.header('cookie'), request.https);
        if (id) await tx.staff.deleteSession(secretHash(id));
        return {
          body: { object: 'console_session', deleted: true },
          headers: { 'set-cookie': clearedSessionCookie(request.https) },
        };
      },
    }),
  ];
}
