/**
 * Staff members for tests: a member of a role made with the tenant's live key, their password set
 * from the invitation, and an `api` that sends their session cookie from the server's own origin
 * (as the console's pages do).
 */
import type { Role } from '../src/core/actor.js';
import type { Api, ApiOptions, TestServer } from './helpers.js';

export const PASSWORD = 'correct horse battery staple';

export interface Member {
  id: string;
  email: string;
  role: Role;
  /** The `cookie` header of the member's session. */
  cookie: string;
  /** Requests with the session cookie, from the server's origin (no API key). */
  api: Api;
}

/** The `name=value` of a `set-cookie` header. */
export const cookieOf = (setCookie: string | null): string => (setCookie ?? '').split(';')[0] ?? '';

/** Requests as a browser on the server's own page sends them: the cookie, `Origin` on writes, `Sec-Fetch-Site` on reads. */
export function sessionApi(s: Pick<TestServer, 'api' | 'url'>, cookie: string): Api {
  return (method, path, opts: ApiOptions = {}) => {
    const read = method === 'GET' || method === 'HEAD';
    return s.api(method, path, {
      ...opts,
      key: null,
      headers: {
        cookie,
        ...(read ? { 'sec-fetch-site': 'same-origin' } : { origin: s.url }),
        ...opts.headers,
      },
    });
  };
}

let counter = 0;

/** A new member of `role` of the test server's tenant, signed in (their password set from the invitation). */
export async function signedInMember(s: TestServer, role: Role, name = `${role} ${++counter}`): Promise<Member> {
  const email = `${role}.${Date.now()}.${++counter}@shop.example`;
  const created = await s.api('POST', '/v1/staff', { key: s.tenant.live_key, body: { email, name, role } });
  if (created.status !== 201) throw new Error(`create staff: ${created.status} ${created.text}`);
  const token = String(created.body.invite_url).split('#')[1];
  const set = await s.api('POST', '/console/password', {
    key: null,
    headers: { origin: s.url },
    body: { token, password: PASSWORD },
  });
  if (set.status !== 201) throw new Error(`set password: ${set.status} ${set.text}`);
  const cookie = cookieOf(set.headers.get('set-cookie'));
  return { id: created.body.id, email, role, cookie, api: sessionApi(s, cookie) };
}
