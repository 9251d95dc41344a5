/**
 * Console sessions: the cookie (HttpOnly, SameSite=Strict, Path=/; Secure and `__Host-` behind
 * HTTPS), a new random session on each sign-in stored only hashed, idle (12 h) and absolute (7 days)
 * expiry on an injected clock, sign-out, the lock-out (ten failures for an email, fifty from an
 * address, in 15 minutes; the same answer for unknown emails; across instances, since the counters
 * are in the database), the origin check on cookie writes, `Authorization` winning over a cookie,
 * `Rentline-Mode: test`, and no `Access-Control-Allow-Credentials` anywhere.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.js';
import { silentLogger } from '../src/logger.js';
import { listen } from '../src/server.js';
import { makeApi, startServer, type TestServer } from './helpers.js';
import { ensureBuilt, serveBuilt } from './process.js';
import { cookieOf, PASSWORD, sessionApi, signedInMember } from './staff-fixtures.js';

let s: TestServer;
let now = new Date('2026-07-01T09:00:00.000Z');
const HOUR = 3_600_000;
beforeAll(async () => {
  s = await startServer({ clock: () => now });
});
afterAll(async () => {
  await s?.close();
});

const signIn = (body: Record<string, unknown>, headers: Record<string, string> = { origin: s.url }) =>
  s.api('POST', '/console/session', { key: null, headers, body: { tenant_id: s.tenant.tenant_id, ...body } });

/** Advance the injected clock for the length of `fn`. */
async function at<T>(when: Date, fn: () => Promise<T>): Promise<T> {
  const saved = now;
  now = when;
  try {
    return await fn();
  } finally {
    now = saved;
  }
}

describe('signing in', () => {
  it('sets an HttpOnly, SameSite=Strict, Path=/ cookie naming a new session each time, stored hashed', async () => {
    const m = await signedInMember(s, 'staff');
    const a = await signIn({ email: m.email.toUpperCase(), password: PASSWORD });
    expect(a.status, a.text).toBe(201);
    const cookie = a.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^rentline_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Strict; Max-Age=604800$/);
    expect(cookie).not.toMatch(/Secure/);
    expect(a.body).toMatchObject({
      object: 'console_session',
      tenant_id: s.tenant.tenant_id,
      staff_member: { id: m.id, email: m.email, role: 'staff' },
      created_at: now.toISOString(),
      idle_expires_at: new Date(now.getTime() + 12 * HOUR).toISOString(),
      expires_at: new Date(now.getTime() + 7 * 24 * HOUR).toISOString(),
    });
    const b = await signIn({ email: m.email, password: PASSWORD });
    expect(cookieOf(b.headers.get('set-cookie'))).not.toBe(cookieOf(cookie));
    const id = cookieOf(cookie).split('=')[1] ?? '';
    const rows = JSON.stringify(await s.sql.all('SELECT * FROM staff_sessions'));
    expect(rows).not.toContain(id);
    // Both sessions work, each on its own.
    expect((await sessionApi(s, cookieOf(cookie))('GET', '/console/session')).body.staff_member.id).toBe(m.id);
    expect((await sessionApi(s, cookieOf(b.headers.get('set-cookie')))('GET', '/v1/bookings')).status).toBe(200);
  });

  it('behind HTTPS (PUBLIC_URL https) the cookie is Secure with the __Host- name', async () => {
    const https = await startServer({ config: { publicUrl: 'https://rent.example' } });
    try {
      const made = await https.api('POST', '/v1/staff', {
        key: https.tenant.live_key,
        body: { email: 'tls@shop.example', name: 'Tls', role: 'owner' },
      });
      expect(made.body.invite_url).toMatch(/^https:\/\/rent\.example\/console\/invite\?tenant=/);
      const token = made.body.invite_url.split('#')[1];
      const refused = await https.api('POST', '/console/password', {
        key: null,
        headers: { origin: https.url },
        body: { token, password: PASSWORD },
      });
      expect(refused.body.error?.code).toBe('origin_not_allowed');
      const set = await https.api('POST', '/console/password', {
        key: null,
        headers: { origin: 'https://rent.example' },
        body: { token, password: PASSWORD },
      });
      expect(set.status, set.text).toBe(201);
      expect(set.headers.get('set-cookie')).toMatch(
        /^__Host-rentline_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Strict; Secure; Max-Age=604800$/,
      );
      const cookie = cookieOf(set.headers.get('set-cookie'));
      const me = await https.api('GET', '/console/session', {
        key: null,
        headers: { cookie, origin: 'https://rent.example' },
      });
      expect(me.status, me.text).toBe(200);
      // The plain name means nothing there.
      const plain = await https.api('GET', '/v1/bookings', {
        key: null,
        headers: { cookie: cookie.replace('__Host-', ''), 'sec-fetch-site': 'same-origin' },
      });
      expect(plain.body.error?.code).toBe('api_key_missing');
    } finally {
      await https.close();
    }
  });

  it('is accepted only from the server’s own origin (403 origin_not_allowed)', async () => {
    const m = await signedInMember(s, 'staff');
    for (const headers of [{}, { origin: 'http://evil.example' }, { origin: 'null' }] as Record<string, string>[]) {
      const res = await signIn({ email: m.email, password: PASSWORD }, headers);
      expect(res.status).toBe(403);
      expect(res.body.error).toMatchObject({ type: 'permission_error', code: 'origin_not_allowed' });
    }
    // localhost is the same server as 127.0.0.1 when PUBLIC_URL is not set.
    const port = new URL(s.url).port;
    expect((await signIn({ email: m.email, password: PASSWORD }, { origin: `http://localhost:${port}` })).status).toBe(
      201,
    );
  });

  it('a wrong password and an unknown email answer alike, in about the same time', async () => {
    const m = await signedInMember(s, 'staff');
    const timed = async (body: Record<string, unknown>) => {
      const t0 = performance.now();
      const res = await signIn(body);
      return { res, ms: performance.now() - t0 };
    };
    const wrong = await timed({ email: m.email, password: 'not the password at all' });
    const unknown = await timed({ email: 'nobody@shop.example', password: 'not the password at all' });
    const noTenant = await timed({ tenant_id: 'ten_nowhere', email: m.email, password: PASSWORD });
    for (const { res } of [wrong, unknown, noTenant]) {
      expect(res.status).toBe(401);
      expect(res.body.error).toMatchObject({
        type: 'authentication_error',
        code: 'sign_in_failed',
        message: wrong.res.body.error.message,
      });
      expect(res.headers.get('set-cookie')).toBeNull();
    }
    // Each of them runs scrypt: none answers in a fraction of the time a real check takes.
    expect(unknown.ms).toBeGreaterThan(wrong.ms / 4);
    expect(noTenant.ms).toBeGreaterThan(wrong.ms / 4);
  });
});

