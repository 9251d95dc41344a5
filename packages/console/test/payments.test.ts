/**
 * Payments at the counter in headless Chromium, with the built-in test provider: a card declined then
 * paid, the deposit held (its state and deadline on the booking), picked up and returned with a
 * cracked paddle, part of the deposit captured (too much refused beside the amount), part of the
 * rental refunded; another booking's deposit held and released. Every screen axe-clean at 1280 and
 * 390 px; the API agrees with what the page shows.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, HAVE_CHROMIUM } from '../../server/test/chromium.js';
import { parseMoney } from '../src/lib/money.js';
import { type ConsoleRig, description, startConsole, textOf } from './browser.js';

if (!HAVE_CHROMIUM) console.log(`SKIPPED the console payment tests: ${CHROMIUM} is missing (apt-get install chromium)`);

/** Wednesday 8 July 2026, 10:30 in New York. */
const NOW = new Date('2026-07-08T14:30:00.000Z');

describe.skipIf(!HAVE_CHROMIUM)('payments and deposits in the console', () => {
  let rig: ConsoleRig;
  let page: Page;
  const api = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${rig.server.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${rig.testKey}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const json = await res.json();
    expect(res.status, JSON.stringify(json)).toBeLessThan(300);
    return json;
  };
  /** A kayak for a day from this morning (its deposit: 200.00), pending. */
  const kayakToday = async () =>
    (
      await api('POST', '/v1/bookings', {
        customer_id: 'cus_demo_ada',
        pickup_date: '2026-07-08T10:00',
        return_date: '2026-07-09T10:00',
        line_items: [{ fleet_item_id: 'fi_demo_kayak' }],
      })
    ).id as string;
  let booking: string;

  beforeAll(async () => {
    rig = await startConsole(NOW);
    page = rig.page;
    await api('PATCH', '/v1/tenant', { payments: { provider: 'test' } });
    booking = await kayakToday();
    await page.goto(rig.base);
    await page.getByLabel('API key').fill(rig.testKey);
    await page.getByRole('button', { name: 'Sign in with key' }).click();
    await page.getByRole('heading', { name: 'Today', level: 1 }).waitFor();
  }, 240_000);

  afterAll(async () => {
    await rig?.close();
  });

  const deposit = () => page.getByRole('region', { name: /^Deposit/ });
  const owed = () => page.getByRole('status', { name: 'Amount owed' });

  it('a declined card is refused beside the card with the provider’s message; another card pays', async () => {
    await page.goto(`${rig.base}/bookings/${booking}`);
    await page.getByRole('heading', { name: 'Ada Lovelace Pending', level: 1 }).waitFor();
    expect(await textOf(deposit().getByRole('heading'))).toBe('Deposit Not held');
    await deposit().getByText('$200.00').waitFor();

    await page.getByRole('button', { name: 'Take card payment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Take a card payment' });
    await dialog.getByRole('button', { name: /Card/ }).click();
    await page.getByRole('option', { name: 'Visa (declined)' }).click();
    await dialog.getByRole('button', { name: 'Take payment' }).click();
    await dialog.getByText('Your card was declined.').waitFor();
    await page.waitForFunction(
      () =>
        document.querySelector('[role=dialog] [name=payment_method]')?.closest('.field')?.querySelector('.field-error')
          ?.textContent !== '',
    );
    await rig.scan('card declined');
    await rig.shoot('card-declined');
    // Nothing was taken.
    expect(await api('GET', `/v1/bookings/${booking}`)).toMatchObject({ status: 'pending', amount_paid: 0 });

    await dialog.getByRole('button', { name: /Card/ }).click();
    await page.getByRole('option', { name: 'Visa (pays)' }).click();
    await dialog.getByRole('button', { name: 'Take payment' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Ada Lovelace Confirmed', level: 1 }).waitFor();
    expect(await textOf(owed())).toBe('$0.00');
    const paid = await api('GET', `/v1/bookings/${booking}`);
    expect(paid.payments).toHaveLength(1);
    expect(paid.payments[0]).toMatchObject({ method: 'card', amount: paid.total });
    // One intent: the declined card's was confirmed again, not a second one.
    expect(paid.payment_intents.map((i: { status: string }) => i.status)).toEqual(['succeeded']);
  });

  it('holds the deposit: the booking shows it held and the deadline to capture it', async () => {
    await page.getByRole('button', { name: 'Hold deposit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Hold the deposit' });
    await dialog.getByText(/Hold \$200\.00 on the card/).waitFor();
    await dialog.getByRole('button', { name: 'Hold deposit' }).click();
    await dialog.waitFor({ state: 'detached' });
    await deposit().getByText('Held', { exact: true }).waitFor();
    // Seven days from now in the shop's time (the browser is in Auckland).
    expect(await textOf(deposit().getByRole('status', { name: 'Deposit deadline' }))).toMatch(
      /^Wed, Jul 15, 10:3\d AM$/,
    );
    const api_ = await api('GET', `/v1/bookings/${booking}`);
    expect(api_.deposit).toMatchObject({ status: 'authorized', amount_authorized: 20000, amount_captured: 0 });
    expect(await page.getByRole('button', { name: 'Hold deposit' }).count()).toBe(0);
    await rig.scan('deposit held');
    await rig.shoot('deposit-held');
  });

  it('captures part of the deposit at a damaged return: too much is refused beside the amount; the total grows, nothing more is owed', async () => {
    await page.getByRole('button', { name: 'Mark picked up' }).click();
    const pickup = page.getByRole('dialog', { name: 'Mark as picked up' });
    await pickup.getByRole('button', { name: 'Mark picked up' }).click();
    await pickup.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Ada Lovelace Out', level: 1 }).waitFor();
    // Damage is found at the return: no capture before it.
    expect(await page.getByRole('button', { name: 'Capture deposit' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Mark returned' }).click();
    const ret = page.getByRole('dialog', { name: 'Mark as returned' });
    await ret.getByRole('button', { name: 'Mark returned' }).click();
    await ret.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Ada Lovelace Returned', level: 1 }).waitFor();
    const totalBefore = parseMoney(await textOf(page.getByRole('status', { name: 'Booking total' })));

    await page.getByRole('button', { name: 'Capture deposit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Capture the deposit' });
    const amount = dialog.getByRole('textbox', { name: 'Amount to capture' });
    expect(await amount.inputValue()).toBe('200.00');
    await amount.fill('300.00');
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Cracked paddle');
    await dialog.getByRole('button', { name: 'Capture' }).click();
    await dialog.getByText(/amount must be at most the amount authorized/).waitFor();
    expect(await amount.getAttribute('aria-invalid')).toBe('true');
    expect(await description(amount)).toContain('amount must be at most the amount authorized (20000).');
    await rig.scan('capture refused');
    await rig.shoot('capture');
    await amount.fill('45.00');
    await dialog.getByRole('button', { name: 'Capture' }).click();
    await dialog.waitFor({ state: 'detached' });
    await deposit().getByText('Captured', { exact: true }).first().waitFor();
    expect(parseMoney(await textOf(page.getByRole('status', { name: 'Booking total' })))).toBe(
      (totalBefore ?? 0) + 4500,
    );
    expect(await textOf(owed())).toBe('$0.00');
    await page.getByRole('region', { name: 'Adjustments' }).getByText('Cracked paddle').waitFor();
    expect(await page.getByRole('region', { name: 'Payments' }).getByRole('row').count()).toBe(3);
    const after = await api('GET', `/v1/bookings/${booking}`);
    expect(after).toMatchObject({ amount_owed: 0, deposit: { status: 'captured', amount_captured: 4500 } });
    expect(after.adjustments.at(-1)).toMatchObject({ type: 'deposit_capture', amount: 4500 });
    await rig.scan('deposit captured');
  });

  it('refunds part of the rental: listed with the booking, and owed again', async () => {
    await page.getByRole('button', { name: 'Refund' }).click();
    const dialog = page.getByRole('dialog', { name: 'Refund a payment' });
    const amount = dialog.getByRole('textbox', { name: 'Amount to refund' });
    await amount.fill('20.00');
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Back early');
    await rig.scan('refund');
    await dialog.getByRole('button', { name: 'Refund' }).click();
    await dialog.waitFor({ state: 'detached' });
    const refunds = page.getByRole('region', { name: 'Refunds' });
    await refunds.getByText('Back early').waitFor();
    await owed().filter({ hasText: '$20.00' }).waitFor();
    const after = await api('GET', `/v1/bookings/${booking}`);
    expect(after.refunds).toHaveLength(1);
    expect(after.refunds[0]).toMatchObject({ amount: 2000, status: 'succeeded', provider: 'test' });
    expect(after.amount_owed).toBe(2000);
    await rig.shoot('refunded');
  });

  it("releases another booking's deposit", async () => {
    const other = await kayakToday();
    await page.goto(`${rig.base}/bookings/${other}`);
    await page.getByRole('heading', { name: 'Ada Lovelace Pending', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Hold deposit' }).click();
    const hold = page.getByRole('dialog', { name: 'Hold the deposit' });
    await hold.getByRole('button', { name: 'Hold deposit' }).click();
    await hold.waitFor({ state: 'detached' });
    await deposit().getByText('Held', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Release deposit' }).click();
    const release = page.getByRole('dialog', { name: 'Release the deposit' });
    await rig.scan('release');
    await release.getByRole('button', { name: 'Release deposit' }).click();
    await release.waitFor({ state: 'detached' });
    await deposit().getByText('Released', { exact: true }).first().waitFor();
    expect(await deposit().getByRole('status', { name: 'Deposit deadline' }).count()).toBe(0);
    expect((await api('GET', `/v1/bookings/${other}`)).deposit.status).toBe('released');
    await rig.shoot('deposit-released');
    expect(rig.problems).toEqual([]);
  });
});
