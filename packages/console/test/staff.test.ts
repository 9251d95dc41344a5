/**
 * The back office in headless Chromium, against a live server on the demo: finding bookings by part
 * of a name from the search box on any screen, the bookings list's filters, the customers list and a
 * customer's page; a staff member's sign-in (an HttpOnly session the page never reads), what their
 * role lets them do, and signing out.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/src/server.js';
import { CHROMIUM, HAVE_CHROMIUM } from '../../server/test/chromium.js';
import { type ConsoleRig, startConsole } from './browser.js';

if (!HAVE_CHROMIUM)
  console.log(`SKIPPED the console back-office tests: ${CHROMIUM} is missing (apt-get install chromium)`);

/** Wednesday 8 July 2026, 10:30 in New York. */
const NOW = new Date('2026-07-08T14:30:00.000Z');

describe.skipIf(!HAVE_CHROMIUM)('the back office in the console', () => {
  let rig: ConsoleRig;
  let server: RunningServer;
  let page: Page;
  let base: string;
  let testKey: string;
  let liveKey: string;

  beforeAll(async () => {
    rig = await startConsole(NOW);
    ({ server, page, base, testKey, liveKey } = rig);
    await page.goto(base);
    await page.getByLabel('API key').fill(testKey);
    await page.getByRole('button', { name: 'Sign in with key' }).click();
    await page.getByRole('heading', { name: 'Today', level: 1 }).waitFor();
  }, 240_000);

  afterAll(async () => {
    await rig?.close();
  });

  const scan = (screen: string) => rig.scan(screen);
  const shoot = (name: string) => rig.shoot(name);

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

  it('reports no console error, page error or request to another origin', () => {
    expect(rig.problems).toEqual([]);
  });
});
