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
    expect(await page.getByText('Test mode', { exact: true }).count()).toBe(1);
    await page.getByRole('note', { name: 'Test mode' }).waitFor();
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
    expect(await description(at)).toContain('The return time must not be in the future.');
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
