/**
 * The catalog and pricing in headless Chromium, against a live server on the demo: why a new
 * booking's price is what it is and the price of each start date; pricing rules, rate plans, the
 * shop schedule and weekday rules, each refused beside the field at fault, then saved and shown in
 * the planner's quotes. The clock is fixed on a Wednesday morning in the shop (America/New_York);
 * the browser runs in Auckland's time zone.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, HAVE_CHROMIUM } from '../../server/test/chromium.js';
import { parseMoney } from '../src/lib/money.js';
import { type ConsoleRig, callApi, description, SHOTS, signInWithKey, startConsole, textOf } from './browser.js';

if (!HAVE_CHROMIUM) console.log(`SKIPPED the console catalog tests: ${CHROMIUM} is missing (apt-get install chromium)`);

/** Wednesday 8 July 2026, 10:30 in New York. */
const NOW = new Date('2026-07-08T14:30:00.000Z');

describe.skipIf(!HAVE_CHROMIUM)('the catalog and pricing in the console', () => {
  let rig: ConsoleRig;
  let page: Page;

  beforeAll(async () => {
    rig = await startConsole(NOW);
    page = rig.page;
    await page.goto(rig.base);
    await signInWithKey(page, rig.testKey);
  }, 240_000);

  afterAll(async () => {
    await rig?.close();
  });

  const scan = (screen: string) => rig.scan(screen);
  const shoot = (name: string) => rig.shoot(name);

  const api = (method: string, path: string, body?: unknown) => callApi(rig, rig.testKey, method, path, body);

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
    const weekend = 'Weekend +25 % (Sat, Sun)';
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
    await dialog.getByText('The last day must not be before the first day.').waitFor();
    expect(await last.getAttribute('aria-invalid')).toBe('true');
    expect(await description(last)).toContain('The last day must not be before the first day.');
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
    const rules = await api('GET', '/v1/pricing/rules?active=false');
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

  it('reports no console error, page error or request to another origin', () => {
    expect(rig.problems).toEqual([]);
  });
});
