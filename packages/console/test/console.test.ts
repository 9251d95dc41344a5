/**
 * The operator console in headless Chromium (Debian's, at /usr/bin/chromium or CHROMIUM_PATH),
 * against a live server on a fresh SQLite database holding the demo: what a person at the counter
 * does, found by role and label. `npm test` installs chromium when it can (root); without it this
 * file is skipped with a line saying so.
 *
 * The clock is fixed at a Wednesday morning in the shop (America/New_York), and the browser runs in
 * Auckland's time zone: every date the console shows must be the shop's, never the browser's.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/src/server.js';
import { CHROMIUM, HAVE_CHROMIUM } from '../../server/test/chromium.js';
import { parseMoney } from '../src/lib/money.js';
import { type ConsoleRig, description, SHOTS, startConsole, textOf } from './browser.js';

if (!HAVE_CHROMIUM) console.log(`SKIPPED the console browser tests: ${CHROMIUM} is missing (apt-get install chromium)`);

/** Wednesday 8 July 2026, 10:30 in New York. */
const NOW = new Date('2026-07-08T14:30:00.000Z');

describe.skipIf(!HAVE_CHROMIUM)('the operator console in headless Chromium', () => {
  let server: RunningServer;
  let page: Page;
  let base: string;
  let testKey: string;
  let liveKey: string;
  let problems: string[] = [];

  let rig: ConsoleRig;
  beforeAll(async () => {
    rig = await startConsole(NOW);
    ({ server, page, base, testKey, liveKey, problems } = rig);
  }, 240_000);

  afterAll(async () => {
    await rig?.close();
  });

  const scan = (screen: string) => rig.scan(screen);
  const shoot = (name: string) => rig.shoot(name);

  it('sign in: a wrong key shows the API error beside the field; the key stays in this tab only', async () => {
    await page.goto(base);
    await page.getByRole('heading', { name: 'Rentline console' }).waitFor();
    await scan('sign-in');
    const key = page.getByLabel('API key');
    await key.fill(`rk_test_${'x'.repeat(32)}`);
    await page.getByRole('button', { name: 'Sign in with key' }).click();
    await page.getByText('Invalid API key provided.').waitFor();
    expect(await key.getAttribute('aria-invalid')).toBe('true');
    expect(await description(key)).toContain('Invalid API key provided.');
    await shoot('sign-in');

    await key.fill(testKey);
    await page.getByRole('button', { name: 'Sign in with key' }).click();
    await page.getByRole('heading', { name: 'Today', level: 1 }).waitFor();
    expect(await page.getByText('Test mode').count()).toBe(1);
    expect(await page.getByText('LIVE', { exact: true }).count()).toBe(0);
    const storage = await page.evaluate(() => ({
      session: Object.values(sessionStorage),
      local: localStorage.length,
      url: location.href,
    }));
    expect(storage.session).toEqual([testKey]);
    expect(storage.local).toBe(0);
    expect(storage.url).not.toContain(testKey);
  });

  it("shows the demo's day in the shop's time zone: a pickup, a return due later, a late rental", async () => {
    const tile = (name: string) => page.getByRole('link', { name });
    await page.getByText('Grace Hopper').first().waitFor();
    expect(await textOf(tile('1 Pickups due today'))).toBe('1Pickups due today');
    expect(await textOf(tile('1 Returns due today'))).toBe('1Returns due today');
    expect(await textOf(tile('1 Overdue'))).toBe('1Overdue');
    // Wednesday in New York (already Thursday in Auckland, where the browser is).
    await page.getByText('Wednesday, July 8, 2026').waitFor();
    const pickups = page.getByRole('region', { name: /Pickups due today/ });
    expect(await textOf(pickups.getByRole('listitem'))).toMatch(/^Wed, Jul 8, 10:00 AMGrace Hopper2 × E-bike/);
    const returns = page.getByRole('region', { name: /Returns due today/ });
    expect(await textOf(returns.getByRole('listitem'))).toMatch(
      /^Wed, Jul 8, 6:00 PMAda Lovelace1 × Mirrorless camera kit/,
    );
    const late = page.getByRole('region', { name: /Overdue/ });
    expect(await textOf(late.getByRole('listitem'))).toMatch(
      /^Tue, Jul 7, 5:00 PMlate 18 hAlan Turing1 × E-bike.*owes/,
    );
    await scan('today');
    await shoot('today');

    await late.getByRole('link', { name: 'Alan Turing' }).click();
    await page.getByRole('heading', { name: /Alan Turing/, level: 1 }).waitFor();
    expect(await textOf(page.getByRole('heading', { level: 1 }))).toBe('Alan Turing Out Overdue');
  });

  let booking: string;

  it("creates a booking from the planner: the quote's total is the booking's total", async () => {
    await page.getByRole('link', { name: 'Planner' }).click();
    await page.getByRole('heading', { name: 'Jul 6 – 12, 2026' }).waitFor();
    const kayak = page.getByRole('group', { name: 'Touring kayak' });
    // The late e-bike is drawn as a bar; the camera's downtime tells on its days.
    await page
      .getByRole('group', { name: 'E-bike' })
      .getByRole('link', { name: /^Alan Turing late, Out, Sun, Jul 5, 9:00 AM to Tue, Jul 7, 5:00 PM$/ })
      .waitFor();
    await page.getByRole('button', { name: 'Mirrorless camera kit, Thu, Jul 9: 1 free of 2, 1 in downtime' }).waitFor();
    await scan('planner');
    await shoot('planner');

    await kayak.getByRole('button', { name: /^Touring kayak, Fri, Jul 10: 6 free of 6/ }).click();
    await page.getByText('Touring kayak from Fri, Jul 10: choose the last day').waitFor();
    await kayak.getByRole('button', { name: /^Touring kayak, Sun, Jul 12: 6 free of 6/ }).click();
    const dialog = page.getByRole('dialog', { name: 'New booking: Touring kayak' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Pickup').inputValue()).toBe('2026-07-10T09:00');
    expect(await dialog.getByLabel('Return').inputValue()).toBe('2026-07-13T09:00');
    await dialog.getByRole('combobox', { name: 'Customer' }).fill('Ada');
    await page.getByRole('option', { name: /Ada Lovelace/ }).click();
    // From the keyboard, as the whole form can be used.
    await dialog.getByRole('checkbox', { name: 'Life jacket' }).press('Space');
    const total = dialog.getByRole('status', { name: 'Quote total' });
    await total.waitFor();
    await dialog.getByText('Life jacket × 1').waitFor();
    await dialog.getByText('Package: Paddle bundle').waitFor();
    await page.waitForLoadState('networkidle');
    const quoted = await textOf(total);
    expect(quoted).toMatch(/^\$\d{1,3}(,\d{3})*\.\d\d$/);
    await scan('new booking');
    await shoot('new-booking');

    await dialog.getByRole('button', { name: 'Create booking' }).click();
    await page.getByRole('heading', { name: /Ada Lovelace/, level: 1 }).waitFor();
    expect(await textOf(page.getByRole('status', { name: 'Booking total' }))).toBe(quoted);
    booking = (await textOf(page.getByText(/^Booking bk_/))).replace('Booking ', '');
    const api = await (
      await fetch(`${server.url}/v1/bookings/${booking}`, { headers: { authorization: `Bearer ${testKey}` } })
    ).json();
    expect(parseMoney(quoted)).toBe(api.total);
    expect(api).toMatchObject({ status: 'pending', customer_id: 'cus_demo_ada' });
  });

  it("pays: too much is refused beside the amount, with the API's message; the amount owed is taken", async () => {
    await page.getByRole('button', { name: 'Record payment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record a payment' });
    const amount = dialog.getByRole('textbox', { name: 'Amount' });
    const owed = await amount.inputValue();
    await amount.fill('99999.00');
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await dialog.getByText(/amount must be at most the amount owed/).waitFor();
    expect(await amount.getAttribute('aria-invalid')).toBe('true');
    expect(await description(amount)).toMatch(/amount must be at most the amount owed \(\d+\)/);
    await scan('payment');
    await page.screenshot({ path: join(SHOTS, 'payment-error-1280.png') });

    await amount.fill(owed);
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Ada Lovelace Confirmed', level: 1 }).waitFor();
    expect(await textOf(page.getByRole('status', { name: 'Amount owed' }))).toBe('$0.00');
    expect(await page.getByRole('region', { name: 'Payments' }).getByRole('row').count()).toBe(2);
    await scan('booking');
    await shoot('booking');
  });

  it('extends with the new price shown before confirming, and charges exactly that', async () => {
    await page.getByRole('button', { name: 'Extend' }).click();
    const dialog = page.getByRole('dialog', { name: 'Extend the booking' });
    const field = dialog.getByLabel('New return');
    expect(await field.inputValue()).toBe('2026-07-14T09:00');
    const quoted = dialog.getByRole('status', { name: 'New total' });
    await quoted.waitFor();
    await page.waitForLoadState('networkidle');
    const newTotal = await textOf(quoted);
    await scan('extend');
    await dialog.getByRole('button', { name: 'Extend booking' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('region', { name: 'Adjustments' }).getByRole('row').nth(1).waitFor();
    expect(await textOf(page.getByRole('status', { name: 'Booking total' }))).toBe(newTotal);
  });

  it('marks the booking picked up through its status', async () => {
    await page.getByRole('button', { name: 'Mark picked up' }).click();
    await page
      .getByRole('dialog', { name: 'Mark as picked up' })
      .getByRole('button', { name: 'Mark picked up' })
      .click();
    await page.getByRole('heading', { name: 'Ada Lovelace Out', level: 1 }).waitFor();
  });

  /** The API with the test key, for what a test arranges or checks behind the console's back. */
  async function api(method: string, path: string, body?: unknown): Promise<any> {
    const res = await fetch(`${server.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${testKey}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const json = await res.json();
    if (!res.ok) throw new Error(`${method} ${path}: ${JSON.stringify(json)}`);
    return json;
  }

  let sup: string;
  let late: string;

  it('units: a numbered item gets a unit from the catalog; the shop sets its late fee', async () => {
    await api('PATCH', '/v1/tenant', { late_fee: { grace_minutes: 30, per_hour: 500, per_day: 3000 } });
    sup = (
      await api('POST', '/v1/fleet-items', {
        name: 'Stand-up paddleboard',
        price_full_day: 4000,
        turnaround_minutes: 60,
        tracking: 'units',
      })
    ).id;
    await api('POST', '/v1/units', { fleet_item_id: sup, identifier: 'SUP-2' });
    // Loaded afresh: the console keeps what it read for a few seconds, and this was arranged behind its back.
    await page.goto(`${base}/catalog`);
    await page.getByRole('tab', { name: 'Units' }).click();
    await page.getByRole('row', { name: /SUP-2/ }).waitFor();
    await page.getByRole('button', { name: 'New unit' }).click();
    const dialog = page.getByRole('dialog', { name: 'New unit' });
    // The identifier is unique among the shop's units, compared without case: refused beside it.
    await dialog.getByRole('textbox', { name: 'Identifier' }).fill('sup-2');
    await dialog.getByRole('button', { name: 'Add unit' }).click();
    const identifier = dialog.getByRole('textbox', { name: 'Identifier' });
    await page.waitForFunction(
      () => document.querySelector('[role=dialog] input[name=identifier]')?.getAttribute('aria-invalid') === 'true',
    );
    expect(await description(identifier)).toContain("A unit with identifier 'sup-2' already exists");
    await scan('new unit');
    await identifier.fill('SUP-1');
    await dialog.getByRole('textbox', { name: 'Serial number' }).fill('SN-4411');
    await dialog.getByRole('button', { name: 'Add unit' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('row', { name: /SUP-1/ }).waitFor();
    expect((await api('GET', `/v1/fleet-items/${sup}`)).quantity).toBe(2);
    await scan('units');
    await shoot('units');
    await page.getByRole('tab', { name: 'Late fees' }).click();
    expect(await page.getByRole('textbox', { name: 'Per started day' }).inputValue()).toBe('30.00');
    await scan('late fees');
    await shoot('late-fees');
  });

  it('picks up with units (none chosen is refused beside the units), returns late with a damaged unit: the fee shown first is the fee charged', async () => {
    // Out since Monday, due back Tuesday 17:00: 17.5 h late on Wednesday morning.
    late = (
      await api('POST', '/v1/bookings', {
        customer_id: 'cus_demo_ada',
        pickup_date: '2026-07-06T09:00',
        return_date: '2026-07-07T17:00',
        line_items: [{ fleet_item_id: sup, quantity: 1 }],
      })
    ).id;
    await api('PATCH', `/v1/bookings/${late}`, { status: 'confirmed' });
    await page.goto(`${base}/bookings/${late}`);
    await page.getByRole('heading', { name: 'Ada Lovelace Confirmed', level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Mark picked up' }).click();
    const pickup = page.getByRole('dialog', { name: 'Mark as picked up' });
    const units = pickup.getByRole('group', { name: 'Stand-up paddleboard: 1 unit' });
    await units.getByRole('checkbox', { name: 'SUP-1' }).waitFor();
    await pickup.getByRole('button', { name: 'Mark picked up' }).click();
    await units.locator('.field-error').waitFor();
    expect(await textOf(units.locator('.field-error'))).not.toBe('');
    await scan('pick-up');
    await shoot('pickup');
    await units.getByRole('checkbox', { name: 'SUP-1' }).press('Space');
    await pickup.getByRole('button', { name: 'Mark picked up' }).click();
    await pickup.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: /Ada Lovelace Out/, level: 1 }).waitFor();
    await page.getByText('Units: SUP-1').waitFor();

    // The fee shown comes from the server's preview of this return, not from the console.
    const previewed = page.waitForResponse((r) => r.url().endsWith(`/v1/bookings/${late}/return/preview`));
    await page.getByRole('button', { name: 'Mark returned' }).click();
    const ret = page.getByRole('dialog', { name: 'Mark as returned' });
    const fee = ret.getByRole('status', { name: 'Late fee to charge' });
    await fee.waitFor();
    await ret.getByText(/Late by 17 h 30 min/).waitFor();
    const shown = await textOf(fee);
    const preview = await (await previewed).json();
    expect(preview).toMatchObject({ id: late, status: 'completed', late_fee_amount: parseMoney(shown) });
    // 17.5 h late: no whole day, 18 started hours at $5.00 capped at a day's $30.00; tax added.
    expect(shown).toMatch(/^\$3\d\.\d\d$/);
    // Nothing was returned by the preview.
    expect((await api('GET', `/v1/bookings/${late}`)).status).toBe('active');
    await ret.getByRole('button', { name: /Condition of Stand-up paddleboard SUP-1/ }).click();
    await page.getByRole('option', { name: 'Damaged' }).click();
    // A return in the future is refused beside its field.
    const at = ret.getByLabel('Returned at');
    await at.fill('2026-07-09T10:00');
    await ret.getByRole('button', { name: 'Mark returned' }).click();
    await page.waitForFunction(
      () => document.querySelector('[role=dialog] input[name=returned_at]')?.getAttribute('aria-invalid') === 'true',
    );
    expect(await description(at)).toContain('returned_at must not be in the future.');
    await scan('return');
    await shoot('return');
    await at.fill('');
    expect(await textOf(fee)).toBe(shown);
    await ret.getByRole('button', { name: 'Mark returned' }).click();
    await ret.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Ada Lovelace Returned', level: 1 }).waitFor();
    const after = await api('GET', `/v1/bookings/${late}`);
    expect(after.late_fee_amount).toBe(parseMoney(shown));
    expect(after.amount_owed).toBeGreaterThanOrEqual(after.late_fee_amount);
    await page.getByText('Includes a late fee of').waitFor();
    expect(parseMoney(await textOf(page.getByRole('status', { name: 'Amount owed' })))).toBe(after.amount_owed);
  });

  it('a returned booking that owes its late fee takes a payment', async () => {
    await page.getByRole('button', { name: 'Record payment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record a payment' });
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('status', { name: 'Amount owed' }).filter({ hasText: '$0.00' }).waitFor();
    expect((await api('GET', `/v1/bookings/${late}`)).amount_owed).toBe(0);
    await scan('returned booking');
    await shoot('returned');
  });

  it('the damaged unit is in maintenance: shaded in the planner until it is released', async () => {
    await page.getByRole('link', { name: 'Planner' }).click();
    const row = page.getByRole('group', { name: 'Stand-up paddleboard' });
    await row.getByRole('button', { name: /^Stand-up paddleboard, Thu, Jul 9: 1 free of 2, 1 in downtime$/ }).waitFor();
    expect(await row.locator('.downtime.is-maintenance').count()).toBe(1);
    // The returned booking's bar ends when it came back (late), plus the turnaround.
    await row.getByRole('link', { name: /^Ada Lovelace, Returned/ }).waitFor();
    await scan('planner with maintenance');
    await shoot('planner-maintenance');

    await page.getByRole('link', { name: 'Catalog' }).click();
    await page.getByRole('tab', { name: 'Units' }).click();
    const unit = page.getByRole('row', { name: /SUP-1/ });
    await unit.getByText('In maintenance').waitFor();
    expect(await textOf(unit.getByRole('cell').nth(3))).toBe('Damaged');
    await unit.getByRole('button', { name: 'Release SUP-1 from maintenance' }).click();
    await unit.getByText('Available').waitFor();
    await page.getByRole('link', { name: 'Planner' }).click();
    await row.getByRole('button', { name: /^Stand-up paddleboard, Thu, Jul 9: 2 free of 2$/ }).waitFor();
  });

  it('a new booking shows why its price is what it is, day by day, and the price of every start date, the cheapest marked', async () => {
    await page.getByRole('link', { name: 'Planner' }).click();
    await page.getByRole('heading', { name: 'Jul 6 – 12, 2026' }).waitFor();
    // The city bike: summer +20 % on every item, weekends +25 % on the bike. Friday and Saturday.
    const bike = page.getByRole('group', { name: 'City bike' });
    await bike.getByRole('button', { name: /^City bike, Fri, Jul 10: / }).click();
    await bike.getByRole('button', { name: /^City bike, Sat, Jul 11: / }).click();
    const dialog = page.getByRole('dialog', { name: 'New booking: City bike' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Pickup').inputValue()).toBe('2026-07-10T09:00');
    expect(await dialog.getByLabel('Return').inputValue()).toBe('2026-07-12T09:00');
    // The customer first (the field opens its list on focus, which hides the rest from a screen reader).
    await dialog.getByRole('combobox', { name: 'Customer' }).fill('Alan');
    await page.getByRole('option', { name: /Alan Turing/ }).click();
    await dialog.getByRole('status', { name: 'Quote total' }).waitFor();

    // Why this price: each day with its weekday, each rule by what it does, in dollars.
    await dialog.getByRole('button', { name: 'Why this price' }).click();
    const ledger = dialog.getByRole('region', { name: 'Why this price, day by day' });
    await ledger.waitFor();
    expect(await ledger.getByRole('columnheader').allTextContents()).toEqual(['Day', 'Rate', 'Rules', 'Day total']);
    // A cell's text, each rule of the Rules cell on its own.
    const rows = await ledger.getByRole('row').evaluateAll((trs) =>
      trs.slice(1).map((tr) =>
        [...tr.querySelectorAll('th, td')].map((c) => {
          const rules = [...c.querySelectorAll('li')].map((li) => (li.textContent ?? '').trim());
          return rules.length > 0 ? rules : (c.textContent ?? '').trim();
        }),
      ),
    );
    // 2 days at $30.00; summer +$6.00 a day; Saturday +25 % of $36.00 = +$9.00.
    const summer = 'Seasonal +20 % (Jun 1 – Aug 31, 2026)';
    const weekend = 'Weekday +25 % (Sat, Sun)';
    expect(rows).toEqual([
      ['Friday, Jul 10', '$30.00', [`${summer}: +$6.00`], '$36.00'],
      ['Saturday, Jul 11', '$30.00', [`${summer}: +$6.00`, `${weekend}: +$9.00`], '$45.00'],
      ['Total', '$60.00', [`${summer}: +$12.00`, `${weekend}: +$9.00`], '$81.00'],
    ]);

    // The price calendar: two weeks of 2-day rentals from 09:00, one unit.
    const prices = dialog.getByRole('region', { name: 'Price by start date' });
    const days = prices.getByRole('button');
    await prices.getByRole('button', { name: /^Start\s*Fri, Jul 10\s*,\s*\$[\d.,]+\s*,\s*chosen$/ }).waitFor();
    expect(await days.count()).toBe(14);
    const names = await days.evaluateAll((bs) => bs.map((b) => b.textContent ?? ''));
    const marked = names.filter((n) => n.endsWith('Cheapest')).map((n) => /^Start (\w+, \w+ \d+)/.exec(n)?.[1]);
    // What the API says the cheapest are: the dates whose two days miss the weekend.
    const calendar = await api(
      'GET',
      '/v1/fleet-items/fi_demo_citybike/price-calendar?from=2026-07-07&to=2026-07-20&days=2&time=09:00&half_day=false',
    );
    expect(calendar.cheapest).toEqual([
      '2026-07-07',
      '2026-07-08',
      '2026-07-09',
      '2026-07-13',
      '2026-07-14',
      '2026-07-15',
      '2026-07-16',
      '2026-07-20',
    ]);
    expect(marked).toEqual([
      'Tue, Jul 7',
      'Wed, Jul 8',
      'Thu, Jul 9',
      'Mon, Jul 13',
      'Tue, Jul 14',
      'Wed, Jul 15',
      'Thu, Jul 16',
      'Mon, Jul 20',
    ]);
    await scan('new booking: why this price and the price calendar');
    await shoot('new-booking-price-calendar');

    // A cheaper start: the form moves there, its length kept, and the quote is the calendar's price.
    const tuesday = calendar.data.find((d: any) => d.date === '2026-07-14');
    await prices.getByRole('button', { name: /^Start\s*Tue, Jul 14\s*,/ }).click();
    expect(await dialog.getByLabel('Pickup').inputValue()).toBe('2026-07-14T09:00');
    expect(await dialog.getByLabel('Return').inputValue()).toBe('2026-07-16T09:00');
    await prices.getByRole('button', { name: /^Start\s*Tue, Jul 14\s*,.*Cheapest\s*,\s*chosen$/ }).waitFor();
    await dialog.getByText('Tuesday, Jul 14').waitFor();
    await page.waitForLoadState('networkidle');
    const quoted = parseMoney(await textOf(dialog.getByRole('status', { name: 'Quote total' })));
    expect(quoted).toBe(tuesday.price.total);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('catalog: a rule whose dates are backwards is refused beside its last day; the fixed one is created and switched off', async () => {
    await page.getByRole('link', { name: 'Catalog' }).click();
    await page.getByRole('row', { name: /Touring kayak/ }).waitFor();
    await scan('catalog');
    await shoot('catalog');
    await page.getByRole('tab', { name: 'Pricing rules' }).click();
    await page.getByRole('row', { name: /pr_demo_summer/ }).waitFor();
    await scan('rules');
    await shoot('rules');

    await page.getByRole('button', { name: 'New rule' }).click();
    const dialog = page.getByRole('dialog', { name: 'New pricing rule' });
    await dialog.getByLabel('First day').fill('2026-09-10');
    await dialog.getByLabel('Last day').fill('2026-09-01');
    await dialog.getByRole('textbox', { name: 'Percent' }).fill('-15');
    await dialog.getByRole('button', { name: 'Create rule' }).click();
    const last = dialog.getByLabel('Last day');
    await dialog.getByText('end_date must not be before start_date.').waitFor();
    expect(await last.getAttribute('aria-invalid')).toBe('true');
    expect(await description(last)).toContain('end_date must not be before start_date.');
    await scan('rule form');
    await page.screenshot({ path: join(SHOTS, 'rule-error-1280.png') });

    await last.fill('2026-09-30');
    await dialog.getByRole('button', { name: 'Create rule' }).click();
    await dialog.waitFor({ state: 'detached' });
    const row = page.getByRole('row', { name: /Sep 10 – Sep 30, 2026/ });
    await row.waitFor();
    expect(await textOf(row.getByRole('cell').nth(2))).toBe('-15 %');
    await row.getByRole('switch', { name: 'Seasonal -15 %, All items, Sep 10 – Sep 30, 2026: On' }).press('Space');
    await row.getByText('Off').waitFor();
    const rules = await (
      await fetch(`${server.url}/v1/pricing/rules?active=false`, { headers: { authorization: `Bearer ${testKey}` } })
    ).json();
    expect(rules.data.map((r: any) => [r.start_date, r.end_date, r.adjustment_value])).toEqual([
      ['2026-09-10', '2026-09-30', -15],
    ]);
  });

  it('rate plan: a tier out of order is refused beside that tier; the hourly price and the rate table are saved and listed', async () => {
    await page.getByRole('link', { name: 'Catalog' }).click();
    await page.getByRole('tab', { name: 'Fleet items' }).click();
    await page.getByRole('button', { name: 'Edit the rate plan of Touring kayak' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rate plan: Touring kayak' });
    await dialog.getByRole('textbox', { name: 'Hourly price' }).fill('12.00');
    await dialog.getByRole('switch', { name: /^Price by day tiers/ }).press('Space');
    // The first tier starts as the item's day rate.
    expect(await dialog.getByRole('textbox', { name: 'Tier 1: Days' }).inputValue()).toBe('1');
    expect(await dialog.getByRole('textbox', { name: 'Tier 1: Price (USD)' }).inputValue()).toBe('45.00');
    await dialog.getByRole('button', { name: 'Add tier' }).click();
    await dialog.getByRole('button', { name: 'Add tier' }).click();
    // The second tier's days are not after the first's: the API names `rate_table.tiers.1.days`.
    const days2 = dialog.getByRole('textbox', { name: 'Tier 2: Days' });
    await days2.fill('1');
    await dialog.getByRole('textbox', { name: 'Tier 2: Price (USD)' }).fill('100.00');
    await dialog.getByRole('textbox', { name: 'Tier 3: Days' }).fill('7');
    await dialog.getByRole('textbox', { name: 'Tier 3: Price (USD)' }).fill('200.00');
    await dialog.getByRole('textbox', { name: 'Longest rental (days)' }).fill('14');
    await dialog.getByRole('button', { name: 'Save rate plan' }).click();
    await page.waitForFunction(
      () =>
        document.querySelector('[role=dialog] input[name="rate_table.tiers.1.days"]')?.getAttribute('aria-invalid') ===
        'true',
    );
    expect(await description(days2)).toContain('tier days must be strictly increasing');
    // Beside that tier only: the other tiers' fields are untouched.
    expect(await dialog.getByRole('textbox', { name: 'Tier 3: Days' }).getAttribute('aria-invalid')).toBeNull();
    expect(await dialog.getByRole('textbox', { name: 'Tier 2: Price (USD)' }).getAttribute('aria-invalid')).toBeNull();
    await scan('rate plan');
    await shoot('rate-plan');

    await days2.fill('3');
    await dialog.getByRole('button', { name: 'Save rate plan' }).click();
    await dialog.waitFor({ state: 'detached' });
    const row = page.getByRole('row', { name: /Touring kayak/ });
    await row.getByText('$12.00 per hour').waitFor();
    await row.getByText('1 d $45.00 · 3 d $100.00 · 7 d $200.00').waitFor();
    await row.getByText('at most 14 days').waitFor();
    expect(await api('GET', '/v1/fleet-items/fi_demo_kayak')).toMatchObject({
      price_hourly: 1200,
      hourly_increment_minutes: 60,
      rate_table: {
        strategy: 'round_up',
        tiers: [
          { days: 1, price: 4500 },
          { days: 3, price: 10000 },
          { days: 7, price: 20000 },
        ],
        extra_day_price: null,
      },
      max_rental_days: 14,
    });
    await scan('catalog with rate plans');
    await shoot('catalog-rate-plans');
  });

  it("the planner's quote uses the rate plan (the rate table for days, the hourly price within a day) and is the booking's total", async () => {
    await page.getByRole('link', { name: 'Planner' }).click();
    const kayak = page.getByRole('group', { name: 'Touring kayak' });
    await kayak.getByRole('button', { name: /^Touring kayak, Thu, Jul 9: / }).click();
    await kayak.getByRole('button', { name: /^Touring kayak, Sat, Jul 11: / }).click();
    const dialog = page.getByRole('dialog', { name: 'New booking: Touring kayak' });
    await dialog.getByRole('combobox', { name: 'Customer' }).fill('Grace');
    await page.getByRole('option', { name: /Grace Hopper/ }).click();
    await dialog.getByText('Rental (3 days, rate table)').waitFor();
    // Three hours on Thursday: by the hour ($36.00 before tax) beats the 1-day tier ($45.00).
    await dialog.getByLabel('Return').fill('2026-07-09T12:00');
    await dialog.getByText('Rental (hourly rate, 3 periods)').waitFor();
    await page.waitForLoadState('networkidle');
    const quoted = await textOf(dialog.getByRole('status', { name: 'Quote total' }));
    await dialog.getByRole('button', { name: 'Create booking' }).click();
    await page.getByRole('heading', { name: /Grace Hopper/, level: 1 }).waitFor();
    expect(await textOf(page.getByRole('status', { name: 'Booking total' }))).toBe(quoted);
    const id = (await textOf(page.getByText(/^Booking bk_/))).replace('Booking ', '');
    const created = await api('GET', `/v1/bookings/${id}`);
    expect(created.total).toBe(parseMoney(quoted));
    expect(created.line_items[0]).toMatchObject({ rate_basis: 'hourly', hourly_units: 3 });
  });

  it('shop schedule: an interval that closes before it opens is refused beside it; a closed Sunday and a closed date are shaded in the planner', async () => {
    await page.getByRole('link', { name: 'Catalog' }).click();
    await page.getByRole('tab', { name: 'Shop schedule' }).click();
    const panel = page.getByRole('region', { name: 'Shop schedule (test mode)' });
    await panel.getByRole('switch', { name: 'Open only at set hours (off: always open)' }).press('Space');
    const mondayOpens = panel.getByRole('textbox', { name: 'Monday, hours 1: Opens' });
    await mondayOpens.fill('18:00');
    await panel.getByRole('textbox', { name: 'Monday, hours 1: Closes' }).fill('09:00');
    // From the keyboard: the focus stays in the form, on the day's add button.
    await panel.getByRole('button', { name: 'Remove Sunday hours 1' }).press('Enter');
    await panel.getByRole('group', { name: 'Sunday Closed' }).waitFor();
    await page.waitForFunction(() => document.activeElement?.id === 'add-hours-7');
    await panel.getByRole('button', { name: 'Add a closed date' }).click();
    await panel.getByLabel('Closed date 1: Date').fill('2026-07-09');
    await panel.getByRole('button', { name: 'Save schedule' }).click();
    await page.waitForFunction(
      () => document.querySelector('input[name="schedule.opening_hours.1.0"]')?.getAttribute('aria-invalid') === 'true',
    );
    expect(await description(mondayOpens)).toContain('the opening time must be before the closing time');
    expect(
      await panel.getByRole('textbox', { name: 'Monday, hours 1: Closes' }).getAttribute('aria-invalid'),
    ).toBeNull();
    expect((await api('GET', '/v1/tenant')).schedule.opening_hours).toBeNull();
    await scan('schedule');
    await shoot('schedule');

    await mondayOpens.fill('09:00');
    await panel.getByRole('textbox', { name: 'Monday, hours 1: Closes' }).fill('18:00');
    await panel.getByRole('button', { name: 'Save schedule' }).click();
    await panel.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    const schedule = (await api('GET', '/v1/tenant')).schedule;
    expect(schedule.opening_hours['1']).toEqual([['09:00', '18:00']]);
    expect(schedule.opening_hours['7'] ?? []).toEqual([]);
    expect(schedule.closed_dates).toEqual(['2026-07-09']);

    await page.getByRole('link', { name: 'Planner' }).click();
    const row = page.getByRole('group', { name: 'Touring kayak' });
    await row.getByRole('button', { name: /^Touring kayak, Sun, Jul 12: \d free of 6, shop closed$/ }).waitFor();
    await row.getByRole('button', { name: /^Touring kayak, Thu, Jul 9: \d free of 6, shop closed$/ }).waitFor();
    expect(
      await row.getByRole('button', { name: /^Touring kayak, Mon, Jul 6: / }).getAttribute('aria-label'),
    ).not.toContain('closed');
    expect(await row.locator('.closure').count()).toBe(2);
    await page.getByRole('list', { name: 'Legend' }).getByText('Shop closed').waitFor();
    await scan('planner with closed days');
    await shoot('planner-closed');
    // Back to always open, for what follows.
    await api('PATCH', '/v1/tenant', { schedule: {} });
  });

  it('weekday rule: none ticked is refused beside the weekdays; Friday and Saturday are created and listed', async () => {
    await page.getByRole('link', { name: 'Catalog' }).click();
    await page.getByRole('tab', { name: 'Pricing rules' }).click();
    await page.getByRole('button', { name: 'New rule' }).click();
    const dialog = page.getByRole('dialog', { name: 'New pricing rule' });
    await dialog.getByRole('button', { name: /Type$/ }).click();
    await page.getByRole('option', { name: 'Weekdays' }).click();
    const weekdays = dialog.getByRole('group', { name: 'Weekdays' });
    // Saturday and Sunday start ticked; untick both.
    await weekdays.getByRole('checkbox', { name: 'Saturday' }).press('Space');
    await weekdays.getByRole('checkbox', { name: 'Sunday' }).press('Space');
    await dialog.getByRole('textbox', { name: 'Percent' }).fill('15');
    await dialog.getByRole('button', { name: 'Create rule' }).click();
    await weekdays.locator('.field-error').waitFor();
    expect(await textOf(weekdays.locator('.field-error'))).toMatch(/weekday/i);
    await scan('weekday rule');
    await shoot('weekday-rule');

    await weekdays.getByRole('checkbox', { name: 'Friday' }).press('Space');
    await weekdays.getByRole('checkbox', { name: 'Saturday' }).press('Space');
    await dialog.getByRole('button', { name: 'Create rule' }).click();
    await dialog.waitFor({ state: 'detached' });
    const row = page.getByRole('row', { name: /Fri, Sat/ });
    await row.waitFor();
    expect(await textOf(row.getByRole('cell').nth(2))).toBe('+15 %');
    const rules = await api('GET', '/v1/pricing/rules?type=weekday');
    expect(rules.data.map((r: any) => [r.fleet_item_id, r.weekdays, r.start_date, r.adjustment_value])).toContainEqual([
      null,
      [5, 6],
      null,
      15,
    ]);
  });

  it("what staff tripped over: a unit's booking link, a late booking's items not back, picking up unpaid, a per-day add-on, an extension in shop words, a cancelled booking", async () => {
    const kayak = (await api('POST', '/v1/fleet-items', { name: 'Sea kayak', price_full_day: 5000, tracking: 'units' }))
      .id;
    await api('POST', '/v1/units', { fleet_item_id: kayak, identifier: 'KY-1' });
    const ky2 = (await api('POST', '/v1/units', { fleet_item_id: kayak, identifier: 'KY-2' })).id;
    const paddle = (await api('POST', '/v1/addons', { name: 'Spare paddle', price: 500, pricing: 'per_day' })).id;
    // Out since Monday, due back Tuesday: late on Wednesday morning, holding KY-2.
    const gone = await api('POST', '/v1/bookings', {
      customer_id: 'cus_demo_ada',
      pickup_date: '2026-07-06T09:00',
      return_date: '2026-07-07T17:00',
      line_items: [{ fleet_item_id: kayak, quantity: 1 }],
    });
    await api('PATCH', `/v1/bookings/${gone.id}`, { status: 'confirmed' });
    await api('POST', `/v1/bookings/${gone.id}/pickup`, {
      units: [{ line_item_id: gone.line_items[0].id, unit_ids: [ky2] }],
    });
    // Starts this afternoon, three days with a per-day paddle.
    const next = await api('POST', '/v1/bookings', {
      customer_id: 'cus_demo_ada',
      pickup_date: '2026-07-08T16:00',
      return_date: '2026-07-11T16:00',
      line_items: [{ fleet_item_id: kayak, quantity: 1 }],
      addons: [{ addon_id: paddle, quantity: 1 }],
    });
    await api('PATCH', `/v1/bookings/${next.id}`, { status: 'confirmed' });
    await api('POST', `/v1/bookings/${next.id}/extend`, { new_return_date: '2026-07-12T16:00' });

    // The unit list's "Out on booking …" opens that booking.
    await page.goto(`${base}/catalog`);
    await page.getByRole('tab', { name: 'Units' }).click();
    await page.getByRole('link', { name: `Out on booking ${gone.id}` }).click();
    await page.getByRole('heading', { name: /Ada Lovelace Out/, level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/console/bookings/${gone.id}`);

    await page.goto(`${base}/bookings/${next.id}`);
    await page.getByRole('heading', { name: /Ada Lovelace Confirmed/, level: 1 }).waitFor();
    // The late booking's kayak is not back for this afternoon's.
    const notBack = page.getByRole('note', { name: 'Items not back' });
    await notBack.waitFor();
    expect(await textOf(notBack)).toContain('Sea kayak is still out with Ada Lovelace, due back Tue, Jul 7, 5:00 PM.');
    // Four days of a $5.00 paddle: quantity × days × price is the line's total.
    const paddleRow = page.getByRole('row', { name: /Spare paddle/ });
    expect(await textOf(paddleRow.getByRole('cell').nth(0))).toBe('1 × 4 days');
    expect(await textOf(paddleRow.getByRole('cell').nth(2))).toBe('$20.00');
    // The extension reads in the shop's time, in the adjustments and in the change log.
    const adjustments = page.getByRole('region', { name: 'Adjustment list' });
    expect(await textOf(adjustments)).toContain(
      'Return date extended from Sat, Jul 11, 4:00 PM to Sun, Jul 12, 4:00 PM',
    );
    expect(await textOf(adjustments)).not.toMatch(/\dT\d/);
    const log = page.locator('.change-log');
    expect(await textOf(log)).toContain('Return date extended from Sat, Jul 11, 4:00 PM to Sun, Jul 12, 4:00 PM');
    await scan('booking with warnings');
    await shoot('booking-warnings');
    // Picking up a booking that still owes says so first.
    await page.getByRole('button', { name: 'Mark picked up' }).click();
    const pickup = page.getByRole('dialog', { name: 'Mark as picked up' });
    expect(await textOf(pickup.getByRole('note'))).toMatch(/^Not paid: this booking still owes \$\d/);
    await scan('pick up unpaid');
    await pickup.getByRole('button', { name: 'Not now' }).click();
    await pickup.waitFor({ state: 'detached' });

    // A cancelled booking owes nothing.
    await api('POST', `/v1/bookings/${next.id}/cancel`, {});
    await page.goto(`${base}/bookings/${next.id}`);
    await page.getByRole('heading', { name: /Ada Lovelace Cancelled/, level: 1 }).waitFor();
    expect(await textOf(page.locator('.owed-row dt'))).toBe('Owed (cancelled)');
    expect(await textOf(page.getByRole('status', { name: 'Amount owed' }))).toBe('$0.00');
    expect(await page.locator('.owed-row.is-owing').count()).toBe(0);
  });

  it("the planner's days are one tab stop: the arrow keys, Home and End move between them", async () => {
    await page.goto(`${base}/planner`);
    const grid = page.getByRole('region', { name: 'Fleet planner' });
    await grid.getByRole('button', { name: /Jul 8/ }).first().waitFor();
    const stops = await grid.locator('button.cell[tabindex="0"]').count();
    expect(stops).toBe(1);
    expect(await grid.locator('button.cell').count()).toBeGreaterThan(7);
    // Today's cell of the first item is the stop; the keys move focus and the stop with it.
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
    await grid.locator('button.cell[tabindex="0"]').focus();
    expect(await focused()).toMatch(/, Wed, Jul 8: /);
    await page.keyboard.press('ArrowRight');
    expect(await focused()).toMatch(/, Thu, Jul 9: /);
    await page.keyboard.press('ArrowDown');
    const second = await focused();
    expect(second).toMatch(/, Thu, Jul 9: /);
    await page.keyboard.press('Home');
    expect(await focused()).toMatch(/, (Sun|Mon), Jul (5|6): /);
    await page.keyboard.press('End');
    expect(await focused()).toMatch(/, (Sat|Sun), Jul (11|12): /);
    expect(await grid.locator('button.cell[tabindex="0"]').count()).toBe(1);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('tabindex'))).toBe('0');
    // Tab leaves the days for what follows them, not the next day.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.classList.contains('cell') ?? false)).toBe(false);
    await scan('planner keyboard');
  });

  it('finds bookings by part of a name from the search box on any screen, filters them, and lists customers with their bookings', async () => {
    await page.goto(`${base}/planner`);
    await page.getByRole('searchbox', { name: 'Search bookings' }).fill('LOVEL');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('heading', { name: 'Bookings', level: 1 }).waitFor();
    expect(new URL(page.url()).search).toBe('?q=LOVEL');
    const list = page.locator('main .booking-link');
    await list.first().waitFor();
    const names = await list.allTextContents();
    expect(names.length).toBeGreaterThan(0);
    expect(new Set(names)).toEqual(new Set(['Ada Lovelace']));
    // Overdue and owing: only the late, unpaid ones of hers.
    const all = await api('GET', '/v1/bookings?q=lovel&overdue=true&owes=true&limit=100');
    await page.getByRole('checkbox', { name: 'Overdue' }).check({ force: true });
    await page.getByRole('checkbox', { name: 'Owes money' }).check({ force: true });
    await page
      .getByRole('status')
      .filter({ hasText: all.data.length === 0 ? 'No booking matches.' : `${all.data.length} shown` })
      .waitFor();
    const ids = await page.locator('main .booking-id').allTextContents();
    expect(ids.sort()).toEqual(all.data.map((b: { id: string }) => b.id).sort());
    await shoot('bookings');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Customers' }).click();
    await page.getByRole('heading', { name: 'Customers', level: 1 }).waitFor();
    await page.getByRole('textbox', { name: 'Find' }).fill('lovelace');
    await page.getByRole('region', { name: 'Customer list' }).getByRole('link', { name: 'Ada Lovelace' }).click();
    await page.getByRole('heading', { name: 'Ada Lovelace', level: 1 }).waitFor();
    const hers = await api('GET', '/v1/bookings?customer_id=cus_demo_ada&limit=100');
    await page.locator('main .booking-id').first().waitFor();
    expect(await page.locator('main .booking-id').count()).toBe(hers.data.length);
    await shoot('customer');
  });

  it('a staff member signs in, finds a booking by part of a name, picks it up, and cannot open the catalog', async () => {
    // Arranged in live mode (a staff session acts in live mode) with the live key.
    const live = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
      const res = await fetch(`${server.url}${path}`, {
        method,
        headers: { authorization: `Bearer ${liveKey}`, 'content-type': 'application/json', ...headers },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const json = await res.json();
      if (!res.ok) throw new Error(`${method} ${path}: ${JSON.stringify(json)}`);
      return json;
    };
    const tenant = (await live('GET', '/v1/tenant')).id;
    const bike = (await live('POST', '/v1/fleet-items', { name: 'Cargo bike', price_full_day: 6000 })).id;
    const who = (await live('POST', '/v1/customers', { name: 'Margarethe Østergaard', email: 'm@example.com' })).id;
    const booking = await live('POST', '/v1/bookings', {
      customer_id: who,
      pickup_date: '2026-07-08T11:00',
      return_date: '2026-07-09T11:00',
      line_items: [{ fleet_item_id: bike, quantity: 1 }],
    });
    await live('PATCH', `/v1/bookings/${booking.id}`, { status: 'confirmed' });
    const member = await live('POST', '/v1/staff', { email: 'sam@example.com', name: 'Sam Counter', role: 'staff' });
    // The invitation's password is set from the server's own origin (as its page would).
    const set = await fetch(`${server.url}/console/password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ token: member.invite_token, password: 'correct horse battery' }),
    });
    expect(set.status).toBeLessThan(300);

    // Signed out of the key the earlier tests used (it is kept in this tab).
    await page.evaluate(() => sessionStorage.clear());
    await page.goto(`${base}/`);
    const staffForm = page.getByRole('region', { name: 'Staff sign-in' });
    await staffForm.getByRole('textbox', { name: 'Shop ID' }).fill(tenant);
    await staffForm.getByRole('textbox', { name: 'Email' }).fill('sam@example.com');
    await staffForm.getByLabel('Password').fill('correct horse battery');
    await staffForm.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Sam Counter').waitFor();
    // Nothing of the session is readable or kept by the page.
    expect(await page.evaluate(() => [document.cookie, sessionStorage.length, localStorage.length])).toEqual([
      '',
      0,
      0,
    ]);
    expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Catalog' }).count()).toBe(0);

    await page.getByRole('searchbox', { name: 'Search bookings' }).fill('osterg');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.locator('main .booking-link', { hasText: 'Margarethe Østergaard' }).click();
    await page.getByRole('heading', { name: /Margarethe Østergaard Confirmed/, level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Mark picked up' }).click();
    const pickup = page.getByRole('dialog', { name: 'Mark as picked up' });
    await pickup.getByRole('button', { name: 'Mark picked up' }).click();
    await page.getByRole('heading', { name: /Margarethe Østergaard Out/, level: 1 }).waitFor();
    const events = await live('GET', `/v1/events?actor_id=${member.id}&limit=100`);
    expect(events.data.map((e: { type: string }) => e.type)).toContain('booking.activated');
    await shoot('staff-booking');

    await page.goto(`${base}/catalog`);
    await page.getByRole('alert').filter({ hasText: 'Your role (staff) cannot edit the catalog' }).waitFor();
    expect(await page.getByRole('tab', { name: 'Units' }).count()).toBe(0);
    await scan('catalog refused');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'Rentline console' }).waitFor();
    // Signed out on the server too: the cookie no longer signs anyone in.
    await page.reload();
    await page.getByRole('heading', { name: 'Rentline console' }).waitFor();
    await page.waitForTimeout(300);
    expect(await page.getByText('Sam Counter').count()).toBe(0);
    // Back to the test key, as the next test expects.
    await page.getByLabel('API key').fill(testKey);
    await page.getByRole('button', { name: 'Sign in with key' }).click();
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
  });

  it('a live key shows a clear LIVE badge; signing out forgets the key', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'Rentline console' }).waitFor();
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
    await page.getByLabel('API key').fill(liveKey);
    await page.getByRole('button', { name: 'Sign in with key' }).click();
    await page.getByRole('status').filter({ hasText: 'LIVE' }).waitFor();
    await page.getByText('Live mode: payments, cancellations and bookings here are real.').waitFor();
    await shoot('live');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'Rentline console' }).waitFor();
    expect(problems).toEqual([]);
  });
});
