/**
 * `@rentline/storefront/react`, as the README shows it: the README's component is compiled as an app
 * would compile it and imports the built package (`dist/`, by its published name). Rendered on the
 * server, it is the element with the props as attributes; bundled with React into a shop's page on a
 * second loopback origin and run in Chromium, a booking made in the widget reaches `onCheckout`, and
 * React shows the booking the server made.
 */
import { mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { createElement, type FunctionComponent } from 'react';
import { renderToString } from 'react-dom/server';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../../server/test/bookings-fixtures.js';
import { CHROMIUM, CHROMIUM_FLAGS, HAVE_CHROMIUM } from '../../server/test/chromium.js';
import { startServer, type TestServer } from '../../server/test/helpers.js';

const PACKAGE = join(dirname(fileURLToPath(import.meta.url)), '..');
/**
 * The app's folder: inside the package, so `react` resolves to the package's copy, with the package
 * itself linked into its `node_modules` as an app that installed it has it.
 */
const WORK = join(PACKAGE, '.tmp', 'readme-react');
const NOW = new Date('2030-03-01T14:00:00.000Z');

/** The part of esbuild's API this test calls (esbuild is tsup's dependency, not the package's). */
interface EsbuildBuild {
  build(options: Record<string, unknown>): Promise<{ outputFiles: { text: string }[] }>;
}

/** The README's React example with this server and key. */
function readmeExample(api: string, key: string): string {
  const readme = readFileSync(join(PACKAGE, 'README.md'), 'utf8');
  const from = readme.indexOf('## In a React app');
  const block = /```tsx\n([\s\S]*?)```/.exec(readme.slice(from))?.[1];
  if (from < 0 || block === undefined) throw new Error('README.md has no tsx block under "In a React app"');
  return block.replace('pk_live_…', key).replaceAll('https://rentline.example.com', api);
}

/** `source` (TSX) compiled to an ES module in `WORK`, as an app's build would. */
function compile(source: string, name: string): string {
  const js = ts.transpileModule(source, {
    compilerOptions: { jsx: ts.JsxEmit.ReactJSX, module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  }).outputText;
  const file = join(WORK, name);
  writeFileSync(file, js);
  return file;
}

describe('the React wrapper, as the README shows it', () => {
  let s: TestServer;

  beforeAll(async () => {
    rmSync(WORK, { recursive: true, force: true });
    mkdirSync(join(WORK, 'node_modules', '@rentline'), { recursive: true });
    symlinkSync(PACKAGE, join(WORK, 'node_modules', '@rentline', 'storefront'), 'dir');
    const started = Date.now();
    s = await startServer({
      timezone: 'America/New_York',
      clock: () => new Date(NOW.getTime() + (Date.now() - started)),
    });
    await ok(s.api, 'POST', '/v1/fleet-items', { name: 'Touring kayak', price_full_day: 4500, quantity: 4 }, 201);
  }, 240_000);

  afterAll(async () => {
    await s?.close();
    rmSync(WORK, { recursive: true, force: true });
  });

  it('renders on the server as the element with the props as its attributes, and nothing else', async () => {
    const file = compile(readmeExample('https://rentline.example.com', 'pk_test_readme'), 'server.mjs');
    const { BookKayak } = (await import(pathToFileURL(file).href)) as { BookKayak: FunctionComponent };
    const html = renderToString(createElement(BookKayak));
    expect(html).toBe(
      '<rentline-booking publishable-key="pk_test_readme" api-base="https://rentline.example.com" locale="en-US"></rentline-booking>',
    );
    // The CommonJS build exports the same component.
    const required = createRequire(join(PACKAGE, 'package.json'))('@rentline/storefront/react');
    expect(
      renderToString(
        createElement(required.RentlineBooking, {
          publishableKey: 'pk_test_x',
          apiBase: 'https://r.example',
          item: 'fi_1',
          className: 'wide',
        }),
      ),
    ).toBe(
      '<rentline-booking publishable-key="pk_test_x" api-base="https://r.example" item="fi_1" class="wide"></rentline-booking>',
    );
  });

  it.skipIf(!HAVE_CHROMIUM)(
    "in Chromium, on a shop's own origin: a booking made in the widget reaches onCheckout",
    async () => {
      let shop: Server | undefined;
      const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
      try {
        // The shop's page: the README's component, bundled with React as the shop's build would.
        let script = '';
        shop = createServer((req, res) => {
          const js = req.url === '/app.js';
          res.writeHead(req.url === '/' || js ? 200 : 404, {
            'content-type': js ? 'text/javascript' : 'text/html; charset=utf-8',
          });
          res.end(
            js
              ? script
              : '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Harbor Rentals</title>' +
                  '<link rel="icon" href="data:,"></head><body><main id="root"></main><script src="/app.js"></script></body></html>',
          );
        });
        await new Promise<void>((resolve) => shop?.listen(0, '127.0.0.1', resolve));
        const origin = `http://127.0.0.1:${(shop.address() as AddressInfo).port}`;
        const pk = await ok(s.api, 'POST', '/v1/publishable-keys', { allowed_origins: [origin] }, 201);
        compile(readmeExample(s.url, pk.key), 'app.mjs');
        const entry = compile(
          "import { createRoot } from 'react-dom/client';\nimport { BookKayak } from './app.mjs';\n" +
            "createRoot(document.getElementById('root')).render(<BookKayak />);\n",
          'main.mjs',
        );
        // esbuild comes with tsup, the package's build tool.
        const require = createRequire(createRequire(import.meta.url).resolve('tsup'));
        const esbuild: EsbuildBuild = require('esbuild');
        const bundle = await esbuild.build({
          entryPoints: [entry],
          bundle: true,
          write: false,
          format: 'iife',
          define: { 'process.env.NODE_ENV': '"production"' },
        });
        script = bundle.outputFiles[0]?.text ?? '';

        const page = await browser.newPage({ locale: 'en-US' });
        await page.clock.setFixedTime(NOW);
        const problems: string[] = [];
        const origins = new Set<string>();
        page.on('console', (m) => {
          if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
        });
        page.on('pageerror', (e) => problems.push(e.message));
        page.on('request', (r) => origins.add(new URL(r.url()).origin));
        await page.goto(`${origin}/`);
        await page.locator('rentline-booking [part="amount"]').waitFor();
        const shown = Number(await page.locator('rentline-booking [part="total"]').getAttribute('data-amount'));
        await page.getByLabel('Name', { exact: true }).fill('Grace Hopper');
        await page.getByLabel('Email', { exact: true }).fill('grace@example.com');
        await page.getByRole('button', { name: 'Book now' }).click();

        // React's own state, set by onCheckout, names the booking the server made.
        const status = page.locator('main > p[role="status"]');
        await status.waitFor();
        const id = ((await status.textContent()) ?? '').replace('Booked: ', '');
        expect(id).toBe(await page.locator('rentline-booking [part="reference"]').textContent());
        expect(await ok(s.api, 'GET', `/v1/bookings/${id}`, undefined)).toMatchObject({
          status: 'pending',
          total: shown,
        });
        expect(problems).toEqual([]);
        expect([...origins].sort()).toEqual([origin, s.url].sort());
      } finally {
        await browser.close();
        await new Promise((resolve) => shop?.close(resolve));
      }
    },
  );
});
