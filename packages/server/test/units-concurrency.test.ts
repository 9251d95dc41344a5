/**
 * No unit is ever out on two bookings: 20 pick-ups, each naming two units of one item that overlap
 * its neighbours' (booking i asks for units i and i+1 of 6, round the ring), race each other and a
 * retire of one of those units, each request on a connection of its own, split over separate
 * `rentline serve` processes on one database (three on PostgreSQL, two on one SQLite file). The unit
 * taken is decided by the database (an update that only matches an available unit), so it must hold
 * across processes: every unit ends out on at most one booking, exactly the bookings whose pick-up
 * succeeded hold it, every refused pick-up left its booking confirmed with no units, and the raced
 * unit is either out or retired, never both.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, makeApi } from './helpers.js';
import { type Instances, startInstances } from './instances.js';
import { raceEach } from './race.js';
import { STORE, type TestSql } from './sql.js';

const PICKUPS = 20;
const UNITS = 6;
const INSTANCES = STORE === 'postgres' ? 3 : 2;

describe(`racing pick-ups and a retire over ${INSTANCES} server processes on one database`, () => {
  let instances: Instances;
  let urls: string[];
  let tenant: { tenant_id: string; test_key: string };
  let db: TestSql;

  beforeAll(async () => {
    instances = await startInstances(INSTANCES, 'Race Rentals');
    ({ urls, tenant, db } = instances);
  });

  afterAll(async () => {
    await instances?.close();
  });

  it('no unit out twice; the raced unit is out or retired, never both', async () => {
    const api: Api = makeApi(urls[0] ?? '', tenant.test_key);
    const call = async (method: string, path: string, body?: unknown) => {
      const res = await api(method, path, { body });
      expect(res.status, `${method} ${path}: ${res.text}`).toBeLessThan(300);
      return res.body;
    };
    const customer = await call('POST', '/v1/customers', { name: 'Racer' });
    const item = await call('POST', '/v1/fleet-items', { name: 'E-bike', price_full_day: 5000, tracking: 'units' });
    const units: string[] = [];
    for (let i = 0; i < UNITS; i++) {
      units.push((await call('POST', '/v1/units', { fleet_item_id: item.id, identifier: `R-${i}` })).id);
    }
    // Each booking on a day of its own (so all fit the stock), begun already (a pick-up now is not early,
    // which would need the stock from now on too), confirmed, picked up together now.
    const bookings: { id: string; line: string; unitIds: string[] }[] = [];
    for (let i = 0; i < PICKUPS; i++) {
      const day = String(i + 1).padStart(2, '0');
      const b = await call('POST', '/v1/bookings', {
        customer_id: customer.id,
        pickup_date: `2020-01-${day}T09:00`,
        return_date: `2020-01-${day}T17:00`,
        line_items: [{ fleet_item_id: item.id, quantity: 2 }],
      });
      await call('PATCH', `/v1/bookings/${b.id}`, { status: 'confirmed' });
      bookings.push({
        id: b.id,
        line: b.line_items[0].id,
        unitIds: [i % UNITS, (i + 1) % UNITS].map((n) => units[n] ?? ''),
      });
    }
    const raced = units[0] ?? '';
    const requests: { path: string; body: unknown }[] = bookings.map((b) => ({
      path: `/v1/bookings/${b.id}/pickup`,
      body: { units: [{ line_item_id: b.line, unit_ids: b.unitIds }] },
    }));
    // The retire goes out in the middle of the pick-ups.
    requests.splice(PICKUPS / 2, 0, { path: `/v1/units/${raced}/retire`, body: { force: true } });
    const results = await raceEach(urls, tenant.test_key, requests);
    const retire = results.splice(PICKUPS / 2, 1)[0];

    const tally: Record<string, number> = {};
    for (const r of [...results, ...(retire ? [retire] : [])]) {
      const k = r.status < 300 ? String(r.status) : `${r.status} ${r.body.error.code}`;
      tally[k] = (tally[k] ?? 0) + 1;
    }
    console.log(`units race over ${INSTANCES} processes:`, JSON.stringify(tally));
    // Each pick-up either took both its units or was refused naming one that was not available.
    for (const r of results) {
      if (r.status !== 200) {
        expect(r.status, JSON.stringify(r.body)).toBe(409);
        expect(r.body.error.code).toBe('unit_unavailable');
        expect(r.body.error.param).toMatch(/^units\.0\.unit_ids\.[01]$/);
      }
    }
    const won = bookings.filter((_, i) => results[i]?.status === 200);
    expect(won.length).toBeGreaterThan(0);
    // No unit in two successful pick-ups, and every unit out is out on the booking that won it.
    const winner = new Map<string, string>();
    for (const b of won) {
      for (const u of b.unitIds) {
        expect(winner.has(u), `unit ${u} picked up twice`).toBe(false);
        winner.set(u, b.id);
      }
    }
    const rows = await db.all('SELECT id, status, booking_id FROM units WHERE fleet_item_id = ? ORDER BY id', item.id);
    for (const row of rows as { id: string; status: string; booking_id: string | null }[]) {
      if (winner.has(row.id)) expect(row).toMatchObject({ status: 'out', booking_id: winner.get(row.id) });
      else expect(row.booking_id).toBeNull();
    }
    // The bookings agree: winners active with their units, losers still confirmed with none.
    for (const [i, b] of bookings.entries()) {
      const got = await call('GET', `/v1/bookings/${b.id}`);
      if (results[i]?.status === 200) {
        expect(got.status).toBe('active');
        expect(got.line_items[0].unit_ids).toEqual(b.unitIds);
      } else {
        expect(got.status).toBe('confirmed');
        expect(got.line_items[0].unit_ids).toEqual([]);
      }
    }
    // The raced unit: retired (and no pick-up has it) or out (and the retire was refused as out).
    const racedRow = (rows as { id: string; status: string }[]).find((r) => r.id === raced);
    if (retire?.status === 200) {
      expect(racedRow?.status).toBe('retired');
      expect(winner.has(raced)).toBe(false);
    } else {
      expect(retire?.body.error.code).toBe('unit_out');
      expect(racedRow?.status).toBe('out');
      expect(winner.has(raced)).toBe(true);
    }
  });
});
