import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './helpers.js';

// Debian's chromium (the test command installs it when missing). Flags as this machine needs them:
// no sandbox as root, and no background networking on a closed network.
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

describe('/docs in headless Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  beforeAll(async () => {
    if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: npm test installs Debian's chromium package`);
    server = await startServer();
    browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('is served without a key, self-contained (no external assets)', async () => {
    const res = await fetch(`${server.url}/docs`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).not.toMatch(/<(script|link)[^>]+(src|href)="https?:/);
  });

  it('renders every operation of /v1/openapi.json, including POST /v1/pricing/calculate', async () => {
    const page = await browser.newPage();
    const external: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith(server.url)) external.push(r.url());
    });
    await page.goto(`${server.url}/docs`);
    const calculate = page.locator('section#calculatePrice h3');
    await calculate.waitFor({ timeout: 15_000 });
    expect((await calculate.innerText()).replace(/\s+/g, ' ')).toBe('POST /v1/pricing/calculate');
    const spec = (await (await fetch(`${server.url}/v1/openapi.json`)).json()) as { paths: Record<string, object> };
    const operations = Object.values(spec.paths).reduce<number>((n, methods) => n + Object.keys(methods).length, 0);
    expect(await page.locator('section.op').count()).toBe(operations);
    // The request body of the calculate endpoint is described field by field.
    expect(await page.locator('section#calculatePrice').innerText()).toContain('fleet_item_id');
    expect(external).toEqual([]);
    await page.screenshot({ path: join(server.dir, 'docs.png'), fullPage: false });
    await page.close();
  });
});
