/**
 * The README's rate plans example, run as written: each curl command of the block under "A shop
 * closed on Sundays" against a live server with the demo catalog. Skipped, with a line saying so,
 * where curl is missing.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoServer, readmeCommands, serveDemo } from './readme.js';

const CURL = ['/usr/bin/curl', '/bin/curl'].find((p) => existsSync(p));
if (CURL === undefined) console.log('SKIPPED the README rate plans example: curl is missing (apt-get install curl)');

describe.skipIf(CURL === undefined)('README: a shop closed on Sundays, and the city bike', () => {
  const now = new Date('2026-06-15T12:00:00.000Z');
  let demo: DemoServer;
  beforeAll(async () => {
    demo = await serveDemo('rentline-rate-plans-readme-', () => now);
  });
  afterAll(() => demo?.close());

  it('every command answers what the README says it does', async () => {
    const commands = readmeCommands('A shop closed on Sundays, which does not charge them');
    expect(commands).toHaveLength(4);
    const outputs = [];
    for (const command of commands) {
      const { stdout } = await promisify(execFile)('bash', ['--noprofile', '--norc', '-c', command], {
        encoding: 'utf8',
        timeout: 10_000,
        env: { PATH: process.env.PATH, RENTLINE_URL: demo.url, KEY: demo.key },
      });
      outputs.push(JSON.parse(stdout));
    }
    const [tenant, bike, kayak, sunday] = outputs;
    expect(tenant.schedule).toMatchObject({ charge_closed_days: false, closed_dates: [], day_count: 'elapsed' });
    expect(Object.keys(tenant.schedule.opening_hours)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(bike.base_price).toBe(2700);
    expect(bike.breakdown).toMatchObject({ rate_basis: 'hourly', hourly_units: 3, days: 1 });
    expect(kayak.base_price).toBe(4500);
    expect(kayak.breakdown).toMatchObject({ rental_days: 2, days: 1, closed_dates_skipped: ['2026-09-06'] });
    expect(sunday.error).toMatchObject({ code: 'outside_opening_hours', param: 'pickup_date' });
  });
});
