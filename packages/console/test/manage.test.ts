/**
 * Editing the catalog and managing staff in headless Chromium, against a live server on the demo,
 * each as the role the API lets do it: a manager creates fleet items with their numbered units, an
 * add-on, a package, a coupon and a location (each then read back through the API, with the live key:
 * a staff session acts in live mode); the owner invites a member (the link shown once works), changes
 * their role and disables them; staff see neither staff management nor the catalog's editors.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, HAVE_CHROMIUM } from '../../server/test/chromium.js';
import {
  type ConsoleRig,
  callApi,
  description,
  mainNav,
  setStaffPassword,
  signInAsStaff,
  signInWithKey,
  signOutOfConsole,
  startConsoleWithStaff,
  textOf,
} from './browser.js';

if (!HAVE_CHROMIUM)
  console.log(`SKIPPED the console management tests: ${CHROMIUM} is missing (apt-get install chromium)`);

/** Wednesday 8 July 2026, 10:30 in New York. */
const NOW = new Date('2026-07-08T14:30:00.000Z');

describe.skipIf(!HAVE_CHROMIUM)('catalog editing and staff management in the console', () => {
  let rig: ConsoleRig;
  let page: Page;

  beforeAll(async () => {
    rig = await startConsoleWithStaff(NOW, [
      ['mia@example.com', 'Mia Manager', 'manager'],
      ['olga@example.com', 'Olga Owner', 'owner'],
      ['sam@example.com', 'Sam Counter', 'staff'],
    ]);
    page = rig.page;
  }, 240_000);

  afterAll(async () => {
    await rig?.close();
  });

  const live = (method: string, path: string, body?: unknown) => callApi(rig, rig.liveKey, method, path, body);
  const nav = () => mainNav(page);
  const itemNamed = async (name: string) =>
    (await live('GET', '/v1/fleet-items?limit=100')).data.filter((i: { name: string }) => i.name === name);
  const unitsOf = async (id: string) =>
    (await live('GET', `/v1/units?fleet_item_id=${id}&limit=100`)).data.map(
      (u: { identifier: string }) => u.identifier,
    );
  /** Waits until the dialog's field named `name` is marked invalid, and answers what it says. */
  const refusal = async (name: string) => {
    await page.waitForFunction(
      (n) => document.querySelector(`[role=dialog] [name="${n}"]`)?.getAttribute('aria-invalid') === 'true',
      name,
    );
    return description(page.locator(`[role=dialog] [name="${name}"]`));
  };

  it('a manager creates a fleet item with numbered units; a refused unit leaves the item saved once, and the rest are added', async () => {
    await signInAsStaff(rig, 'mia@example.com');
    await page.getByText('Mia Manager').waitFor();
    expect(await nav().getByRole('link', { name: 'Staff' }).count()).toBe(0);
    await nav().getByRole('link', { name: 'Catalog' }).click();
    await page.getByRole('tab', { name: 'Fleet items' }).click();
    await page.getByRole('button', { name: 'New item' }).click();
    const dialog = page.getByRole('dialog', { name: 'New fleet item' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Sea kayak');
    const day = dialog.getByRole('textbox', { name: 'Day', exact: true });
    await day.fill('45,5x');
    await dialog.getByRole('button', { name: /Counted as$/ }).click();
    await page.getByRole('option', { name: /^Numbered units/ }).click();
    await dialog.getByRole('textbox', { name: 'Numbered units' }).fill('SK-1, SK-2');
    await dialog.getByRole('button', { name: 'Create item' }).click();
    expect(await refusal('price_full_day')).toContain('Enter an amount such as 25.00.');
    expect(await itemNamed('Sea kayak')).toEqual([]);
    await day.fill('45.00');
    await dialog.getByRole('textbox', { name: 'Deposit' }).fill('150');
    await rig.scan('new fleet item');
    await rig.shoot('catalog-new-item');
    await dialog.getByRole('button', { name: 'Create item' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('row', { name: /Sea kayak/ }).waitFor();

    const [kayak] = await itemNamed('Sea kayak');
    expect(kayak).toMatchObject({ tracking: 'units', quantity: 2, price_full_day: 4500, deposit_amount: 15000 });
    expect((await unitsOf(kayak.id)).sort()).toEqual(['SK-1', 'SK-2']);

    // SK-1 is the kayak's: the canoe is saved, C-1 too, SK-1 refused beside the units in the shop's words.
    await page.getByRole('button', { name: 'New item' }).click();
    const canoe = page.getByRole('dialog', { name: 'New fleet item' });
    await canoe.getByRole('textbox', { name: 'Name' }).fill('Canoe');
    await canoe.getByRole('textbox', { name: 'Day', exact: true }).fill('60');
    await canoe.getByRole('button', { name: /Counted as$/ }).click();
    await page.getByRole('option', { name: /^Numbered units/ }).click();
    await canoe.getByRole('textbox', { name: 'Numbered units' }).fill('C-1, SK-1, C-2');
    await canoe.getByRole('button', { name: 'Create item' }).click();
    const said = await refusal('unit_identifiers');
    expect(said).toMatch(/Canoe is saved; C-1 added; SK-1: A unit with identifier 'SK-1' already exists/);
    expect(said).not.toMatch(/unit_|fleet_item_id/);
    expect(await canoe.getByRole('textbox', { name: 'Numbered units' }).inputValue()).toBe('SK-1, C-2');
    await rig.scan('a refused unit');
    await canoe.getByRole('textbox', { name: 'Numbered units' }).fill('C-2');
    await canoe.getByRole('button', { name: 'Create item' }).click();
    await canoe.waitFor({ state: 'detached' });
    const canoes = await itemNamed('Canoe');
    expect(canoes).toHaveLength(1);
    expect((await unitsOf(canoes[0].id)).sort()).toEqual(['C-1', 'C-2']);

    // Editing adds a third unit to the kayak and changes its name.
    await page.getByRole('button', { name: 'Edit Sea kayak' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Sea kayak' });
    expect(await edit.getByRole('textbox', { name: 'Day', exact: true }).inputValue()).toBe('45.00');
    await edit.getByRole('textbox', { name: 'Name' }).fill('Sea kayak, single');
    await edit.getByRole('textbox', { name: 'Add numbered units' }).fill('SK-3');
    await edit.getByRole('button', { name: 'Save item' }).click();
    await edit.waitFor({ state: 'detached' });
    const [renamed] = await itemNamed('Sea kayak, single');
    expect(renamed).toMatchObject({ id: kayak.id, quantity: 3 });
  });

  it('a manager creates a coupon (a percent over 100 refused beside it), an add-on, a package and a location', async () => {
    const [kayak] = await itemNamed('Sea kayak, single');
    await page.getByRole('tab', { name: 'Packages and coupons' }).click();
    await page.getByRole('button', { name: 'New coupon' }).click();
    const dialog = page.getByRole('dialog', { name: 'New coupon' });
    await dialog.getByRole('textbox', { name: 'Code' }).fill('PADDLE15');
    await dialog.getByRole('textbox', { name: 'Percent off' }).fill('150');
    await dialog.getByLabel('Valid until').fill('2026-09-30');
    await dialog.getByRole('textbox', { name: 'Times it may be used' }).fill('50');
    await dialog.getByRole('checkbox', { name: 'Sea kayak, single' }).check({ force: true });
    await dialog.getByRole('button', { name: 'Create coupon' }).click();
    expect(await refusal('discount_value')).toMatch(/100/);
    await rig.scan('new coupon refused');
    await dialog.getByRole('textbox', { name: 'Percent off' }).fill('15');
    // Enter in a field submits, as in any form.
    await dialog.getByRole('textbox', { name: 'Percent off' }).press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('PADDLE15').waitFor();
    const coupons = (await live('GET', '/v1/coupons?limit=100')).data.filter((c: { code: string }) =>
      /^paddle15$/i.test(c.code),
    );
    expect(coupons).toHaveLength(1);
    expect(coupons[0]).toMatchObject({
      discount_type: 'percent',
      discount_value: 15,
      max_redemptions: 50,
      fleet_item_ids: [kayak.id],
    });
    // The last day counts whole, in the shop's time (New York, 4 hours behind UTC in September).
    expect(coupons[0].valid_until).toMatch(/^2026-10-01T03:59:59/);

    await page.getByRole('tab', { name: 'Add-ons' }).click();
    await page.getByRole('button', { name: 'New add-on' }).click();
    const addon = page.getByRole('dialog', { name: 'New add-on' });
    await addon.getByRole('textbox', { name: 'Name' }).fill('Dry bag');
    await addon.getByRole('textbox', { name: 'Price (USD)' }).fill('4.50');
    await addon.getByRole('button', { name: /Charged$/ }).click();
    await page.getByRole('option', { name: 'Per day' }).click();
    await addon.getByRole('button', { name: 'Create add-on' }).click();
    await addon.waitFor({ state: 'detached' });
    const bag = (await live('GET', '/v1/addons?limit=100')).data.find((a: { name: string }) => a.name === 'Dry bag');
    expect(bag).toMatchObject({ price: 450, pricing: 'per_day', active: true });

    await page.getByRole('tab', { name: 'Packages and coupons' }).click();
    await page.getByRole('button', { name: 'New package' }).click();
    const pkg = page.getByRole('dialog', { name: 'New package' });
    await pkg.getByRole('textbox', { name: 'Name' }).fill('Paddle day');
    await pkg.getByRole('checkbox', { name: 'Sea kayak, single' }).check({ force: true });
    await pkg.getByRole('checkbox', { name: 'Dry bag' }).check({ force: true });
    await pkg.getByRole('button', { name: /Discount$/ }).click();
    await page.getByRole('option', { name: /^An amount/ }).click();
    await pkg.getByRole('textbox', { name: 'Amount off' }).fill('5.00');
    await pkg.getByRole('button', { name: 'Create package' }).click();
    await pkg.waitFor({ state: 'detached' });
    await page.getByText('Paddle day').waitFor();
    const packages = (await live('GET', '/v1/packages?limit=100')).data;
    expect(packages.find((p: { name: string }) => p.name === 'Paddle day')).toMatchObject({
      fleet_item_ids: [kayak.id],
      addon_ids: [bag.id],
      discount_type: 'dollar',
      discount_value: 500,
    });

    await page.getByRole('tab', { name: 'Locations' }).click();
    await page.getByRole('button', { name: 'New location' }).click();
    const place = page.getByRole('dialog', { name: 'New location' });
    await place.getByRole('textbox', { name: 'Name' }).fill('Boat shed');
    await place.getByRole('textbox', { name: 'Time zone' }).fill('Mars/Olympus');
    await place.getByRole('button', { name: 'Create location' }).click();
    expect(await refusal('timezone')).not.toBe('');
    await place.getByRole('textbox', { name: 'Time zone' }).fill('');
    await place.getByRole('textbox', { name: 'Address' }).fill('Pier 4');
    await place.getByRole('button', { name: 'Create location' }).click();
    await place.waitFor({ state: 'detached' });
    await page.getByRole('row', { name: /Boat shed/ }).waitFor();
    const locations = (await live('GET', '/v1/locations?limit=100')).data;
    expect(locations.find((l: { name: string }) => l.name === 'Boat shed')).toMatchObject({
      address: 'Pier 4',
      timezone: null,
    });
    await rig.shoot('catalog-locations');
    await signOutOfConsole(page);
  });

  it('the owner invites a member (the link, shown once, sets a password), changes their role and disables them', async () => {
    await signInAsStaff(rig, 'olga@example.com');
    await page.getByText('Olga Owner').waitFor();
    await nav().getByRole('link', { name: 'Staff' }).click();
    await page.getByRole('heading', { name: 'Staff', level: 1 }).waitFor();
    await page.getByRole('row', { name: /Sam Counter/ }).waitFor();
    await page.getByRole('button', { name: 'Invite a member' }).click();
    const invite = page.getByRole('dialog', { name: 'Invite a member' });
    await invite.getByRole('textbox', { name: 'Name' }).fill('Nia Newcomer');
    // Sam's email, in other letters: taken.
    await invite.getByRole('textbox', { name: 'Email' }).fill('SAM@example.com');
    await invite.getByRole('button', { name: 'Invite' }).click();
    expect(await refusal('email')).toMatch(/already exists/);
    await invite.getByRole('textbox', { name: 'Email' }).fill('nia@example.com');
    await invite.getByRole('button', { name: 'Invite' }).click();
    const shown = page.getByRole('dialog', { name: 'Invitation for Nia Newcomer' });
    const link = await shown.getByRole('textbox', { name: 'Invitation link' }).inputValue();
    expect(link).toMatch(/\/console\/invite\?tenant=ten_[^#]+#.{16,}$/);
    await rig.scan('invitation link');
    await rig.shoot('staff-invitation');
    await shown.getByRole('button', { name: 'Done' }).click();
    await shown.waitFor({ state: 'detached' });
    // Shown once: nothing on the page holds it any more, and the link is the one that works.
    expect(await page.content()).not.toContain(link.split('#')[1]);
    await setStaffPassword(rig, link.split('#')[1] ?? '');

    await page.getByRole('button', { name: 'Edit Nia Newcomer' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Nia Newcomer' });
    await edit.getByRole('button', { name: /Role$/ }).click();
    await page.getByRole('option', { name: /^Manager/ }).click();
    await edit.getByRole('button', { name: 'Save member' }).click();
    await edit.waitFor({ state: 'detached' });
    await page.getByRole('row', { name: /Nia Newcomer.*Manager/ }).waitFor();
    const nia = () =>
      live('GET', '/v1/staff?limit=100').then((r) =>
        r.data.find((m: { email: string }) => m.email === 'nia@example.com'),
      );
    expect(await nia()).toMatchObject({ name: 'Nia Newcomer', role: 'manager', active: true });

    await page.getByRole('button', { name: 'Edit Nia Newcomer' }).click();
    await page.getByRole('dialog', { name: 'Edit Nia Newcomer' }).getByRole('switch').press('Space');
    await page.getByRole('button', { name: 'Save member' }).click();
    await page.getByRole('row', { name: /Nia Newcomer.*Disabled/ }).waitFor();
    expect(await nia()).toMatchObject({ role: 'manager', active: false });
    await rig.shoot('staff');
    await signOutOfConsole(page);
  });

  it('staff see neither staff management nor the catalog editors; a test key cannot manage staff, a live key can', async () => {
    await signInAsStaff(rig, 'sam@example.com');
    await page.getByText('Sam Counter').waitFor();
    expect(await nav().getByRole('link').allTextContents()).toEqual(['Today', 'Planner', 'Bookings', 'Customers']);
    await page.goto(`${rig.base}/staff`);
    expect(await textOf(page.getByRole('alert'))).toMatch(/^Your role \(staff\) cannot manage staff: ask the owner\./);
    expect(await page.getByRole('button', { name: 'Invite a member' }).count()).toBe(0);
    await page.goto(`${rig.base}/catalog`);
    await page.getByRole('alert').filter({ hasText: 'Your role (staff) cannot edit the catalog' }).waitFor();
    expect(await page.getByRole('button', { name: /^New / }).count()).toBe(0);
    await rig.scan('staff refused');
    await signOutOfConsole(page);

    await page.goto(rig.base);
    await signInWithKey(page, rig.testKey);
    expect(await nav().getByRole('link', { name: 'Staff' }).count()).toBe(0);
    await signOutOfConsole(page);
    await signInWithKey(page, rig.liveKey);
    await nav().getByRole('link', { name: 'Staff' }).click();
    await page.getByRole('row', { name: /Olga Owner/ }).waitFor();
    await signOutOfConsole(page);
  });

  it('reports no console error, page error or request to another origin', () => {
    expect(rig.problems).toEqual([]);
  });
});
