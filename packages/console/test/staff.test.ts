/**
 * The back office in headless Chromium, against a live server on the demo: finding bookings by part
 * of a name from the search box on any screen, the bookings list's filters, the customers list and a
 * customer's page; a staff member's sign-in (an HttpOnly session the page never reads), what their
 * role lets them do, and signing out.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, HAVE_CHROMIUM } from '../../server/test/chromium.js';
import {
  type ConsoleRig,
  callApi,
  joinStaff,
  signInAsStaff,
  signInWithKey,
  signOutOfConsole,
  startConsole,
  textOf,
} from './browser.js';

if (!HAVE_CHROMIUM)
  console.log(`SKIPPED the console back-office tests: ${CHROMIUM} is missing (apt-get install chromium)`);

/** Wednesday 8 July 2026, 10:30 in New York. */
const NOW = new Date('2026-07-08T14:30:00.000Z');

describe.skipIf(!HAVE_CHROMIUM)('the back office in the console', () => {
  let rig: ConsoleRig;
  let page: Page;
  let base: string;
  let testKey: string;
  let liveKey: string;

  beforeAll(async () => {
    rig = await startConsole(NOW);
    ({ page, base, testKey, liveKey } = rig);
    await page.goto(base);
    await signInWithKey(page, testKey);
  }, 240_000);

  afterAll(async () => {
    await rig?.close();
  });

  const scan = (screen: string) => rig.scan(screen);
  const shoot = (name: string) => rig.shoot(name);

  const api = (method: string, path: string, body?: unknown) => callApi(rig, testKey, method, path, body);

  /** The API with the live key: a staff session acts in live mode, so its world is arranged there. */
  const live = (method: string, path: string, body?: unknown) => callApi(rig, liveKey, method, path, body);

  const join = (email: string, name: string, role: 'staff' | 'manager' | 'owner') => joinStaff(rig, email, name, role);
  const signIn = (email: string) => signInAsStaff(rig, email);
  const signOut = () => signOutOfConsole(page);

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
    const bike = (await live('POST', '/v1/fleet-items', { name: 'Cargo bike', price_full_day: 6000 })).id;
    const who = (await live('POST', '/v1/customers', { name: 'Margarethe Østergaard', email: 'm@example.com' })).id;
    const booking = await live('POST', '/v1/bookings', {
      customer_id: who,
      pickup_date: '2026-07-08T11:00',
      return_date: '2026-07-09T11:00',
      line_items: [{ fleet_item_id: bike, quantity: 1 }],
    });
    await live('PATCH', `/v1/bookings/${booking.id}`, { status: 'confirmed' });
    const member = await join('sam@example.com', 'Sam Counter', 'staff');

    // Signed out of the key the earlier tests used (it is kept in this tab).
    await page.evaluate(() => sessionStorage.clear());
    await page.goto(`${base}/`);
    await signIn('sam@example.com');
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
  });

  it('offers each role only what it may do: no refund for staff; a manager refunds and keeps the schedule, not the late fees', async () => {
    const bike = (await live('POST', '/v1/fleet-items', { name: 'Tandem', price_full_day: 8000 })).id;
    const who = (await live('POST', '/v1/customers', { name: 'Ines Varga' })).id;
    const booking = await live('POST', '/v1/bookings', {
      customer_id: who,
      pickup_date: '2026-07-09T10:00',
      return_date: '2026-07-10T10:00',
      line_items: [{ fleet_item_id: bike, quantity: 1 }],
    });
    await live('POST', `/v1/bookings/${booking.id}/payments`, { amount: 1000, method: 'cash' });
    await join('mia@example.com', 'Mia Manager', 'manager');
    const open = async () => {
      await page.goto(`${base}/bookings/${booking.id}`);
      // A payment confirms a pending booking.
      await page.getByRole('heading', { name: /Ines Varga Confirmed/, level: 1 }).waitFor();
      // Loaded: the actions staff may take are there.
      await page.getByRole('button', { name: 'Record payment' }).waitFor();
    };

    // With the live key, which may do everything, the refund is offered: the booking allows one.
    await page.evaluate(() => sessionStorage.clear());
    await page.goto(`${base}/`);
    await signInWithKey(page, liveKey);
    await open();
    expect(await page.getByRole('button', { name: 'Refund' }).count()).toBe(1);
    await signOut();

    await signIn('sam@example.com');
    await page.getByText('Sam Counter').waitFor();
    await open();
    expect(await page.getByRole('button', { name: 'Refund' }).count()).toBe(0);
    await signOut();

    await signIn('mia@example.com');
    await page.getByText('Mia Manager').waitFor();
    await open();
    expect(await page.getByRole('button', { name: 'Refund' }).count()).toBe(1);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Catalog' }).click();
    await page.getByRole('tab', { name: 'Late fees' }).click();
    const lateFees = page.getByRole('region', { name: 'Late returns' });
    expect(await textOf(lateFees.getByRole('note'))).toBe('Only the owner can change the late-fee policy.');
    expect(await lateFees.getByRole('button', { name: 'Save late fees' }).count()).toBe(0);
    expect(await lateFees.getByRole('switch', { name: 'Charge a late fee' }).isDisabled()).toBe(true);
    await scan('late fees for a manager');
    await page.getByRole('tab', { name: 'Shop schedule' }).click();
    await page.getByRole('button', { name: 'Save schedule' }).waitFor();
    await signOut();
  });

  it('reports no console error, page error or request to another origin', () => {
    expect(rig.problems).toEqual([]);
  });
});
