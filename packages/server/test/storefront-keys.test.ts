/**
 * Publishable keys: created, listed, read, changed and deleted with a secret key; their origins
 * checked by mode; an inactive or deleted key refused (401) from the commit on; another tenant's or
 * mode's key is a 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './helpers.js';
import { expectError, mkPublishableKey, SHOP, shopper } from './storefront-fixtures.js';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s?.close());

describe('publishable keys', () => {
  it('create shows the key (pk_test_ for a test key) in every answer; list, get, patch and delete', async () => {
    const created = await mkPublishableKey(s.api, { allowed_origins: [SHOP, 'http://localhost:8080'] });
    expect(Object.keys(created).sort()).toEqual(
      ['active', 'allowed_origins', 'created_at', 'id', 'key', 'livemode', 'object', 'updated_at'].sort(),
    );
    expect(created).toMatchObject({ object: 'publishable_key', active: true, livemode: false });
    expect(created.id).toMatch(/^pkey_/);
    expect(created.key).toMatch(/^pk_test_[0-9A-Za-z]{40}$/);
    const got = await s.api('GET', `/v1/publishable-keys/${created.id}`);
    expect(got.body).toEqual(created);
    const list = await s.api('GET', '/v1/publishable-keys');
    expect(list.body.data.map((k: { id: string }) => k.id)).toContain(created.id);
    expect(list.body.data.find((k: { id: string }) => k.id === created.id).key).toBe(created.key);
    const patched = await s.api('PATCH', `/v1/publishable-keys/${created.id}`, {
      body: { allowed_origins: ['https://other.example'] },
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ key: created.key, allowed_origins: ['https://other.example'] });
    // The row keeps the key's hash, never shown; the key itself is looked up by it.
    const row = (await s.sql.get('SELECT key, key_hash FROM publishable_keys WHERE id = ?', created.id)) as {
      key: string;
      key_hash: string;
    };
    expect(row.key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.key_hash).not.toContain(created.key);
    const deleted = await s.api('DELETE', `/v1/publishable-keys/${created.id}`);
    expect(deleted.body).toEqual({ id: created.id, object: 'publishable_key', deleted: true });
    expectError(await s.api('GET', `/v1/publishable-keys/${created.id}`), 404, 'resource_missing', 'id');
  });

  it('a live secret key makes pk_live_ keys, whose origins must be https and never "*"', async () => {
    const live = await mkPublishableKey(s.api, {}, s.tenant.live_key);
    expect(live.key).toMatch(/^pk_live_/);
    expect(live.livemode).toBe(true);
    for (const [origins, param] of [
      [['http://shop.example'], 'allowed_origins.0'],
      [[SHOP, '*'], 'allowed_origins.1'],
      [['*'], 'allowed_origins.0'],
    ] as const) {
      const res = await s.api('POST', '/v1/publishable-keys', {
        key: s.tenant.live_key,
        body: { allowed_origins: origins },
      });
      expectError(res, 400, 'parameter_invalid', param);
    }
    const patch = await s.api('PATCH', `/v1/publishable-keys/${live.id}`, {
      key: s.tenant.live_key,
      body: { allowed_origins: ['http://localhost:3000'] },
    });
    expectError(patch, 400, 'parameter_invalid', 'allowed_origins.0');
    // The test mode does not see the live key.
    expectError(await s.api('GET', `/v1/publishable-keys/${live.id}`), 404, 'resource_missing');
  });

  it('origins are exact: no path, trailing slash, wildcard, default port or duplicate; 1 to 20 of them', async () => {
    const bad: [unknown, string][] = [
      [[], 'allowed_origins'],
      [Array.from({ length: 21 }, (_, i) => `https://s${i}.example`), 'allowed_origins'],
      [['https://shop.example/'], 'allowed_origins.0'],
      [['https://shop.example/book'], 'allowed_origins.0'],
      [['https://*.example'], 'allowed_origins.0'],
      [['*.shop.example'], 'allowed_origins.0'],
      [['https://Shop.example'], 'allowed_origins.0'],
      [['https://shop.example:443'], 'allowed_origins.0'],
      [['ftp://shop.example'], 'allowed_origins.0'],
      [['null'], 'allowed_origins.0'],
      [[SHOP, SHOP], 'allowed_origins.1'],
      [['*', SHOP], 'allowed_origins.0'],
    ];
    for (const [origins, param] of bad) {
      const res = await s.api('POST', '/v1/publishable-keys', { body: { allowed_origins: origins } });
      expectError(res, 400, 'parameter_invalid', param);
    }
    expectError(await s.api('POST', '/v1/publishable-keys', { body: {} }), 400, 'parameter_missing', 'allowed_origins');
    const unknown = await s.api('POST', '/v1/publishable-keys', { body: { allowed_origins: [SHOP], key: 'pk_x' } });
    expectError(unknown, 400, 'parameter_unknown', 'key');
    const any = await mkPublishableKey(s.api, { allowed_origins: ['*'] });
    expect(any.allowed_origins).toEqual(['*']);
    const ports = await mkPublishableKey(s.api, { allowed_origins: ['http://127.0.0.1:5173', 'http://[::1]:8080'] });
    expect(ports.allowed_origins).toEqual(['http://127.0.0.1:5173', 'http://[::1]:8080']);
  });

  it('an inactive or deleted key is 401 api_key_invalid from the commit on; active again, it works again', async () => {
    const pk = await mkPublishableKey(s.api);
    const call = () => shopper(s.api, pk.key)('GET', '/v1/storefront/catalog');
    expect((await call()).status).toBe(200);
    await s.api('PATCH', `/v1/publishable-keys/${pk.id}`, { body: { active: false } });
    expectError(await call(), 401, 'api_key_invalid');
    await s.api('PATCH', `/v1/publishable-keys/${pk.id}`, { body: { active: true } });
    expect((await call()).status).toBe(200);
    await s.api('DELETE', `/v1/publishable-keys/${pk.id}`);
    expectError(await call(), 401, 'api_key_invalid');
    // A key never issued, and a malformed one, are refused alike.
    expectError(
      await shopper(s.api, `pk_test_${'x'.repeat(40)}`)('GET', '/v1/storefront/catalog'),
      401,
      'api_key_invalid',
    );
    expectError(await shopper(s.api, 'pk_test_short')('GET', '/v1/storefront/catalog'), 401, 'api_key_invalid');
  });

  it("another tenant's key is a 404, and a publishable key cannot manage keys", async () => {
    const pk = await mkPublishableKey(s.api);
    const other = await s.newTenant();
    expectError(await s.api('GET', `/v1/publishable-keys/${pk.id}`, { key: other.test_key }), 404, 'resource_missing');
    expectError(
      await s.api('DELETE', `/v1/publishable-keys/${pk.id}`, { key: other.test_key }),
      404,
      'resource_missing',
    );
    const self = await shopper(s.api, pk.key)('GET', '/v1/publishable-keys');
    expectError(self, 403, 'publishable_key_not_allowed');
  });
});
