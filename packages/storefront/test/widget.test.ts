/**
 * `<rentline-booking>` in headless Chromium (Debian's, at /usr/bin/chromium or CHROMIUM_PATH), on a
 * shop's page served from one loopback port, talking to a real Rentline server on another: two
 * origins, as on the web. The page is the README's two lines of HTML. At 1280 and 390 px, in
 * en-US and de-DE, a customer using the keyboard alone chooses an item, dates and a quantity, sees
 * the price the server quotes, and books; the booking is a pending one with the total shown, in the
 * API and on the console's booking page.
 *
 * The shop keeps New York's time and its opening hours; the browser runs in Auckland, so every date
 * offered must be the shop's, never the browser's. Without chromium the file is skipped with a line
 * saying so.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../../server/test/bookings-fixtures.js';
import { CHROMIUM, CHROMIUM_FLAGS, HAVE_CHROMIUM } from '../../server/test/chromium.js';
import { startServer, type TestServer } from '../../server/test/helpers.js';

if (!HAVE_CHROMIUM)
  console.log(`SKIPPED the booking widget browser tests: ${CHROMIUM} is missing (apt-get install chromium)`);

const PACKAGE = join(dirname(fileURLToPath(import.meta.url)), '..');
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/** Friday 1 March 2030, 09:00 in New York. */
const NOW = new Date('2030-03-01T14:00:00.000Z');
const WIDTHS = [1280, 390] as const;
const LOCALES = ['en-US', 'de-DE'] as const;

/** The README's first `language` code block after the text `after`. */
function readmeBlock(after: string, language: string): string {
  const readme = readFileSync(join(PACKAGE, 'README.md'), 'utf8');
  const from = readme.indexOf(after);
  const block = new RegExp(`\`\`\`${language}\n([\\s\\S]*?)\`\`\``).exec(readme.slice(from))?.[1];
  if (from < 0 || block === undefined) throw new Error(`README.md has no ${language} block after ${after}`);
  return block;
}

/** The README's embed, with this server and key. */
function embed(api: string, key: string, locale: string): string {
  return readmeBlock('<!-- embed -->', 'html')
    .replaceAll('https://rentline.example.com', api)
    .replace('pk_live_…', key)
    .replace('locale="en-US"', `locale="${locale}"`);
}

