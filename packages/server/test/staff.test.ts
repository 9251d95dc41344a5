/**
 * Staff accounts (`/v1/staff`): managed with a live secret key or an owner's session, never a test
 * key; the invitation shown once (a replay answers nulls), its link carrying the token in the
 * fragment; setting a password from it (12..200 characters; a used, voided or expired token is 400
 * `token_invalid`), which ends the member's other sessions; deactivating a member or changing their
 * role ends their sessions; `rentline staff invite` prints a new link and voids the old one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCliAsync, startServer, type TestServer } from './helpers.js';
import { cookieOf, PASSWORD, sessionApi, signedInMember } from './staff-fixtures.js';

let s: TestServer;
let now = new Date('2026-07-01T09:00:00.000Z');
beforeAll(async () => {
  s = await startServer({ clock: () => now });
});
afterAll(async () => {
  await s?.close();
});

const live = () => ({ key: s.tenant.live_key });
const tokenOf = (url: string) => url.split('#')[1] ?? '';
const setPassword = (token: string, password = PASSWORD) =>
  s.api('POST', '/console/password', { key: null, headers: { origin: s.url }, body: { token, password } });

async function create(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return s.api('POST', '/v1/staff', { ...live(), body, headers });
}

describe('staff members', () => {
  it('create answers the member and, once, the invitation; a replay answers null for both', async () => {
    const body = { email: 'Sam.Rivera@Harbor.example', name: 'Sam Rivera', role: 'staff' };
    const first = await create(body, { 'idempotency-key': 'staff-sam' });
    expect(first.status, first.text).toBe(201);
    expect(first.body).toMatchObject({
      object: 'staff_member',
      email: 'sam.rivera@harbor.example',
      name: 'Sam Rivera',
      role: 'staff',
      active: true,
      last_sign_in_at: null,
      livemode: true,
    });
    expect(first.body.id).toMatch(/^stf_/);
    expect(first.body.invite_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.body.invite_url).toBe(
      `http://127.0.0.1:3000/console/invite?tenant=${s.tenant.tenant_id}#${first.body.invite_token}`,
    );
    const replay = await create(body, { 'idempotency-key': 'staff-sam' });
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual({ ...first.body, invite_token: null, invite_url: null });
    // The token is stored only as its hash.
    const stored = JSON.stringify(await s.sql.all('SELECT * FROM staff_credentials'));
    expect(stored).not.toContain(first.body.invite_token);
    expect(JSON.stringify(await s.sql.all('SELECT * FROM idempotency_keys'))).not.toContain(first.body.invite_token);
    // Get and list never show an invitation.
    const got = await s.api('GET', `/v1/staff/${first.body.id}`, live());
    expect(got.body).not.toHaveProperty('invite_token');
    const list = await s.api('GET', '/v1/staff', live());
    expect(list.body.data.map((m: { id: string }) => m.id)).toContain(first.body.id);
  });

  it('emails are unique per tenant, compared case-insensitively (409 resource_already_exists, param email)', async () => {
    expect((await create({ email: 'kim@harbor.example', name: 'Kim', role: 'manager' })).status).toBe(201);
    const again = await create({ email: 'KIM@harbor.example', name: 'Kim 2', role: 'staff' });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'resource_already_exists', param: 'email' });
    const other = await s.newTenant('Other Rentals');
    const elsewhere = await s.api('POST', '/v1/staff', {
      key: other.live_key,
      body: { email: 'kim@harbor.example', name: 'Kim', role: 'owner' },
    });
    expect(elsewhere.status).toBe(201);
    // Another tenant's member is a 404 here.
    expect((await s.api('GET', `/v1/staff/${elsewhere.body.id}`, live())).status).toBe(404);
  });

  it('validates the record: a role of the three, an email, a name', async () => {
    for (const [body, param] of [
      [{ email: 'x@y.example', name: 'X', role: 'admin' }, 'role'],
      [{ email: 'not an email', name: 'X', role: 'staff' }, 'email'],
      [{ email: 'x@y.example', name: '', role: 'staff' }, 'name'],
      [{ email: 'x@y.example', name: 'X', role: 'staff', password: 'p' }, 'password'],
    ] as const) {
      const res = await create(body);
      expect(res.status, res.text).toBe(400);
      expect(res.body.error.param).toBe(param);
    }
  });

  it('a test key cannot manage staff (403 role_not_allowed), nor read them', async () => {
    for (const [method, path] of [
      ['GET', '/v1/staff'],
      ['POST', '/v1/staff'],
    ] as const) {
      const res = await s.api(method, path, { body: method === 'POST' ? {} : undefined });
      expect(res.status, res.text).toBe(403);
      expect(res.body.error).toMatchObject({ type: 'permission_error', code: 'role_not_allowed' });
    }
  });
});

describe('invitations and passwords', () => {
  it('setting a password from the invitation signs in; the token then is used (400 token_invalid)', async () => {
    const member = (await create({ email: 'ada@harbor.example', name: 'Ada', role: 'staff' })).body;
    const set = await setPassword(tokenOf(member.invite_url));
    expect(set.status, set.text).toBe(201);
    expect(set.body).toMatchObject({
      object: 'console_session',
      tenant_id: s.tenant.tenant_id,
      staff_member: { id: member.id, role: 'staff', last_sign_in_at: now.toISOString() },
    });
    expect(set.headers.get('set-cookie')).toMatch(/^rentline_session=[A-Za-z0-9_-]{43}; /);
    const again = await setPassword(tokenOf(member.invite_url), 'another long password');
    expect(again.status).toBe(400);
    expect(again.body.error).toMatchObject({ type: 'invalid_request_error', code: 'token_invalid', param: 'token' });
    // The password is stored as scrypt with its own salt, never as itself.
    const row = await s.sql.get('SELECT password_hash FROM staff_credentials WHERE staff_id = ?', member.id);
    expect(row.password_hash).toMatch(/^scrypt\$15\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(row.password_hash).not.toContain(PASSWORD);
  });

  it('passwords are 12 to 200 characters (400 parameter_invalid, param password)', async () => {
    const member = (await create({ email: 'len@harbor.example', name: 'Len', role: 'staff' })).body;
    for (const password of ['eleven char', 'x'.repeat(201)]) {
      const res = await setPassword(tokenOf(member.invite_url), password);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'parameter_invalid', param: 'password' });
    }
    expect((await setPassword(tokenOf(member.invite_url), 'x'.repeat(200))).status).toBe(201);
  });

  it('an invitation expires after 72 hours; a new one voids the old', async () => {
    const member = (await create({ email: 'old@harbor.example', name: 'Old', role: 'staff' })).body;
    const first = tokenOf(member.invite_url);
    const second = await s.api('POST', `/v1/staff/${member.id}/invite`, live());
    expect(second.status, second.text).toBe(200);
    expect(second.body.invite_token).not.toBe(first);
    expect((await setPassword(first)).body.error?.code).toBe('token_invalid');
    const saved = now;
    now = new Date(saved.getTime() + 72 * 3_600_000);
    try {
      expect((await setPassword(second.body.invite_token)).body.error?.code).toBe('token_invalid');
      const third = await s.api('POST', `/v1/staff/${member.id}/invite`, live());
      now = new Date(now.getTime() + 72 * 3_600_000 - 1000);
      expect((await setPassword(third.body.invite_token)).status).toBe(201);
    } finally {
      now = saved;
    }
  });

  it('an unknown token is 400 token_invalid; setting a password needs the server’s own origin', async () => {
    expect((await setPassword('A'.repeat(43))).body.error?.code).toBe('token_invalid');
    const member = (await create({ email: 'orig@harbor.example', name: 'Orig', role: 'staff' })).body;
    const res = await s.api('POST', '/console/password', {
      key: null,
      headers: { origin: 'http://evil.example' },
      body: { token: tokenOf(member.invite_url), password: PASSWORD },
    });
    expect(res.status).toBe(403);
    expect(res.body.error).toMatchObject({ type: 'permission_error', code: 'origin_not_allowed' });
    // Still usable from the console.
    expect((await setPassword(tokenOf(member.invite_url))).status).toBe(201);
  });

  it('a new password ends every other session of the member', async () => {
    const m = await signedInMember(s, 'staff');
    expect((await m.api('GET', '/v1/bookings')).status).toBe(200);
    const invite = await s.api('POST', `/v1/staff/${m.id}/invite`, live());
    const fresh = await setPassword(invite.body.invite_token, 'a brand new password');
    expect(fresh.status).toBe(201);
    const old = await m.api('GET', '/v1/bookings');
    expect(old.status).toBe(401);
    expect(old.body.error.code).toBe('session_expired');
    const other = sessionApi(s, cookieOf(fresh.headers.get('set-cookie')));
    expect((await other('GET', '/v1/bookings')).status).toBe(200);
  });

  it('rentline staff invite <stf_id> prints a new link and voids the old one', async () => {
    const member = (await create({ email: 'cli@harbor.example', name: 'Cli', role: 'staff' })).body;
    const cli = await runCliAsync(['staff', 'invite', member.id], { ...s.env, PUBLIC_URL: 'https://rent.example' });
    expect(cli.status, cli.stderr).toBe(0);
    const url = cli.stdout.trim().split('\n').at(-1) ?? '';
    expect(url).toMatch(
      new RegExp(`^https://rent\\.example/console/invite\\?tenant=${s.tenant.tenant_id}#[A-Za-z0-9_-]{43}$`),
    );
    expect((await setPassword(tokenOf(member.invite_url))).body.error?.code).toBe('token_invalid');
    expect((await setPassword(tokenOf(url))).status).toBe(201);
    const unknown = await runCliAsync(['staff', 'invite', 'stf_nobody'], s.env);
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toMatch(/No such staff member/);
  });
});

describe('sessions end with the member', () => {
  it('deactivating a member ends their sessions; they cannot sign in while inactive', async () => {
    const m = await signedInMember(s, 'staff');
    const off = await s.api('PATCH', `/v1/staff/${m.id}`, { ...live(), body: { active: false } });
    expect(off.status, off.text).toBe(200);
    expect((await m.api('GET', '/v1/bookings')).body.error?.code).toBe('session_expired');
    const signIn = await s.api('POST', '/console/session', {
      key: null,
      headers: { origin: s.url },
      body: { tenant_id: s.tenant.tenant_id, email: m.email, password: PASSWORD },
    });
    expect(signIn.status).toBe(401);
    expect(signIn.body.error.code).toBe('sign_in_failed');
  });

  it("a role change ends the member's sessions; a name change does not", async () => {
    const m = await signedInMember(s, 'staff');
    await s.api('PATCH', `/v1/staff/${m.id}`, { ...live(), body: { name: 'Renamed' } });
    expect((await m.api('GET', '/v1/bookings')).status).toBe(200);
    await s.api('PATCH', `/v1/staff/${m.id}`, { ...live(), body: { role: 'manager' } });
    expect((await m.api('GET', '/v1/bookings')).body.error?.code).toBe('session_expired');
  });

  it('deleting a member ends their sessions and forgets their credentials', async () => {
    const m = await signedInMember(s, 'manager');
    const del = await s.api('DELETE', `/v1/staff/${m.id}`, live());
    expect(del.body).toEqual({ id: m.id, object: 'staff_member', deleted: true });
    expect((await m.api('GET', '/v1/bookings')).body.error?.code).toBe('session_expired');
    expect(await s.sql.get('SELECT * FROM staff_credentials WHERE staff_id = ?', m.id)).toBeUndefined();
  });

  it("an owner's session manages staff", async () => {
    const owner = await signedInMember(s, 'owner');
    const made = await owner.api('POST', '/v1/staff', {
      body: { email: 'by-owner@harbor.example', name: 'By Owner', role: 'staff' },
    });
    expect(made.status, made.text).toBe(201);
    expect(made.body.invite_url).toContain('#');
    expect((await owner.api('GET', '/v1/staff?limit=100')).body.data.length).toBeGreaterThan(1);
  });
});
