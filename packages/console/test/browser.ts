/**
 * What the console's browser tests share: a live server on a fresh SQLite database holding the demo,
 * serving the built console; Debian's headless Chromium (CHROMIUM_PATH) in Auckland's time zone with
 * the page clock fixed; every console error, page error and request to another origin collected;
 * axe-core (no serious or critical violation) and full-page screenshots at 1280 and 390 px.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { createApp } from '../../server/src/app.js';
import { ensureDemo } from '../../server/src/demo.js';
import { silentLogger } from '../../server/src/logger.js';
import { listen, type RunningServer } from '../../server/src/server.js';
import { SqliteStore } from '../../server/src/store/sqlite/store.js';
import { CHROMIUM, CHROMIUM_FLAGS } from '../../server/test/chromium.js';

const PACKAGE = join(dirname(fileURLToPath(import.meta.url)), '..');
const ROOT = join(PACKAGE, '..', '..');
/** Screenshots of every screen at both widths (git-ignored). */
export const SHOTS = join(ROOT, '.tmp', 'console-screenshots');
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export const WIDE = { width: 1280, height: 860 };
export const NARROW = { width: 390, height: 844 };

export interface ConsoleRig {
  server: RunningServer;
  store: SqliteStore;
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /** `http://127.0.0.1:<port>/console` */
  base: string;
  testKey: string;
  liveKey: string;
  /** Console errors, page errors and requests to another origin: a test expects none. */
  problems: string[];
  /** axe-core on the page as it is: no serious or critical violation. */
  scan(screen: string): Promise<void>;
  /** A full-page screenshot at both widths; nothing sticks out sideways at 390 px; axe at 390 px. */
  shoot(name: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * The demo seeded at `now`, served with the server's clock running on from it, and a page whose
 * clock is fixed there. The console's built files are built first unless `npm test` just did.
 */
export async function startConsole(now: Date): Promise<ConsoleRig> {
  if (process.env.RENTLINE_BUILT !== '1' || !existsSync(join(PACKAGE, 'dist', 'index.html')))
    execFileSync('npx', ['-y', 'pnpm@10.34.9', 'run', 'build'], {
      cwd: PACKAGE,
      stdio: 'pipe',
      // Vitest's NODE_ENV=test would make Vite build React's development bundle.
      env: { ...process.env, NODE_ENV: 'production' },
    });
  mkdirSync(SHOTS, { recursive: true });
  const dir = mkdtempSync(join(tmpdir(), 'rentline-console-'));
  const path = join(dir, 'rentline.db');
  const store = new SqliteStore(path);
  const demo = await ensureDemo(store, path, now);
  if (!('keys' in demo)) throw new Error('demo not seeded');
  const started = Date.now();
  const app = createApp({
    store,
    clock: () => new Date(now.getTime() + (Date.now() - started)),
    config: { rateLimitPerSecond: 0, logLevel: 'silent', databasePath: path },
    logger: silentLogger,
  });
  const server = await listen(app, 0, '127.0.0.1');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  const context = await browser.newContext({ viewport: WIDE, timezoneId: 'Pacific/Auckland', locale: 'en-US' });
  const page = await context.newPage();
  await page.clock.setFixedTime(now);
  const problems: string[] = [];
  page.on('console', (m) => {
    // The answers the tests ask for (a wrong key, too much paid) are logged by the browser itself.
    if (m.type() === 'error' && !/^Failed to load resource: the server responded with a status of 4\d\d/.test(m.text()))
      problems.push(`${m.text()} (${m.location().url}:${m.location().lineNumber}, ${page.url()})`);
  });
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('request', (r) => {
    if (!r.url().startsWith(server.url)) problems.push(`request to another origin: ${r.url()}`);
  });
  const scan = async (screen: string) => {
    // Evaluated through the debugging protocol, which the page's content security policy allows.
    await page.evaluate(AXE);
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: (ctx: Document) => Promise<any> } }).axe;
      const r = await axe.run(document);
      return r.violations
        .filter((v: any) => v.impact === 'serious' || v.impact === 'critical')
        .map((v: any) => `${v.id} (${v.impact}): ${v.nodes.map((n: any) => n.target.join(' ')).join(', ')}`);
    });
    expect(violations, `axe on ${screen}`).toEqual([]);
  };
  return {
    server,
    store,
    browser,
    context,
    page,
    base: `${server.url}/console`,
    testKey: demo.keys.test_key,
    liveKey: demo.keys.live_key,
    problems,
    scan,
    async shoot(name) {
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: join(SHOTS, `${name}-1280.png`), fullPage: true });
      await page.setViewportSize(NARROW);
      await page.waitForTimeout(150);
      await page.screenshot({ path: join(SHOTS, `${name}-390.png`), fullPage: true });
      // Nothing may stick out sideways at 390 px but the planner's own scrolling grid.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${name} at 390 px`).toBeLessThanOrEqual(0);
      await scan(`${name} at 390 px`);
      await page.setViewportSize(WIDE);
    },
    async close() {
      await browser.close();
      await server.close(1000);
    },
  };
}

