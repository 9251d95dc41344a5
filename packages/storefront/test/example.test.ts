/**
 * examples/storefront as its README runs it: a Rentline server with the demo, a publishable key for
 * the page's origin, `npm start` in the example with the key in the environment, and the page opened
 * in headless Chromium (Debian's; skipped with a line saying so without it). The kayak's price
 * shows, equals the API's quote, and a booking made from the page is a pending one with that total.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/src/app.js';
import { ensureDemo } from '../../server/src/demo.js';
import { silentLogger } from '../../server/src/logger.js';
import { listen, type RunningServer } from '../../server/src/server.js';
import { SqliteStore } from '../../server/src/store/sqlite/store.js';
import { CHROMIUM, CHROMIUM_FLAGS, HAVE_CHROMIUM } from '../../server/test/chromium.js';

const EXAMPLE = new URL('../../../examples/storefront/', import.meta.url).pathname;
/** Wednesday 8 July 2026, 10:30 in New York (the demo shop's zone). */
const NOW = new Date('2026-07-08T14:30:00.000Z');

if (!HAVE_CHROMIUM) console.log(`SKIPPED the storefront example: ${CHROMIUM} is missing (apt-get install chromium)`);

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });

describe.skipIf(!HAVE_CHROMIUM)('examples/storefront: a shop page selling with the widget', () => {
  let server: RunningServer;
  let testKey: string;
  let shop: ChildProcess;
  let shopUrl: string;
  let publishable: string;
  let browser: Browser;

  const api = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${server.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${testKey}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const answer = await res.json();
    expect(res.ok, JSON.stringify(answer)).toBe(true);
    return answer;
  };

  beforeAll(async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'rentline-storefront-example-')), 'rentline.db');
    const store = new SqliteStore(path);
    const demo = await ensureDemo(store, path, NOW);
    if (!('keys' in demo)) throw new Error('demo not seeded');
    testKey = demo.keys.test_key;
    const started = Date.now();
    server = await listen(
      createApp({
        store,
        clock: () => new Date(NOW.getTime() + (Date.now() - started)),
        config: { rateLimitPerSecond: 0, logLevel: 'silent', databasePath: path },
        logger: silentLogger,
      }),
      0,
      '127.0.0.1',
    );
    // Step 2 of the README, for the port the page will be served on.
    const port = await freePort();
    publishable = (await api('POST', '/v1/publishable-keys', { allowed_origins: [`http://127.0.0.1:${port}`] })).key;
    // Step 3: `npm start` with the key in the environment.
    shop = spawn('npm', ['start', '--silent'], {
      cwd: EXAMPLE,
      env: { ...process.env, RENTLINE_PUBLISHABLE_KEY: publishable, RENTLINE_URL: server.url, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group, so npm and the node it starts stop together.
      detached: true,
    });
    shopUrl = await new Promise<string>((resolve, reject) => {
      let out = '';
      shop.stdout?.on('data', (chunk) => {
        out += chunk;
        const url = /http:\/\/127\.0\.0\.1:\d+\//.exec(out)?.[0];
        if (url) resolve(url);
      });
      shop.once('exit', (code) => reject(new Error(`npm start exited with ${code}: ${out}`)));
    });
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    if (shop?.pid !== undefined && shop.exitCode === null) process.kill(-shop.pid, 'SIGTERM');
    await server?.close(1000);
  });

  it('serves nothing without a publishable key, and says how to get one', () => {
    const r = spawnSync(process.execPath, ['serve.mjs'], {
      cwd: EXAMPLE,
      env: { PATH: process.env.PATH },
      encoding: 'utf8',
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('RENTLINE_PUBLISHABLE_KEY');
  });

  it("shows the kayak's price as the API quotes it, and books it as a pending booking", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
    const page = await context.newPage();
    await page.clock.setFixedTime(NOW);
    const problems: string[] = [];
    const origins = new Set<string>();
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));
    page.on('request', (r) => origins.add(new URL(r.url()).origin));
    await page.goto(shopUrl);
    // The page is index.html as written, with the server and key filled in.
    const html = readFileSync(join(EXAMPLE, 'index.html'), 'utf8')
      .replaceAll('{{RENTLINE_URL}}', server.url)
      .replaceAll('{{PUBLISHABLE_KEY}}', publishable);
    expect(await (await fetch(shopUrl)).text()).toBe(html);

    const amount = page.locator('rentline-booking [part="amount"]');
    await amount.waitFor();
    expect(await page.locator('rentline-booking [part="item-name"]').textContent()).toBe('Touring kayak');
    const value = (label: string) => page.getByLabel(label, { exact: true }).inputValue();
    const choice = {
      fleet_item_id: 'fi_demo_kayak',
      pickup_date: `${await value('Pickup date')}T${await value('Pickup time')}`,
      return_date: `${await value('Return date')}T${await value('Return time')}`,
    };
    const quote = await api('POST', '/v1/pricing/calculate', choice);
    expect(Number(await page.locator('rentline-booking [part="total"]').getAttribute('data-amount'))).toBe(quote.total);

    await page.getByLabel('Name', { exact: true }).fill('Grace Hopper');
    await page.getByLabel('Email', { exact: true }).fill('grace@example.com');
    await page.getByRole('button', { name: 'Book now' }).click();
    const reference = page.locator('rentline-booking [part="reference"]');
    await reference.waitFor();
    const booking = await api('GET', `/v1/bookings/${await reference.textContent()}`);
    expect(booking).toMatchObject({ status: 'pending', total: quote.total });
    expect(problems).toEqual([]);
    expect([...origins].sort()).toEqual([server.url, new URL(shopUrl).origin].sort());
    await context.close();
  });
});
