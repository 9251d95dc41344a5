/**
 * The owner's and manager's tools in headless Chromium, against a live server on the demo: a manager
 * deletes catalog records after a confirmation that names them (a record deleted meanwhile from
 * elsewhere is told in words); the owner unlocks a member locked out by failed sign-ins; a staff
 * session switches to test mode, whose bookings the live shop never lists.
 */
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, HAVE_CHROMIUM } from '../../server/test/chromium.js';
import {
  type ConsoleRig,
  callApi,
  mainNav,
  STAFF_PASSWORD,
  signInAsStaff,
  signOutOfConsole,
  startConsoleWithStaff,
  textOf,
} from './browser.js';

if (!HAVE_CHROMIUM) console.log(`SKIPPED the console admin tests: ${CHROMIUM} is missing (apt-get install chromium)`);

/** Wednesday 8 July 2026, 10:30 in New York. */
const NOW = new Date('2026-07-08T14:30:00.000Z');

describe.skipIf(!HAVE_CHROMIUM)('deleting records, unlocking members and test mode in the console', () => {
  let rig: ConsoleRig;
  let page: Page;

  beforeAll(async () => {
    rig = await startConsoleWithStaff(NOW, [
      ['mia@example.com', 'Mia Manager', 'manager'],
      ['olga@example.com', 'Olga Owner', 'owner'],
      ['sam@example.com', 'Sam Counter', 'staff'],
      ['lee@example.com', 'Lee Locked', 'staff'],
    ]);
    page = rig.page;
  }, 240_000);

  afterAll(async () => {
    await rig?.close();
  });

  const live = (method: string, path: string, body?: unknown) => callApi(rig, rig.liveKey, method, path, body);
  const nav = () => mainNav(page);
  /** Whether the live API still has the record at `path`. */
  const exists = async (path: string) =>
    (await fetch(`${rig.server.url}${path}`, { headers: { authorization: `Bearer ${rig.liveKey}` } })).status !== 404;

  /** A fresh start on the sign-in screen, whatever an earlier test left signed in. */
  const signedOut = async () => {
    await rig.context.clearCookies();
    await page.goto(rig.base);
    await page.getByRole('heading', { name: 'Rentline console' }).waitFor();
  };

  /**
   * Deletes the record named `name` from its row: the confirmation names it, then it is gone, and the
   * focus is on the list's add button (`add`), not lost with the row.
   */
  const deleteFromRow = async (name: string, noun: string, add: string) => {
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Delete ${name}?` });
    await dialog.getByText(`The ${noun} ${name} is deleted for good.`, { exact: false }).waitFor();
    await dialog.getByRole('button', { name: `Delete ${noun}` }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: `Delete ${name}` }).waitFor({ state: 'detached' });
    await page.waitForFunction((label) => document.activeElement?.textContent === label, add);
  };

  it('a manager deletes an item, an add-on, a package, a coupon and a location, each confirmed by name; one already gone is said in words', async () => {
    const item = await live('POST', '/v1/fleet-items', { name: 'Old canoe', price_full_day: 3000 });
    const addon = await live('POST', '/v1/addons', { name: 'Old map', price: 200, pricing: 'per_item' });
    const pkg = await live('POST', '/v1/packages', {
      name: 'Old bundle',
      fleet_item_ids: [item.id],
      addon_ids: [addon.id],
      discount_type: 'percent',
      discount_value: 5,
    });
    const coupon = await live('POST', '/v1/coupons', { code: 'OLD5', discount_type: 'percent', discount_value: 5 });
    const pier = await live('POST', '/v1/locations', { name: 'Old pier', address: 'Pier 9' });

    await signInAsStaff(rig, 'mia@example.com');
    await page.getByText('Mia Manager').waitFor();
    await nav().getByRole('link', { name: 'Catalog' }).click();
    await page.getByRole('row', { name: /Old canoe/ }).waitFor();

    // Kept: the confirmation's other button leaves the record as it was.
    await page.getByRole('button', { name: 'Delete Old canoe' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Old canoe?' });
    expect(await textOf(confirm)).toMatch(/switch it off/);
    await rig.scan('delete confirmation');
    await rig.shoot('catalog-delete');
    await confirm.getByRole('button', { name: 'Keep it' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await exists(`/v1/fleet-items/${item.id}`)).toBe(true);

    // The package first: it lists the item and the add-on.
    await page.getByRole('tab', { name: 'Packages and coupons' }).click();
    await deleteFromRow('Old bundle', 'package', 'New package');
    await deleteFromRow('OLD5', 'coupon', 'New coupon');
    await page.getByRole('tab', { name: 'Fleet items' }).click();
    await deleteFromRow('Old canoe', 'fleet item', 'New item');
    await page.getByRole('tab', { name: 'Add-ons' }).click();
    await deleteFromRow('Old map', 'add-on', 'New add-on');
    for (const path of [
      `/v1/packages/${pkg.id}`,
      `/v1/coupons/${coupon.id}`,
      `/v1/fleet-items/${item.id}`,
      `/v1/addons/${addon.id}`,
    ])
      expect([path, await exists(path)]).toEqual([path, false]);

    // Deleted from elsewhere while this list still shows it: the API's 404 in the shop's words.
    await page.getByRole('tab', { name: 'Locations' }).click();
    await page.getByRole('row', { name: /Old pier/ }).waitFor();
    await live('DELETE', `/v1/locations/${pier.id}`);
    await page.getByRole('button', { name: 'Delete Old pier' }).click();
    const gone = page.getByRole('dialog', { name: 'Delete Old pier?' });
    await gone.getByRole('button', { name: 'Delete location' }).click();
    const said = await textOf(gone.getByRole('alert'));
    expect(said).toBe('Old pier was already deleted, from another screen or by someone else.');
    await rig.scan('delete refused');
    // Nothing is left to delete: the dialog offers only the way back.
    expect(await gone.getByRole('button', { name: 'Delete location' }).count()).toBe(0);
    await gone.getByRole('button', { name: 'Back to the list' }).click();
    // The list is read again: the row is gone with it.
    await page.getByRole('row', { name: /Old pier/ }).waitFor({ state: 'detached' });
    await signOutOfConsole(page);
  });

  it('ten failed sign-ins lock a member; the owner unlocks them in the console, and they sign in', async () => {
    const tenant = (await live('GET', '/v1/tenant')).id;
    const attempt = (password: string) =>
      fetch(`${rig.server.url}/console/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: rig.server.url },
        body: JSON.stringify({ tenant_id: tenant, email: 'lee@example.com', password }),
      });
    await signedOut();
    for (let i = 0; i < 10; i++) expect((await attempt('not the password at all')).status).toBe(401);
    // Locked: even the right password is refused now.
    expect((await attempt(STAFF_PASSWORD)).status).toBe(429);
    await signInAsStaff(rig, 'lee@example.com');
    await page.getByRole('alert').filter({ hasText: 'Too many failed sign-ins' }).waitFor();

    await signInAsStaff(rig, 'olga@example.com');
    await page.getByText('Olga Owner').waitFor();
    await nav().getByRole('link', { name: 'Staff' }).click();
    await page.getByRole('button', { name: 'Unlock Lee Locked' }).click();
    const result = page.getByRole('status').filter({ hasText: 'Lee Locked can sign in again' });
    await result.waitFor();
    expect(await textOf(result)).toBe(
      'Lee Locked can sign in again: the failed sign-ins are forgotten. Their password is unchanged.',
    );
    await rig.scan('staff unlocked');
    await rig.shoot('staff-unlocked');
    await signOutOfConsole(page);

    await signedOut();
    await signInAsStaff(rig, 'lee@example.com');
    await page.getByText('Lee Locked').waitFor();
    await page.getByRole('heading', { name: 'Today', level: 1 }).waitFor();
    await signOutOfConsole(page);
  });

  it('a staff session switched to test mode says so on every screen, sends it with every call, and its booking is not listed live', async () => {
    const modes: string[] = [];
    const collect = (r: Request) => {
      if (new URL(r.url()).pathname.startsWith('/v1/')) modes.push(r.headers()['rentline-mode'] ?? 'live');
    };
    await signedOut();
    await signInAsStaff(rig, 'sam@example.com');
    await page.getByText('Sam Counter').waitFor();
    const toggle = page.getByRole('switch', { name: 'Test mode' });
    expect(await toggle.isChecked()).toBe(false);
    await page.getByText('LIVE', { exact: true }).waitFor();

    page.on('request', collect);
    await toggle.press('Space');
    const banner = page.getByRole('note', { name: 'Test mode' });
    await banner.waitFor();
    expect(await textOf(banner)).toMatch(/^Test mode: practice bookings, customers and payments/);
    expect(await page.getByText('LIVE', { exact: true }).count()).toBe(0);
    await rig.scan('test mode');

    await nav().getByRole('link', { name: 'Planner' }).click();
    await page.getByRole('heading', { name: 'Jul 6 – 12, 2026' }).waitFor();
    const kayak = page.getByRole('group', { name: 'Touring kayak' });
    await kayak.getByRole('button', { name: /^Touring kayak, Fri, Jul 10: \d+ free/ }).click();
    await kayak.getByRole('button', { name: /^Touring kayak, Sun, Jul 12: \d+ free/ }).click();
    const dialog = page.getByRole('dialog', { name: 'New booking: Touring kayak' });
    await dialog.getByRole('combobox', { name: 'Customer' }).fill('Ada');
    await page.getByRole('option', { name: /Ada Lovelace/ }).click();
    await dialog.getByRole('status', { name: 'Quote total' }).waitFor();
    await dialog.getByRole('button', { name: 'Create booking' }).click();
    await page.getByRole('heading', { name: /Ada Lovelace/, level: 1 }).waitFor();
    const booking = (await textOf(page.getByText(/^Booking bk_/))).replace('Booking ', '');
    await banner.waitFor();
    await rig.shoot('test-mode-booking');
    page.off('request', collect);
    expect(modes.length).toBeGreaterThan(5);
    expect(new Set(modes)).toEqual(new Set(['test']));
    // Made in test mode: the test key finds it, the live key does not.
    expect((await callApi(rig, rig.testKey, 'GET', `/v1/bookings/${booking}`)).id).toBe(booking);
    expect(await exists(`/v1/bookings/${booking}`)).toBe(false);

    const search = async () => {
      await page.getByRole('searchbox', { name: 'Search bookings' }).fill(booking);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.getByRole('heading', { name: 'Bookings', level: 1 }).waitFor();
    };
    await search();
    await page.locator('main .booking-id', { hasText: booking }).waitFor();
    await page.getByRole('switch', { name: 'Test mode' }).press('Space');
    await page.getByText('LIVE', { exact: true }).waitFor();
    expect(await page.getByRole('note', { name: 'Test mode' }).count()).toBe(0);
    await search();
    await page.getByRole('status').filter({ hasText: 'No booking matches.' }).waitFor();
    expect(await page.locator('main .booking-id', { hasText: booking }).count()).toBe(0);
    // The choice is kept in memory only: nothing stored, nothing in the address.
    expect(
      await page.evaluate(() => [sessionStorage.length, localStorage.length, location.href.includes('mode')]),
    ).toEqual([0, 0, false]);
    await signOutOfConsole(page);
  });

  it('reports no console error, page error or request to another origin', () => {
    expect(rig.problems).toEqual([]);
  });
});