/** The description a screen reader announces with a field: its hint and its error. */
export const description = (field: Locator) =>
  field.evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );

export const textOf = async (l: Locator) => ((await l.textContent()) ?? '').trim();

/** The API with `key`, for what a test arranges or checks behind the console's back (a refusal throws). */
export async function callApi(rig: ConsoleRig, key: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${rig.server.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json: any = await res.json();
  if (!res.ok) throw new Error(`${method} ${path}: ${JSON.stringify(json)}`);
  return json;
}

/** Signs in with an API key from the sign-in screen (Enter in the field), and waits for the day. */
export async function signInWithKey(page: Page, key: string): Promise<void> {
  await page.getByLabel('API key').fill(key);
  await page.getByLabel('API key').press('Enter');
  await page.getByRole('heading', { name: 'Today', level: 1 }).waitFor();
}

export const STAFF_PASSWORD = 'correct horse battery';

/**
 * A member invited with the live key, whose password is set from the server's own origin (as the
 * invitation page would): ready to sign in with {@link STAFF_PASSWORD}.
 */
export async function joinStaff(rig: ConsoleRig, email: string, name: string, role: 'staff' | 'manager' | 'owner') {
  const member = await callApi(rig, rig.liveKey, 'POST', '/v1/staff', { email, name, role });
  await setStaffPassword(rig, member.invite_token);
  return member;
}

export type Member = readonly [email: string, name: string, role: 'staff' | 'manager' | 'owner'];

/** The console on the demo with `members` joined (each ready to sign in), the page on its sign-in. */
export async function startConsoleWithStaff(now: Date, members: readonly Member[]): Promise<ConsoleRig> {
  const rig = await startConsole(now);
  for (const [email, name, role] of members) await joinStaff(rig, email, name, role);
  await rig.page.goto(rig.base);
  return rig;
}

/** The top bar's navigation. */
export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Sets a password from an invitation token, from the server's own origin. */
export async function setStaffPassword(rig: ConsoleRig, token: string): Promise<void> {
  const set = await fetch(`${rig.server.url}/console/password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: rig.server.url },
    body: JSON.stringify({ token, password: STAFF_PASSWORD }),
  });
  expect(set.status).toBeLessThan(300);
}

/** Signs in through the staff form (the page must show the sign-in screen). */
export async function signInAsStaff(rig: ConsoleRig, email: string): Promise<void> {
  const tenant = (await callApi(rig, rig.liveKey, 'GET', '/v1/tenant')).id;
  const form = rig.page.getByRole('region', { name: 'Staff sign-in' });
  await form.getByRole('textbox', { name: 'Shop ID' }).fill(tenant);
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByLabel('Password').fill(STAFF_PASSWORD);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs out from the top bar and waits for the sign-in screen. */
export async function signOutOfConsole(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('heading', { name: 'Rentline console' }).waitFor();
}
