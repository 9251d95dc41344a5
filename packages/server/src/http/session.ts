/**
 * Staff sessions as the HTTP layer sees them: the cookie, and a request authenticated by it.
 *
 * - The cookie is `HttpOnly`, `SameSite=Strict`, `Path=/`; behind HTTPS (`PUBLIC_URL` https) also
 *   `Secure` with the `__Host-` name, which a browser accepts only from this host over HTTPS.
 * - It counts only on requests from the server's own pages: a write (anything but GET and HEAD)
 *   must send `Origin` equal to the server's origin, else 403 `origin_not_allowed`; a read must send
 *   that `Origin`, or `Sec-Fetch-Site: same-origin`, else the cookie is ignored. So another site can
 *   neither act with a member's session nor read with it.
 * - A session acts in live mode unless the request sends `Rentline-Mode: test`.
 * - A session found once is remembered with its tenant's cache version, as API keys are: ending a
 *   session (sign-out, deactivation, a role change, a new password) bumps that version, so every
 *   process refuses it from the commit on. `last_seen_at` is written at most once a minute.
 */
import type { Context } from 'koa';
import { RentlineError } from '../core/errors.js';
import { secretHash } from '../sign-in/passwords.js';
import { sessionEnd, TOUCH_MS } from '../sign-in/sessions.js';
import type { SessionRow, StaffMemberRow } from '../store/queries/staff.js';
import type { Store } from '../store/store.js';
import { isOwnOrigin, servesHttps } from './client.js';
import type { AuthState } from './context.js';

const NAME = 'rentline_session';
const HOST_NAME = `__Host-${NAME}`;
/** The cookie's name: `__Host-` behind HTTPS. */
export const sessionCookieName = (https: boolean) => (https ? HOST_NAME : NAME);

/** `set-cookie` for a new session, kept by the browser until the session's absolute end. */
export function sessionCookie(id: string, https: boolean, maxAgeSeconds: number): string {
  const secure = https ? '; Secure' : '';
  return `${sessionCookieName(https)}=${id}; Path=/; HttpOnly; SameSite=Strict${secure}; Max-Age=${maxAgeSeconds}`;
}

/** `set-cookie` that removes the session cookie. */
export const clearedSessionCookie = (https: boolean): string =>
  `${sessionCookieName(https)}=; Path=/; HttpOnly; SameSite=Strict${https ? '; Secure' : ''}; Max-Age=0`;

const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

/**
 * The session id the `cookie` header carries, if any: the first cookie of our name (found by
 * scanning the header rather than splitting it, as this runs on every request a console sends).
 */
export function sessionIdFrom(cookieHeader: string, https: boolean): string | undefined {
  const name = sessionCookieName(https);
  for (let at = cookieHeader.indexOf(name); at >= 0; at = cookieHeader.indexOf(name, at + 1)) {
    // The name must start a cookie (after `;` and spaces) and be followed by `=` (after spaces).
    let before = at - 1;
    while (before >= 0 && (cookieHeader[before] === ' ' || cookieHeader[before] === '\t')) before--;
    if (before >= 0 && cookieHeader[before] !== ';') continue;
    let eq = at + name.length;
    while (cookieHeader[eq] === ' ' || cookieHeader[eq] === '\t') eq++;
    if (cookieHeader[eq] !== '=') continue;
    const end = cookieHeader.indexOf(';', eq);
    const value = cookieHeader.slice(eq + 1, end < 0 ? undefined : end).trim();
    // Our ids are 43 base64url characters; anything else names no session.
    return SESSION_ID.test(value) ? value : '';
  }
  return undefined;
}

/** The mode a session request acts in: live, unless `Rentline-Mode: test`. */
function modeOf(ctx: Context): boolean {
  const sent = ctx.get('rentline-mode');
  // As the console sends it, compared as it is; anything else trimmed and lowercased first.
  const mode = sent === '' || sent === 'live' || sent === 'test' ? sent : sent.trim().toLowerCase();
  if (mode === '' || mode === 'live') return true;
  if (mode === 'test') return false;
  throw new RentlineError('parameter_invalid', 'Rentline-Mode must be live or test.', 'Rentline-Mode');
}

const expired = () =>
  new RentlineError(
    'session_expired',
    'Your session has ended (signed out, idle for 12 hours, or 7 days old). Sign in again.',
  );

