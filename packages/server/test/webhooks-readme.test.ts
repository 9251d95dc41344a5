/**
 * The README's webhook operations example, run as written: each curl command of the block under
 * "An outage, as an operator sees it" against a live server whose endpoint the server disabled
 * (gone) while deliveries failed. Skipped, with a line saying so, where curl is missing.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emitEvent } from '../src/events/emit.js';
import { startServer, type TestServer } from './helpers.js';
import { readmeCommands } from './readme.js';

const CURL = ['/usr/bin/curl', '/bin/curl'].find((p) => existsSync(p));
if (CURL === undefined) console.log('SKIPPED the README webhook example: curl is missing (apt-get install curl)');

describe.skipIf(CURL === undefined)('README: an outage, as an operator sees it', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer({ webhooks: { enabled: false } });
  });
  afterAll(() => s?.close());

  it('every command answers what the README says it does', async () => {
    const ep = (
      await s.api('POST', '/v1/webhook-endpoints', { body: { url: 'https://hooks.example.com/r', events: ['*'] } })
    ).body;
    const failed = [];
    for (const at of ['2026-06-30T12:00:00.000Z', '2026-07-02T12:00:00.000Z', '2026-07-03T12:00:00.000Z']) {
      const e = await s.store.write((tx) =>
        emitEvent(tx, { tenantId: s.tenant.tenant_id, livemode: false }, 'booking.created', { id: 'bk_1' }, at, {
          type: 'system',
          id: 'test',
        }),
      );
      failed.push(e.id);
    }
    await s.sql.run("UPDATE webhook_deliveries SET status = 'failed', next_attempt_at = NULL");
    await s.sql.run(
      "UPDATE webhook_endpoints SET active = (1 = 0), disabled_reason = 'gone', disabled_at = ? WHERE id = ?",
      '2026-07-03T13:00:00.000Z',
      ep.id,
    );

    const commands = readmeCommands('An outage, as an operator sees it');
    expect(commands).toHaveLength(5);
    const outputs = [];
    for (const command of commands) {
      // Asynchronously: the server answering curl runs in this process.
      const { stdout } = await promisify(execFile)('bash', ['--noprofile', '--norc', '-c', command], {
        encoding: 'utf8',
        timeout: 10_000,
        env: { PATH: process.env.PATH, RENTLINE_URL: s.url, KEY: s.tenant.test_key, ENDPOINT: ep.id },
      });
      outputs.push(JSON.parse(stdout));
    }
    const [types, deliveries, enabled, recovery, rotated] = outputs;
    expect(types).toMatchObject({ object: 'list', has_more: false });
    expect(types.data.some((t: { type: string }) => t.type === 'webhook_endpoint.disabled')).toBe(true);
    expect(deliveries.data.map((d: { event_id: string }) => d.event_id).sort()).toEqual([...failed].sort());
    expect(enabled).toMatchObject({ id: ep.id, active: true, disabled_reason: null, disabled_at: null });
    expect(recovery).toEqual({
      object: 'recovery',
      endpoint_id: ep.id,
      since: '2026-07-01T00:00:00.000Z',
      deliveries_created: 2,
    });
    expect(rotated).toMatchObject({ id: ep.id, object: 'webhook_endpoint' });
    expect(rotated.secret).not.toBe(ep.secret);
    const kept = await s.sql.get('SELECT previous_secret FROM webhook_endpoints WHERE id = ?', ep.id);
    expect(kept.previous_secret).toBe(ep.secret);
  });
});