describe.skipIf(!HAVE_CHROMIUM)('the booking widget on a shop page in headless Chromium', () => {
  let s: TestServer;
  let shop: Server;
  let shopOrigin: string;
  let browser: Browser;
  let kayak: { id: string };
  const pages = new Map<string, string>();

  /** The shop's page for `locale` with a publishable key of its own (a client holds few open checkouts per key). */
  async function shopPage(name: string, locale: string): Promise<{ path: string; key: string }> {
    const pk = await ok(s.api, 'POST', '/v1/publishable-keys', { allowed_origins: [shopOrigin] }, 201);
    const path = `/${name}.html`;
    pages.set(
      path,
      `<!doctype html><html lang="${locale.slice(0, 2)}"><head><meta charset="utf-8"><title>Harbor Rentals</title>` +
        `<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,">` +
        `</head><body><main><h1>Harbor Rentals</h1>\n${embed(s.url, pk.key, locale)}` +
        // The README's listener for the booking made, as a page would add it.
        `<script>${readmeBlock('## Events', 'js')}</script></main></body></html>`,
    );
    return { path, key: pk.key };
  }

  /** The booking as the shop's staff see it in the console: pending, with the widget's total. */
  async function inConsole(bookingId: string, total: number): Promise<void> {
    const staff = await browser.newPage();
    try {
      await staff.goto(`${s.url}/console/`);
      await staff.getByLabel('API key').fill(s.tenant.test_key);
      await staff.getByLabel('API key').press('Enter');
      await staff.getByRole('heading', { name: 'Today', level: 1 }).waitFor();
      await staff.goto(`${s.url}/console/bookings/${bookingId}`);
      const title = staff.getByRole('heading', { level: 1 });
      await expect.poll(() => title.textContent()).toContain('Pending');
      const shown = await staff.getByLabel('Booking total').textContent();
      expect(shown).toBe((total / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' }));
    } finally {
      await staff.close();
    }
  }

  beforeAll(async () => {
    const started = Date.now();
    s = await startServer({
      timezone: 'America/New_York',
      clock: () => new Date(NOW.getTime() + (Date.now() - started)),
    });
    await ok(s.api, 'PATCH', '/v1/tenant', {
      tax_rate_bps: 825,
      schedule: {
        opening_hours: Object.fromEntries(['1', '2', '3', '4', '5', '6'].map((d) => [d, [['09:00', '18:00']]])),
        closed_dates: ['2030-03-05'],
      },
    });
    kayak = await ok(
      s.api,
      'POST',
      '/v1/fleet-items',
      { name: 'Touring kayak', price_full_day: 4500, quantity: 4 },
      201,
    );
    const bike = await ok(
      s.api,
      'POST',
      '/v1/fleet-items',
      { name: 'E-bike', price_full_day: 6000, price_multi_day: 5250, quantity: 8 },
      201,
    );
    await ok(
      s.api,
      'POST',
      '/v1/pricing/rules',
      { type: 'weekday', fleet_item_id: bike.id, weekdays: [6], adjustment_type: 'percent', adjustment_value: 15 },
      201,
    );
    shop = createServer((req, res) => {
      const html = pages.get(req.url ?? '');
      res.writeHead(html === undefined ? 404 : 200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(html ?? 'not found');
    });
    await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
    shopOrigin = `http://127.0.0.1:${(shop.address() as AddressInfo).port}`;
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => shop?.close(resolve));
    await s?.close();
  });

  /** The element's shadow root's focused control (its id), as the keyboard left it. */
  const focused = (page: Page) =>
    page.evaluate(() => document.querySelector('rentline-booking')?.shadowRoot?.activeElement?.id ?? null);

  /** Tab to the control `id`, checking it is the next stop. */
  async function tab(page: Page, id: string): Promise<void> {
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe(id);
  }

  /** axe-core on the widget (its shadow root included): no serious or critical violation. */
  async function scan(page: Page, when: string): Promise<void> {
    await page.evaluate(AXE);
    const result = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: (ctx: unknown) => Promise<any> } }).axe;
      const r = await axe.run({ include: [['rentline-booking']] });
      return {
        violations: r.violations
          .filter((v: any) => v.impact === 'serious' || v.impact === 'critical')
          .map((v: any) => `${v.id} (${v.impact}): ${v.nodes.map((n: any) => JSON.stringify(n.target)).join(', ')}`),
        // Nodes inside the shadow root are named by [host, selector]: proof the scan went in.
        shadowNodes: r.passes.flatMap((p: any) => p.nodes).filter((n: any) => Array.isArray(n.target[0])).length,
      };
    });
    expect(result.violations, `axe ${when}`).toEqual([]);
    expect(result.shadowNodes, `axe ${when}: nodes checked inside the shadow root`).toBeGreaterThan(10);
  }

  for (const locale of LOCALES) {
    for (const width of WIDTHS) {
      it(`${locale} at ${width} px: prices locally as the server quotes, and books with the keyboard alone`, async () => {
        const { path, key } = await shopPage(`shop-${locale}-${width}`, locale);
        const context = await browser.newContext({
          viewport: { width, height: 900 },
          timezoneId: 'Pacific/Auckland',
          locale,
        });
        // A cookie of the Rentline server's host (a shop's own session, say): the widget's calls must not carry it.
        await context.addCookies([{ name: 'shop_session', value: 'cookie-of-the-page', url: s.url }]);
        const page = await context.newPage();
        await page.clock.setFixedTime(NOW);
        const problems: string[] = [];
        const requests: string[] = [];
        const cookies: Promise<[string, string | undefined]>[] = [];
        page.on('request', (r) => {
          if (r.url().startsWith(s.url))
            cookies.push(r.allHeaders().then((h) => [new URL(r.url()).pathname, h.cookie]));
        });
        page.on('console', (m) => {
          if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
        });
        page.on('pageerror', (e) => problems.push(e.message));
        page.on('request', (r) => requests.push(r.url()));
        const logged: string[] = [];
        page.on('console', (m) => {
          if (m.type() === 'log') logged.push(m.text());
        });
        await page.addInitScript(() => {
          document.addEventListener('rentline-checkout', (e) => {
            (window as unknown as { checkout: unknown }).checkout = (e as CustomEvent).detail;
          });
        });
        await page.goto(`${shopOrigin}${path}`);

        const de = locale === 'de-DE';
        const total = page.locator('rentline-booking [part="total"]');
        await total.locator('[part="amount"]').waitFor();
        // The first offered pickup is today, the shop's Friday 1 March (Saturday already in Auckland).
        const pickupDate = page.getByRole('combobox', { name: de ? 'Abholdatum' : 'Pickup date' });
        expect(await pickupDate.locator('option:checked').textContent()).toMatch(
          de ? /^Fr\., 1\. März 2030 · \d+,\d\d\s\$$/ : /^Fri, Mar 1, 2030 · \$\d+\.\d\d$/,
        );
        await scan(page, `${locale} ${width} px, the form`);

        // Keyboard alone: the item, then a pickup two open days later (Sunday is closed), three days.
        await tab(page, 'item');
        await page.keyboard.press('ArrowDown');
        await tab(page, 'quantity');
        await tab(page, 'pickup-date');
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('ArrowDown');
        await tab(page, 'pickup-time');
        await tab(page, 'return-date');
        // The return kept the rental's one day, to the next open date (the 5th is closed): one later.
        await page.keyboard.press('ArrowDown');
        const choice = await page.evaluate(() => {
          const root = document.querySelector('rentline-booking')?.shadowRoot;
          const value = (id: string) => root?.querySelector<HTMLSelectElement | HTMLInputElement>(`#${id}`)?.value;
          return {
            fleet_item_id: value('item'),
            pickup_date: `${value('pickup-date')}T${value('pickup-time')}`,
            return_date: `${value('return-date')}T${value('return-time')}`,
          };
        });
        // Monday 4 March at 10:00 (the time nearest 10 the shop opens) to Thursday 7 March (the 5th is closed).
        expect(choice.pickup_date).toBe('2030-03-04T10:00');
        expect(choice.return_date).toBe('2030-03-07T10:00');
        const quote = await ok(s.api, 'POST', '/v1/pricing/calculate', choice);
        const shown = async () => Number(await total.getAttribute('data-amount'));
        expect(await shown()).toBe(quote.total);
        const money = (cents: number) =>
          page.evaluate(
            ([c, l]) =>
              new Intl.NumberFormat(l, { style: 'currency', currency: 'usd' }).format(
                `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}` as any,
              ),
            [cents, locale] as const,
          );
        expect(await total.locator('[part="amount"]').textContent()).toBe(await money(quote.total));
        expect(await total.textContent()).toContain(de ? 'für 3 Tage' : 'for 3 days');
        // The price calendar in the pickup list: the chosen date carries the total; Thursday the 7th
        // the same three days from there, to the next open date (Sunday is closed: Monday the 11th),
        // as the API quotes them.
        const label = async (value: string) =>
          (await pickupDate.locator(`option[value="${value}"]`).textContent()) ?? '';
        expect((await label('2030-03-04')).endsWith(` · ${await money(quote.total)}`)).toBe(true);
        const thursday = await ok(s.api, 'POST', '/v1/pricing/calculate', {
          ...choice,
          pickup_date: '2030-03-07T10:00',
          return_date: '2030-03-11T10:00',
        });
        expect((await label('2030-03-07')).endsWith(` · ${await money(thursday.total)}`)).toBe(true);
        expect(thursday.total).toBeGreaterThan(quote.total); // four days, Saturday's 15 % among them

        // The chosen dates' units free, asked of the shop once the choice settled: what the API answers.
        const availability = page.locator('rentline-booking [part="availability"]');
        const check = async (quantity: number) =>
          ok(s.api, 'POST', '/v1/availability/check', {
            line_items: [{ fleet_item_id: choice.fleet_item_id, quantity }],
            pickup_date: choice.pickup_date,
            return_date: choice.return_date,
          });
        const free = (await check(1)).line_items[0].free;
        await expect.poll(() => availability.getAttribute('data-free')).toBe(String(free));
        expect(await availability.getAttribute('data-available')).toBe('true');
        expect(await availability.textContent()).toBe(
          de ? `Verfügbar: ${free} frei an diesen Tagen.` : `Available: ${free} free on these dates.`,
        );

        // "Why this price", opened with the keyboard: the engine's ledger, date by date, as the API explains it.
        const why = page.locator('rentline-booking [part="why-button"]');
        expect(await why.getAttribute('aria-expanded')).toBe('false');
        await tab(page, 'return-time');
        await tab(page, 'why');
        await page.keyboard.press('Enter');
        expect(await why.getAttribute('aria-expanded')).toBe('true');
        const ledger = page.locator('rentline-booking [part="ledger"]');
        const explained = await ok(s.api, 'POST', '/v1/pricing/calculate', { ...choice, explain: true });
        const days = explained.ledger.lines[0].days as { amount: number; charged: boolean }[];
        expect(days.length).toBeGreaterThanOrEqual(3);
        expect(await ledger.locator('li strong').allTextContents()).toEqual(
          await Promise.all(days.map((d) => money(d.amount))),
        );
        expect(await ledger.locator('li').first().textContent()).toContain(de ? 'Tagespreis' : 'day rate');
        expect(await ledger.locator('dd').last().textContent()).toBe(await money(quote.total));
        // The cart: the units, tax and the service fee the customer pays (the starter plan's), adding up.
        expect(await ledger.locator('dt').allTextContents()).toEqual(
          de ? ['1 Einheit', 'Steuer', 'Servicegebühr', 'Gesamt'] : ['1 unit', 'Tax', 'Service fee', 'Total'],
        );
        const cart = explained.ledger.cart;
        expect(await ledger.locator('dd').allTextContents()).toEqual(
          await Promise.all([cart.lines_total, cart.tax, cart.service_fee, cart.total].map(money)),
        );
        await scan(page, `${locale} ${width} px, the ledger open`);

        // Two units: priced again in the page with no request (the ledger too); then, once settled,
        // one question to the shop: are two free?
        const before = requests.length;
        for (let i = 0; i < 5; i++) await page.keyboard.press('Shift+Tab');
        expect(await focused(page)).toBe('quantity');
        await page.keyboard.press('ArrowUp');
        await expect.poll(shown).not.toBe(quote.total);
        const twoUnits = await shown();
        expect(await ledger.locator('dt').first().textContent()).toBe(de ? '2 Einheiten' : '2 units');
        expect(await ledger.locator('dd').last().textContent()).toBe(await money(twoUnits));
        await expect
          .poll(() => availability.getAttribute('data-free'))
          .toBe(String((await check(2)).line_items[0].free));
        // The questions since: the chosen dates' availability once, and the pickup list's calendar
        // for two units (no quote: prices stay in the page).
        await expect.poll(() => requests.length - before).toBeGreaterThan(1);
        const asked = requests.slice(before).map((r) => new URL(r).pathname);
        expect(asked.filter((p) => p === '/v1/availability/check')).toHaveLength(1);
        expect(
          asked
            .filter((p) => p !== '/v1/availability/check')
            .every((p) => p === `/v1/fleet-items/${choice.fleet_item_id}/price-calendar`),
        ).toBe(true);
        expect(requests.slice(before).every((r) => !r.includes('/v1/pricing/'))).toBe(true);

        await tab(page, 'pickup-date');
        await tab(page, 'pickup-time');
        await tab(page, 'return-date');
        await tab(page, 'return-time');
        await tab(page, 'why');
        await tab(page, 'name');
        await page.keyboard.type(de ? 'Margarethe Østergaard' : 'Grace Hopper');
        await tab(page, 'email');
        await page.keyboard.type(de ? 'm.ostergaard@example.de' : 'grace@example.com');
        await tab(page, 'phone');
        await page.keyboard.type('+1 555 0100');
        await tab(page, 'submit');
        await page.keyboard.press('Enter');

        const confirmation = page.locator('rentline-booking [part="confirmation"]');
        await confirmation.locator('[part="server-total"]').waitFor();
        // The confirmation itself (it has no id) holds the focus, so it is read out.
        expect(await focused(page)).toBe('');
        const bookingId = (await confirmation.locator('[part="reference"]').textContent()) ?? '';
        const serverTotal = Number(await confirmation.locator('[part="server-total"]').getAttribute('data-amount'));
        expect(serverTotal).toBe(twoUnits);
        expect(await confirmation.locator('[part="server-total"]').textContent()).toBe(await money(twoUnits));
        expect(await confirmation.textContent()).toContain(de ? 'reserviert' : 'reserved until');
        await scan(page, `${locale} ${width} px, the confirmation`);

        // The booking, seen by the shop: pending, held, the customer's, the same total.
        const booking = await ok(s.api, 'GET', `/v1/bookings/${bookingId}`, undefined);
        expect(booking.status).toBe('pending');
        expect(booking.total).toBe(twoUnits);
        expect(booking.line_items).toMatchObject([{ fleet_item_id: choice.fleet_item_id, quantity: 2 }]);
        const customer = await ok(s.api, 'GET', `/v1/customers/${booking.customer_id}`, undefined);
        expect(customer.email).toBe(de ? 'm.ostergaard@example.de' : 'grace@example.com');
        if (locale === 'en-US' && width === 1280) await inConsole(bookingId, twoUnits);
        const event = await page.evaluate(() => (window as unknown as { checkout: any }).checkout);
        expect(event).toMatchObject({ booking_id: bookingId, total: twoUnits, currency: 'usd' });
        expect(event.client_secret).toMatch(/^chk_/);
        expect(logged).toContain(`booked ${bookingId} ${twoUnits}`);

        // Nothing sticks out sideways; nothing went wrong; nothing left for a third origin; the key
        // travelled in headers only and is kept nowhere.
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
          0,
        );
        expect(problems).toEqual([]);
        const origins = new Set(requests.map((r) => new URL(r).origin));
        expect([...origins].sort()).toEqual([s.url, shopOrigin].sort());
        expect(requests.filter((r) => r.includes(key))).toEqual([]);
        expect([...logged, ...problems].filter((line) => line.includes(key))).toEqual([]);
        expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);
        // The script's own request carries the cookie (so it would be sent if allowed); no API call does.
        const sent = await Promise.all(cookies);
        expect(sent.filter(([path]) => path === '/storefront/rentline-booking.js').map(([, c]) => c)).toEqual([
          'shop_session=cookie-of-the-page',
        ]);
        const calls = sent.filter(([path]) => path.startsWith('/v1/'));
        expect(calls.length).toBeGreaterThan(3);
        expect(calls.filter(([, c]) => c !== undefined)).toEqual([]);
        await context.close();
      });
    }
  }

  it("counts the server's total: stock gone and a price changed since the page loaded are said, and nothing is booked until accepted", async () => {
    const { path } = await shopPage('changed', 'en-US');
    // Every kayak out from Friday 8 March at 10:00 for a day: the pickup list says that date is full.
    const walkIn = await ok(s.api, 'POST', '/v1/customers', { name: 'Walk-in' }, 201);
    await ok(
      s.api,
      'POST',
      '/v1/bookings',
      {
        customer_id: walkIn.id,
        pickup_date: '2030-03-08T10:00',
        return_date: '2030-03-09T10:00',
        line_items: [{ fleet_item_id: kayak.id, quantity: 4 }],
      },
      201,
    );
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
    const page = await context.newPage();
    await page.clock.setFixedTime(NOW);
    const problems: string[] = [];
    page.on('console', (m) => {
      // The refusals this test asks for are logged by the browser itself.
      if (m.type() === 'error' && !/status of 409/.test(m.text())) problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));
    await page.goto(`${shopOrigin}${path}`);
    const total = page.locator('rentline-booking [part="total"]');
    await total.locator('[part="amount"]').waitFor();
    const shown = async () => Number(await total.getAttribute('data-amount'));
    const before = await shown();
    const pickupDate = page.getByLabel('Pickup date');
    const label = (date: string) => pickupDate.locator(`option[value="${date}"]`).textContent();
    await expect.poll(() => label('2030-03-08')).toMatch(/^Fri, Mar 8, 2030 · \$\d+\.\d\d · fully booked$/);
    expect(await label('2030-03-07')).toMatch(/^Thu, Mar 7, 2030 · \$\d+\.\d\d$/);
    expect(await label('2030-03-09')).toMatch(/^Sat, Mar 9, 2030 · \$\d+\.\d\d$/);
    // As the shop's price calendar has it for that rental (a day from 10:00, one unit).
    const calendar = await ok(
      s.api,
      'GET',
      `/v1/fleet-items/${kayak.id}/price-calendar?from=2030-03-01&to=2030-03-31&days=1&time=10:00&quantity=1`,
      undefined,
    );
    const full = calendar.data.filter((d: { reason: string | null }) => d.reason === 'item_unavailable');
    expect(full.map((d: { date: string }) => d.date)).toEqual(['2030-03-08']);
    const bookings = async () => (await ok(s.api, 'GET', '/v1/bookings?limit=100', undefined)).data.length;

    const checkouts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/v1/storefront/checkouts')) checkouts.push(r.url());
    });

    // Five kayaks of four: priced in the page, said to be unavailable before anything is sent.
    await page.getByLabel('Quantity').fill('5');
    await page.getByLabel('Name', { exact: true }).fill('Ada Lovelace');
    await page.getByLabel('Email', { exact: true }).fill('ada@example.com');
    const availability = page.locator('rentline-booking [part="availability"]');
    await expect.poll(() => availability.textContent()).toBe('Not available: only 4 free on these dates.');
    expect(await availability.getAttribute('data-available')).toBe('false');
    await page.getByRole('button', { name: 'Book now' }).click();
    const alert = page.locator('rentline-booking [role="alert"]');
    await expect.poll(() => alert.textContent()).toBe('Not available: only 4 free on these dates.');
    expect(checkouts).toEqual([]);

    // Four are free when asked; the shop books one in between: the server's refusal is said.
    await page.getByLabel('Quantity').fill('4');
    await expect.poll(() => availability.textContent()).toBe('Available: 4 free on these dates.');
    const window = await page.evaluate(() => {
      const root = document.querySelector('rentline-booking')?.shadowRoot;
      const value = (id: string) => root?.querySelector<HTMLSelectElement>(`#${id}`)?.value;
      return {
        pickup_date: `${value('pickup-date')}T${value('pickup-time')}`,
        return_date: `${value('return-date')}T${value('return-time')}`,
      };
    });
    await ok(
      s.api,
      'POST',
      '/v1/bookings',
      { customer_id: walkIn.id, ...window, line_items: [{ fleet_item_id: kayak.id }] },
      201,
    );
    const count = await bookings();
    await page.getByRole('button', { name: 'Book now' }).click();
    await expect.poll(() => alert.textContent()).toBe('Sorry, not enough of this item is free on these dates.');
    expect(checkouts).toHaveLength(1);
    expect(await bookings()).toBe(count);
    // Asked again after the refusal: three are free now.
    await expect.poll(() => availability.textContent()).toBe('Not available: only 3 free on these dates.');
    await page.getByLabel('Quantity').fill('1');
    await expect.poll(shown).toBe(before);

    // The shop raises the price after the page loaded its price sheet.
    await ok(s.api, 'PATCH', `/v1/fleet-items/${kayak.id}`, { price_full_day: 5200 });
    await page.getByRole('button', { name: 'Book now' }).click();
    await expect.poll(() => alert.textContent()).toMatch(/^The price has changed to \$\d+\.\d\d\. /);
    const raised = await shown();
    expect(raised).toBeGreaterThan(before);
    expect(await alert.textContent()).toContain(await total.locator('[part="amount"]').textContent());
    expect(await bookings()).toBe(count);

    // Booking again accepts the total now shown, and books at it.
    await page.getByRole('button', { name: 'Book now' }).click();
    const serverTotal = page.locator('rentline-booking [part="server-total"]');
    await serverTotal.waitFor();
    expect(Number(await serverTotal.getAttribute('data-amount'))).toBe(raised);
    const id = await page.locator('rentline-booking [part="reference"]').textContent();
    expect(await ok(s.api, 'GET', `/v1/bookings/${id}`, undefined)).toMatchObject({ status: 'pending', total: raised });
    expect(await bookings()).toBe(count + 1);
    expect(problems).toEqual([]);
    await context.close();
  });
});