describe('expiry and sign-out', () => {
  it('a session ends 12 hours after its last request', async () => {
    const t0 = new Date('2026-08-01T08:00:00.000Z');
    const m = await at(t0, () => signedInMember(s, 'staff'));
    const get = (when: Date) => at(when, () => m.api('GET', '/v1/bookings'));
    expect((await get(new Date(t0.getTime() + 11 * HOUR))).status).toBe(200);
    // Each request moves the idle end: 11 h after that one it still works.
    expect((await get(new Date(t0.getTime() + 22 * HOUR))).status).toBe(200);
    const late = await get(new Date(t0.getTime() + 34 * HOUR + 1000));
    expect(late.status).toBe(401);
    expect(late.body.error).toMatchObject({ type: 'authentication_error', code: 'session_expired' });
  });

  it('a session ends 7 days after signing in, however busy', async () => {
    const t0 = new Date('2026-09-01T08:00:00.000Z');
    const m = await at(t0, () => signedInMember(s, 'staff'));
    for (let h = 10; h < 7 * 24; h += 10) {
      expect((await at(new Date(t0.getTime() + h * HOUR), () => m.api('GET', '/v1/bookings'))).status).toBe(200);
    }
    const over = await at(new Date(t0.getTime() + 7 * 24 * HOUR), () => m.api('GET', '/v1/bookings'));
    expect(over.body.error?.code).toBe('session_expired');
  });

  it('sign-out ends the session and removes the cookie; it needs the server’s origin', async () => {
    const m = await signedInMember(s, 'staff');
    const foreign = await s.api('DELETE', '/console/session', {
      key: null,
      headers: { cookie: m.cookie, origin: 'http://evil.example' },
    });
    expect(foreign.body.error?.code).toBe('origin_not_allowed');
    expect((await m.api('GET', '/v1/bookings')).status).toBe(200);
    const out = await m.api('DELETE', '/console/session');
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ object: 'console_session', deleted: true });
    expect(out.headers.get('set-cookie')).toBe('rentline_session=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0');
    expect((await m.api('GET', '/v1/bookings')).body.error?.code).toBe('session_expired');
    // Signing out again is harmless.
    expect((await m.api('DELETE', '/console/session')).status).toBe(200);
  });
});

