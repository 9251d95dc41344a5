/**
 * What a shop's staff tripped over, one test each, in headless Chromium against a live server on the
 * demo: each asserts what the counter sees (a link's destination, a warning, a line's wording), so
 * each fails on the console as it was before its fix. Everything is arranged through the API with
 * the test key first; the tests then only read and click, so they do not depend on each other's order.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, HAVE_CHROMIUM } from '../../server/test/chromium.js';
import { type ConsoleRig, callApi, description, signInWithKey, startConsole, textOf } from './browser.js';

if (!HAVE_CHROMIUM) console.log(`SKIPPED the console defect tests: ${CHROMIUM} is missing (apt-get install chromium)`);

/** Wednesday 8 July 2026, 10:30 in New York. */
const NOW = new Date('2026-07-08T14:30:00.000Z');

describe.skipIf(!HAVE_CHROMIUM)('what staff tripped over, each fixed', () => {
  let rig: ConsoleRig;
  let page: Page;
  let base: string;
  const api = (method: string, path: string, body?: unknown) => callApi(rig, rig.testKey, method, path, body);
  const confirmed = async (body: Record<string, unknown>) => {
    const b = await api('POST', '/v1/bookings', { customer_id: 'cus_demo_ada', ...body });
    await api('PATCH', `/v1/bookings/${b.id}`, { status: 'confirmed' });
    return b;
  };
  const open = async (id: string, status: string) => {
    await page.goto(`${base}/bookings/${id}`);
    await page.getByRole('heading', { name: new RegExp(`Ada Lovelace ${status}`), level: 1 }).waitFor();
  };

  /** Out since Monday, due back Tuesday: late on Wednesday morning, holding KY-2. */
  let gone: { id: string };
  /** Confirmed for this afternoon, three days with a per-day paddle, then extended a day. */
  let next: { id: string };
  /** Two canoes, confirmed for this morning. */
  let canoes: { id: string };
  let cancelled: { id: string };
  let weekend: string;

  beforeAll(async () => {
    rig = await startConsole(NOW);
    ({ page, base } = rig);
    const kayak = (await api('POST', '/v1/fleet-items', { name: 'Sea kayak', price_full_day: 5000, tracking: 'units' }))
      .id;
    await api('POST', '/v1/units', { fleet_item_id: kayak, identifier: 'KY-1' });
    const ky2 = (await api('POST', '/v1/units', { fleet_item_id: kayak, identifier: 'KY-2' })).id;
    const paddle = (await api('POST', '/v1/addons', { name: 'Spare paddle', price: 500, pricing: 'per_day' })).id;
    gone = await confirmed({
      pickup_date: '2026-07-06T09:00',
      return_date: '2026-07-07T17:00',
      line_items: [{ fleet_item_id: kayak, quantity: 1 }],
    });
    await api('POST', `/v1/bookings/${gone.id}/pickup`, {
      units: [{ line_item_id: (gone as any).line_items[0].id, unit_ids: [ky2] }],
    });
    next = await confirmed({
      pickup_date: '2026-07-08T16:00',
      return_date: '2026-07-11T16:00',
      line_items: [{ fleet_item_id: kayak, quantity: 1 }],
      addons: [{ addon_id: paddle, quantity: 1 }],
    });
    await api('POST', `/v1/bookings/${next.id}/extend`, { new_return_date: '2026-07-12T16:00' });
    const canoe = (await api('POST', '/v1/fleet-items', { name: 'Canoe', price_full_day: 4000, tracking: 'units' })).id;
    for (const identifier of ['CA-1', 'CA-2', 'CA-3'])
      await api('POST', '/v1/units', { fleet_item_id: canoe, identifier });
    canoes = await confirmed({
      pickup_date: '2026-07-08T09:00',
      return_date: '2026-07-09T09:00',
      line_items: [{ fleet_item_id: canoe, quantity: 2 }],
    });
    cancelled = await confirmed({
      pickup_date: '2026-07-20T09:00',
      return_date: '2026-07-21T09:00',
      line_items: [{ fleet_item_id: canoe, quantity: 1 }],
    });
    await api('POST', `/v1/bookings/${cancelled.id}/cancel`, {});
    weekend = (
      await api('POST', '/v1/pricing/rules', {
        type: 'weekday',
        weekdays: [6, 7],
        adjustment_type: 'percent',
        adjustment_value: 10,
      })
    ).id;

    await page.goto(base);
    await signInWithKey(page, rig.testKey);
  }, 300_000);

  afterAll(async () => {
    await rig?.close();
  });

  it('the unit list\'s "Out on booking …" opens that booking (it led nowhere: a path under /catalog)', async () => {
    await page.goto(`${base}/catalog`);
    await page.getByRole('tab', { name: 'Units' }).click();
    const link = page.getByRole('link', { name: new RegExp(`^Out on (booking )?${gone.id}$`) });
    expect(await link.evaluate((a: HTMLAnchorElement) => new URL(a.href).pathname)).toBe(
      `/console/bookings/${gone.id}`,
    );
    await link.click();
    await page.getByRole('heading', { name: /Ada Lovelace Out/, level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/console/bookings/${gone.id}`);
  });

  it("a booking starting within a day warns that a late booking's item is not back", async () => {
    await open(next.id, 'Confirmed');
    const notBack = page.getByRole('note', { name: 'Items not back' });
    await notBack.waitFor({ timeout: 5000 });
    expect(await textOf(notBack)).toContain('Sea kayak is still out with Ada Lovelace, due back Tue, Jul 7, 5:00 PM.');
    await rig.scan('booking with items not back');
    await rig.shoot('booking-warnings');
  });

  it('a per-day add-on reads quantity × days, so quantity × days × price is its total', async () => {
    await open(next.id, 'Confirmed');
    // Four days (three booked, one extended) of a $5.00 paddle.
    const paddleRow = page.getByRole('row', { name: /Spare paddle/ });
    expect(await textOf(paddleRow.getByRole('cell').nth(0))).toBe('1 × 4 days');
    expect(await textOf(paddleRow.getByRole('cell').nth(1))).toBe('$5.00');
    expect(await textOf(paddleRow.getByRole('cell').nth(2))).toBe('$20.00');
  });

  it("adjustments read in the shop's time, not UTC instants", async () => {
    await open(next.id, 'Confirmed');
    const adjustments = page.getByRole('region', { name: 'Adjustment list' });
    await adjustments.getByText(/extended/).waitFor();
    expect(await textOf(adjustments)).toContain(
      'Return date extended from Sat, Jul 11, 4:00 PM to Sun, Jul 12, 4:00 PM',
    );
    expect(await textOf(adjustments)).not.toMatch(/\dT\d/);
  });

  it('the change log lists the extension', async () => {
    await open(next.id, 'Confirmed');
    const log = page.getByRole('region', { name: 'Change log' });
    await log.waitFor();
    expect(await textOf(log)).toContain('Return date extended from Sat, Jul 11, 4:00 PM to Sun, Jul 12, 4:00 PM');
    expect(await textOf(log)).not.toContain('No changes.');
  });

  it('picking up a booking that still owes says so first', async () => {
    await open(next.id, 'Confirmed');
    await page.getByRole('button', { name: 'Mark picked up' }).click();
    const pickup = page.getByRole('dialog', { name: 'Mark as picked up' });
    await pickup.getByRole('button', { name: 'Mark picked up' }).waitFor();
    expect(await pickup.getByRole('note').count()).toBe(1);
    expect(await textOf(pickup.getByRole('note'))).toMatch(/^Not paid: this booking still owes \$\d/);
    await rig.scan('pick up unpaid');
    await pickup.getByRole('button', { name: 'Not now' }).click();
    await pickup.waitFor({ state: 'detached' });
  });

  it("a refused pick-up names the item, not the line's id", async () => {
    await open(canoes.id, 'Confirmed');
    await page.getByRole('button', { name: 'Mark picked up' }).click();
    const pickup = page.getByRole('dialog', { name: 'Mark as picked up' });
    const units = pickup.getByRole('group', { name: 'Canoe: 2 units' });
    await units.getByRole('checkbox', { name: 'CA-1' }).press('Space');
    await pickup.getByRole('button', { name: 'Mark picked up' }).click();
    await units.locator('.field-error').waitFor();
    const said = await textOf(units.locator('.field-error'));
    expect(said).toBe('Canoe needs exactly 2 units named; 1 given.');
    expect(said).not.toMatch(/li_/);
    await pickup.getByRole('button', { name: 'Not now' }).click();
    await pickup.waitFor({ state: 'detached' });
  });

  it("a refused extension speaks of the new return date in the shop's time, not a field name and a UTC instant", async () => {
    await open(next.id, 'Confirmed');
    await page.getByRole('button', { name: 'Extend' }).click();
    const dialog = page.getByRole('dialog', { name: /Extend/ });
    const field = dialog.getByLabel('New return');
    await field.fill('2026-07-10T16:00');
    await dialog.getByRole('button', { name: 'Extend booking' }).click();
    await page.waitForFunction(
      () =>
        document.querySelector('[role=dialog] input[name=new_return_date]')?.getAttribute('aria-invalid') === 'true',
    );
    const said = await description(field);
    expect(said).toContain('The new return date must be after the current return date (Sun, Jul 12, 4:00 PM).');
    expect(said).not.toMatch(/new_return_date|\dT\d/);
    // Its hint says when the booking is due back now, in the same words.
    expect(said).toContain('Now due back Sun, Jul 12, 4:00 PM');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('a cancelled booking owes nothing', async () => {
    await open(cancelled.id, 'Cancelled');
    expect(await textOf(page.locator('.owed-row dt'))).toBe('Owed (cancelled)');
    expect(await textOf(page.getByRole('status', { name: 'Amount owed' }))).toBe('$0.00');
    expect(await page.locator('.owed-row.is-owing').count()).toBe(0);
    // Nor is it listed as owing among her bookings.
    await page.goto(`${base}/customers/cus_demo_ada`);
    const row = page.locator('main li', { hasText: cancelled.id });
    await row.waitFor();
    expect(await row.locator('.owed').count()).toBe(0);
  });

  it('a Saturday and Sunday rule is named a weekend rule, not "Weekdays"', async () => {
    await page.goto(`${base}/catalog`);
    await page.getByRole('tab', { name: 'Pricing rules' }).click();
    const row = page.getByRole('row', { name: new RegExp(weekend) });
    await row.waitFor();
    expect(await textOf(row.getByRole('rowheader'))).toMatch(/^Weekend/);
  });

  it('the customer picker lists each customer once', async () => {
    await page.goto(`${base}/planner`);
    const kayak = page.getByRole('group', { name: 'Touring kayak' });
    await kayak.getByRole('button', { name: /^Touring kayak, Fri, Jul 10: / }).click();
    await kayak.getByRole('button', { name: /^Touring kayak, Fri, Jul 10: / }).click();
    const dialog = page.getByRole('dialog', { name: 'New booking: Touring kayak' });
    // The field opens its whole list when it takes the focus.
    await dialog.getByRole('combobox', { name: 'Customer' }).click();
    const options = page.getByRole('listbox').getByRole('option');
    await options.first().waitFor();
    const names = await options.allTextContents();
    const customers = await api('GET', '/v1/customers?limit=100');
    expect(names.length).toBe(customers.data.length);
    expect(new Set(names).size).toBe(names.length);
    await page.keyboard.press('Escape');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  it("the planner's days are one tab stop: the arrow keys, Home and End move between them", async () => {
    await page.goto(`${base}/planner`);
    const grid = page.getByRole('region', { name: 'Fleet planner' });
    await grid.getByRole('button', { name: /Jul 8/ }).first().waitFor();
    expect(await grid.locator('button.cell').count()).toBeGreaterThan(7);
    expect(await grid.locator('button.cell:not([tabindex="-1"])').count()).toBe(1);
    // Today's cell of the first item is the stop; the keys move focus and the stop with it.
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
    await grid.locator('button.cell:not([tabindex="-1"])').focus();
    expect(await focused()).toMatch(/, Wed, Jul 8: /);
    await page.keyboard.press('ArrowRight');
    expect(await focused()).toMatch(/, Thu, Jul 9: /);
    const first = (await focused()).split(',')[0];
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toMatch(/, Thu, Jul 9: /);
    expect((await focused()).split(',')[0]).not.toBe(first);
    await page.keyboard.press('Home');
    expect(await focused()).toMatch(/, (Sun|Mon), Jul (5|6): /);
    await page.keyboard.press('End');
    expect(await focused()).toMatch(/, (Sat|Sun), Jul (11|12): /);
    expect(await grid.locator('button.cell:not([tabindex="-1"])').count()).toBe(1);
    // Tab leaves the days for what follows them, not the next day.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.classList.contains('cell') ?? false)).toBe(false);
    await rig.scan('planner keyboard');
    expect(rig.problems).toEqual([]);
  });
});
