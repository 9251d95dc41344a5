/**
 * /docs in headless Chromium (Debian's chromium at /usr/bin/chromium or CHROMIUM_PATH). `npm test`
 * installs it when it can (root); without it this file is skipped with a line saying so.
 */
import { join } from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, CHROMIUM_FLAGS, HAVE_CHROMIUM } from './chromium.js';
import { startServer, type TestServer } from './helpers.js';

if (!HAVE_CHROMIUM) console.log(`SKIPPED the /docs browser test: ${CHROMIUM} is missing (apt-get install chromium)`);

describe.skipIf(!HAVE_CHROMIUM)('/docs in headless Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startServer();
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('is served without a key as HTML that loads scripts only from this server', async () => {
    const res = await fetch(`${server.url}/docs`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).not.toMatch(/<(script|link)[^>]+(src|href)="(https?:)?\/\//);
    expect(html).toContain('<script src="/docs/api-reference.js">');
    const script = await fetch(`${server.url}/docs/api-reference.js`);
    expect([script.status, script.headers.get('content-type')]).toEqual([200, 'text/javascript; charset=utf-8']);
  });

  it('renders the reference with request samples, and its try-it console calls this server with a test key', async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    const external: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith(server.url) && !r.url().startsWith('data:')) external.push(r.url());
    });
    await page.goto(`${server.url}/docs#tag/tenant/GET/v1/tenant`);
    await page.getByText('Rentline API').first().waitFor({ timeout: 30_000 });
    // Every tag of the document is in the navigation.
    const spec = (await (await fetch(`${server.url}/v1/openapi.json`)).json()) as { tags: { name: string }[] };
    for (const tag of spec.tags)
      await page
        .getByRole('button', { name: `Open Group - ${tag.name}` })
        .or(page.getByRole('button', { name: `Close Group - ${tag.name}` }))
        .first()
        .waitFor();
    // The samples: the TypeScript client's is offered next to curl.
    await page.getByRole('button', { name: /Test Request\s*\(get \/v1\/tenant\)/ }).click();
    const token = page.locator('input[placeholder="Token"][id^="scalar-client"]');
    await token.fill(server.tenant.test_key);
    await page
      .getByRole('button', { name: /^Send get request to/ })
      .first()
      .click();
    await page.getByText('"subscription_tier"').first().waitFor({ timeout: 15_000 });
    expect(await page.getByText('"Test Rentals"').count()).toBeGreaterThan(0);
    await page.screenshot({ path: join(server.dir, 'docs.png') });
    const html = await (await fetch(`${server.url}/v1/openapi.json`)).text();
    expect(html).toContain('@rentline/client');
    expect(external).toEqual([]);
    await page.close();
  });
});