interface Known {
  session: SessionRow;
  member: StaffMemberRow;
  version: number | undefined;
  /** When it lapses unless a request comes (ms), and when it was last noted as used (ms). */
  endsAt: number;
  seenAt: number;
}

const known = (session: SessionRow, member: StaffMemberRow, version: number | undefined): Known => ({
  session,
  member,
  version,
  endsAt: sessionEnd(session),
  seenAt: Date.parse(session.last_seen_at),
});

/** Sessions remembered at most; past it the least recently used is forgotten. */
const MAX_SESSIONS = 10_000;

export interface SessionAuthOptions {
  store: Store;
  clock: () => Date;
  publicUrl: string | undefined;
}

export interface SessionAuth {
  /**
   * The request's credentials from its session cookie: undefined when it has none that counts
   * (none sent, or a read from elsewhere); throws for a write from another origin (403) and for a
   * session that ended (401 `session_expired`).
   */
  authenticate(ctx: Context): Promise<AuthState | undefined>;
}

export function sessionAuth(options: SessionAuthOptions): SessionAuth {
  const { store, clock, publicUrl } = options;
  const https = servesHttps(publicUrl);
  /** By mode (live, test), then by hash: the version read is that of the mode the request acts in. */
  const remembered = { live: new Map<string, Known>(), test: new Map<string, Known>() };

  const read = async (hash: string, livemode: boolean): Promise<Known | undefined> =>
    store.read(async (tx) => {
      const found = await tx.staff.session(hash);
      if (found === undefined) return undefined;
      const { member, ...session } = found;
      const version = await tx.tenants.cacheVersion({ tenantId: session.tenant_id, livemode });
      return known(session, member, version);
    });

  const lookup = async (hash: string, livemode: boolean, now: number): Promise<Known | undefined> => {
    const memo = livemode ? remembered.live : remembered.test;
    const seen = memo.get(hash);
    if (seen !== undefined) {
      const current = await store.cacheVersion({ tenantId: seen.session.tenant_id, livemode });
      // Another process may have seen a later request of this session: read before refusing.
      if (current !== undefined && current === seen.version && now < seen.endsAt) {
        // Most recently used last (requests in flight meanwhile found it where it was).
        memo.delete(hash);
        memo.set(hash, seen);
        return seen;
      }
      if (memo.get(hash) === seen) memo.delete(hash);
    }
    const found = await read(hash, livemode);
    if (found === undefined || found.version === undefined) return found;
    memo.set(hash, found);
    if (memo.size > MAX_SESSIONS) {
      const oldest = memo.keys().next().value;
      if (oldest !== undefined) memo.delete(oldest);
    }
    return found;
  };

  return {
    async authenticate(ctx) {
      const id = sessionIdFrom(ctx.get('cookie'), https);
      if (id === undefined) return undefined;
      const write = ctx.method !== 'GET' && ctx.method !== 'HEAD';
      const origin = ctx.get('origin');
      const fromOwnPage =
        origin === '' ? !write && ctx.get('sec-fetch-site') === 'same-origin' : isOwnOrigin(ctx, publicUrl, origin);
      if (!fromOwnPage) {
        if (!write) return undefined;
        throw new RentlineError(
          'origin_not_allowed',
          "A session cookie counts only on requests from this server's own pages (the Origin header must be its origin).",
        );
      }
      const livemode = modeOf(ctx);
      if (id === '') throw expired();
      const now = clock().getTime();
      const hash = secretHash(id);
      const found = await lookup(hash, livemode, now);
      if (found === undefined || !found.member.active || now >= found.endsAt) throw expired();
      if (now - found.seenAt >= TOUCH_MS) {
        const at = new Date(now).toISOString();
        // Noted first, so that the requests of this session meanwhile do not write it too.
        found.session = { ...found.session, last_seen_at: at };
        found.seenAt = now;
        found.endsAt = sessionEnd(found.session);
        await store.write((tx) => tx.staff.touchSession(hash, at));
      }
      const { member } = found;
      return {
        tenantId: member.tenant_id,
        livemode,
        cacheVersion: found.version,
        apiKeyId: member.id,
        actor: { type: 'staff', id: member.id },
        role: member.role,
      };
    },
  };
}