describe('the cookie on API requests', () => {
  it('writes without the server’s Origin are 403 origin_not_allowed and change nothing', async () => {
    const m = await signedInMember(s, 'staff');
    const foreign: Record<string, string>[] = [
      { origin: 'http://evil.example' },
      { origin: '' },
      { 'sec-fetch-site': 'same-origin' },
    ];
    for (const headers of foreign) {
      const res = await s.api('POST', '/v1/customers', {
        key: null,
        headers: { cookie: m.cookie, ...headers },
        body: { name: 'Mallory' },
      });
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(res.body.error).toMatchObject({ type: 'permission_error', code: 'origin_not_allowed' });
    }
    expect(await s.sql.get("SELECT id FROM customers WHERE name = 'Mallory'")).toBeUndefined();
    expect((await m.api('POST', '/v1/customers', { body: { name: 'Alice' } })).status).toBe(201);
  });

  it('reads count the cookie only with Sec-Fetch-Site: same-origin or the server’s Origin', async () => {
    const m = await signedInMember(s, 'staff');
    const read = (headers: Record<string, string>) =>
      s.api('GET', '/v1/bookings', { key: null, headers: { cookie: m.cookie, ...headers } });
    expect((await read({ 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    expect((await read({ origin: s.url })).status).toBe(200);
    for (const headers of [
      {},
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'http://evil.example' },
    ] as Record<string, string>[]) {
      const res = await read(headers);
      expect(res.status, JSON.stringify(headers)).toBe(401);
      expect(res.body.error.code).toBe('api_key_missing');
    }
  });

  it('an Authorization header wins over a cookie', async () => {
    const m = await signedInMember(s, 'staff');
    // As the key, not the member: a staff member may not create a fleet item, the key may.
    const res = await s.api('POST', '/v1/fleet-items', {
      headers: { cookie: m.cookie, origin: 'http://evil.example' },
      body: { name: 'Canoe', price_full_day: 3000 },
    });
    expect(res.status, res.text).toBe(201);
    const bad = await s.api('GET', '/v1/bookings', { key: 'rk_test_nope', headers: { cookie: m.cookie } });
    expect(bad.body.error.code).toBe('api_key_invalid');
  });

  it('a session acts in live mode unless Rentline-Mode: test', async () => {
    const m = await signedInMember(s, 'manager');
    const liveItem = await m.api('POST', '/v1/fleet-items', { body: { name: 'Live kayak', price_full_day: 5000 } });
    expect(liveItem.body.livemode).toBe(true);
    const testItem = await m.api('POST', '/v1/fleet-items', {
      body: { name: 'Test kayak', price_full_day: 5000 },
      headers: { 'rentline-mode': 'test' },
    });
    expect(testItem.body.livemode).toBe(false);
    const liveList = (await m.api('GET', '/v1/fleet-items')).body.data.map((i: { id: string }) => i.id);
    expect(liveList).toContain(liveItem.body.id);
    expect(liveList).not.toContain(testItem.body.id);
    const bad = await m.api('GET', '/v1/fleet-items', { headers: { 'rentline-mode': 'staging' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ code: 'parameter_invalid', param: 'Rentline-Mode' });
  });

  it('no response carries Access-Control-Allow-Credentials', async () => {
    const m = await signedInMember(s, 'staff');
    const answers = [
      await m.api('GET', '/v1/bookings', { headers: { origin: s.url } }),
      await m.api('GET', '/console/session'),
      await signIn({ email: m.email, password: PASSWORD }),
      await signIn({ email: m.email, password: 'wrong password here' }, { origin: 'http://evil.example' }),
      await s.api('GET', '/v1/bookings', { headers: { origin: 'http://evil.example' } }),
    ];
    for (const res of answers) expect(res.headers.get('access-control-allow-credentials')).toBeNull();
  });
});

describe('lock-out', () => {
  it('ten failures for an email lock it for 15 minutes, known or not; an owner may unlock a member', async () => {
    const m = await signedInMember(s, 'staff');
    const t0 = new Date('2026-10-01T08:00:00.000Z');
    const attempt = (email: string, password: string, when = t0) =>
      at(when, () => signIn({ email, password }, { origin: s.url, 'x-forwarded-for': '203.0.113.9' }));
    for (const email of [m.email, 'ghost@shop.example']) {
      for (let i = 0; i < 10; i++) {
        const res = await attempt(email, `wrong password ${i}`);
        expect(res.status, `${email} #${i + 1}`).toBe(401);
        expect(res.body.error.code).toBe('sign_in_failed');
      }
      const locked = await attempt(email, PASSWORD);
      expect(locked.status).toBe(429);
      expect(locked.body.error).toMatchObject({ type: 'rate_limit_error', code: 'sign_in_locked' });
      expect(locked.headers.get('retry-after')).toBe('900');
      const later = await attempt(email, PASSWORD, new Date(t0.getTime() + 10 * 60_000));
      expect(later.headers.get('retry-after')).toBe('300');
    }
    // The lock ends after 15 minutes.
    expect((await attempt(m.email, PASSWORD, new Date(t0.getTime() + 15 * 60_000))).status).toBe(201);
    // Lock it again, and have an owner unlock it.
    for (let i = 0; i < 10; i++) await attempt(m.email, 'wrong again, sorry');
    expect((await attempt(m.email, PASSWORD)).status).toBe(429);
    const owner = await at(t0, () => signedInMember(s, 'owner'));
    const unlocked = await at(t0, () => owner.api('POST', `/v1/staff/${m.id}/unlock`));
    expect(unlocked.status, unlocked.text).toBe(200);
    expect((await attempt(m.email, PASSWORD)).status).toBe(201);
  });

  it('failures older than 15 minutes do not count', async () => {
    const m = await signedInMember(s, 'staff');
    const t0 = new Date('2026-10-02T08:00:00.000Z');
    for (let i = 0; i < 9; i++) await at(t0, () => signIn({ email: m.email, password: 'wrong password x' }));
    const later = new Date(t0.getTime() + 15 * 60_000 + 1);
    expect((await at(later, () => signIn({ email: m.email, password: 'wrong password y' }))).status).toBe(401);
    expect((await at(later, () => signIn({ email: m.email, password: PASSWORD }))).status).toBe(201);
  });

  it('fifty failures from one client address lock the address, whatever the email', async () => {
    const m = await signedInMember(s, 'staff');
    const t0 = new Date('2026-10-03T08:00:00.000Z');
    // The server is not behind a proxy here: X-Forwarded-For is not believed, the socket's address counts.
    const from = (email: string, password: string, forwarded: string) =>
      at(t0, () => signIn({ email, password }, { origin: s.url, 'x-forwarded-for': forwarded }));
    for (let i = 0; i < 50; i++) {
      expect((await from(`guess${i}@shop.example`, 'wrong password z', `198.51.100.${i}`)).status).toBe(401);
    }
    const locked = await from(m.email, PASSWORD, '192.0.2.1');
    expect(locked.status).toBe(429);
    expect(locked.body.error.code).toBe('sign_in_locked');
    await s.sql.run("DELETE FROM sign_in_locks WHERE subject LIKE 'address:%'");
  });

  it('behind a trusted proxy the last X-Forwarded-For entry is the address; two processes count alike', async () => {
    // This process and a `rentline serve` child on the same database, both behind a "proxy".
    ensureBuilt();
    const app = createApp({
      store: s.store,
      config: { rateLimitPerSecond: 0, logLevel: 'silent', trustProxy: true },
      logger: silentLogger,
    });
    const here = await listen(app, 0, '127.0.0.1');
    const child = await serveBuilt({ ...process.env, ...s.env, TRUST_PROXY: 'true', LOG_LEVEL: 'silent' });
    try {
      const m = await signedInMember(s, 'staff');
      const urls = [here.url, child.url];
      const from = (i: number, forwarded: string, email: string, password: string) => {
        const url = urls[i % 2] ?? '';
        return makeApi(url, null)('POST', '/console/session', {
          headers: { origin: url, 'x-forwarded-for': forwarded },
          body: { tenant_id: s.tenant.tenant_id, email, password },
        });
      };
      // Fifty failures spread over both processes, the client's address last in the header.
      for (let i = 0; i < 50; i++) {
        const res = await from(i, `10.0.0.${i}, 203.0.113.50`, `x${i}@shop.example`, 'wrong password q');
        expect(res.status, res.text).toBe(401);
      }
      expect((await from(0, '203.0.113.50', m.email, PASSWORD)).body.error?.code).toBe('sign_in_locked');
      expect((await from(1, '10.9.9.9, 203.0.113.50', m.email, PASSWORD)).body.error?.code).toBe('sign_in_locked');
      // Another client is not locked out.
      expect((await from(1, '203.0.113.51', m.email, PASSWORD)).status).toBe(201);
      // Ten failures for one email over both processes lock that email in both.
      for (let i = 0; i < 10; i++) await from(i, `192.0.2.${i}`, m.email, 'wrong password w');
      expect((await from(0, '192.0.2.200', m.email, PASSWORD)).body.error?.code).toBe('sign_in_locked');
      expect((await from(1, '192.0.2.201', m.email, PASSWORD)).body.error?.code).toBe('sign_in_locked');
    } finally {
      child.child.kill('SIGTERM');
      await child.exited();
      await here.close(1000);
    }
  });
});
