/**
 * Stored booking views (what list pages read): after every kind of change the list shows exactly the
 * bytes it shows when every stored view is thrown away and rebuilt from the rows; a change made
 * behind the API (raw SQL on a booking, a line item or an add-on) clears the view so the list is
 * never stale; a customer's edit shows at once; the sweeper rebuilds cleared views. On both stores.
 */

import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEW_VERSION } from '../src/bookings/views.js';
import { unescapeText } from '../src/store/postgres/sql.js';
import { mkAddon, mkCustomer, mkItem, ok } from './bookings-fixtures.js';
import { type Api, startServer, type TestServer } from './helpers.js';
import { STORE } from './sql.js';

let s: TestServer;
let api: Api;

beforeAll(async () => {
  // The sweeper runs when a test says (it is what rebuilds cleared views).
  s = await startServer({ expiry: { enabled: false } });
  api = s.api;
});
afterAll(async () => {
  await s?.close();
});

const LIST = '/v1/bookings?limit=100';
/** The columns of a line item and of an add-on but `id` and `position` (a raw copy takes them). */
const LINE_COLUMNS = `tenant_id, livemode, booking_id, fleet_item_id, fleet_item_name, quantity, unit_price, override_price,
  line_total, price_full_day, price_half_day, price_multi_day, price_weekly, deposit_amount, created_at, updated_at`;
const ADDON_COLUMNS = `tenant_id, livemode, booking_id, addon_id, addon_name, quantity, unit_price, line_total, pricing,
  created_at, updated_at`;

/** A booking of one unit of `itemId` over [pickup, ret) (201 expected); `extra` adds to the body. */
const book = (who: Api, customerId: string, itemId: string, pickup: string, ret: string, extra = {}) =>
  ok(
    who,
    'POST',
    '/v1/bookings',
    {
      customer_id: customerId,
      pickup_date: pickup,
      return_date: ret,
      line_items: [{ fleet_item_id: itemId }],
      ...extra,
    },
    201,
  );

/** The list's raw text, and the raw text of each booking in it (by id) parsed back only to split. */
async function listText(path = LIST): Promise<string> {
  const res = await api('GET', path);
  expect(res.status, res.text).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
  return res.text;
}

const storedViews = async () =>
  (await s.sql.all<{ id: string; view_json: string | null }>('SELECT id, view_json FROM bookings ORDER BY id')).map(
    (r) => [r.id, r.view_json] as const,
  );

/** The list as it is, then the list with every stored view cleared (rebuilt from rows): equal bytes. */
async function expectListMatchesRows(): Promise<string> {
  const stored = await storedViews();
  const fast = await listText();
  await s.sql.run('UPDATE bookings SET view_json = NULL');
  const rebuilt = await listText();
  expect(fast).toBe(rebuilt);
  // Give the views back as they were, so the next step starts from what the API wrote.
  for (const [id, json] of stored) await s.sql.run('UPDATE bookings SET view_json = ? WHERE id = ?', json, id);
  return fast;
}

async function viewOf(id: string): Promise<string | null> {
  return (await s.sql.get<{ view_json: string | null }>('SELECT view_json FROM bookings WHERE id = ?', id))
    ?.view_json as string | null;
}

describe('stored booking views', () => {
  it('every change through the API stores the view; the list equals one rebuilt from the rows, byte for byte', async () => {
    const kayak = await mkItem(api, { quantity: 10 });
    const canoe = await mkItem(api, { name: 'Canoe', price_full_day: 6000, quantity: 5 });
    const helmet = await mkAddon(api);
    const ada = await mkCustomer(api);
    const bob = await mkCustomer(api, { name: 'Bob "the \\ builder"', email: null, phone: null });
    const create = (customer: string, extra: Record<string, unknown> = {}) =>
      ok(
        api,
        'POST',
        '/v1/bookings',
        {
          customer_id: customer,
          pickup_date: '2031-05-01T09:00',
          return_date: '2031-05-03T09:00',
          line_items: [{ fleet_item_id: kayak.id, quantity: 2 }],
          addons: [{ addon_id: helmet.id, quantity: 1 }],
          ...extra,
        },
        201,
      );
    const a = await create(ada.id, { notes: 'a note with ,"pickup_date": inside' });
    const b = await create(bob.id);
    const c = await create(ada.id);
    for (const id of [a.id, b.id, c.id]) expect(await viewOf(id)).not.toBeNull();
    let text = await expectListMatchesRows();
    expect(JSON.parse(text).data.map((x: { id: string }) => x.id)).toEqual([c.id, b.id, a.id]);

    const steps: [string, () => Promise<unknown>][] = [
      ['partial payment', () => ok(api, 'POST', `/v1/bookings/${a.id}/payments`, { amount: 100 }, 201)],
      ['confirming payment', () => ok(api, 'POST', `/v1/bookings/${b.id}/payments`, { amount: 500 }, 201)],
      ['notes', () => ok(api, 'PATCH', `/v1/bookings/${a.id}`, { notes: 'changed' })],
      ['status', () => ok(api, 'PATCH', `/v1/bookings/${b.id}`, { status: 'active' })],
      ['extend', () => ok(api, 'POST', `/v1/bookings/${a.id}/extend`, { new_return_date: '2031-05-06T09:00' })],
      [
        'swap',
        async () => {
          const line = (await ok(api, 'GET', `/v1/bookings/${c.id}`, undefined)).line_items[0].id;
          return ok(api, 'POST', `/v1/bookings/${c.id}/swap-item`, { line_item_id: line, new_fleet_item_id: canoe.id });
        },
      ],
      ['cancel', () => ok(api, 'POST', `/v1/bookings/${c.id}/cancel`, { reason: 'rain' })],
    ];
    for (const [name, step] of steps) {
      const before = await storedViews();
      await step();
      const after = await storedViews();
      expect(
        after.every(([, json]) => json !== null),
        name,
      ).toBe(true);
      expect(after, `${name} rewrote a view`).not.toEqual(before);
      text = await expectListMatchesRows();
    }
    const shown = JSON.parse(text).data as { id: string; status: string; notes: string; line_items: unknown[] }[];
    expect(shown.find((x) => x.id === c.id)?.status).toBe('cancelled');
    expect(shown.find((x) => x.id === a.id)?.notes).toBe('changed');

    // A customer's edit is shown at once, without rewriting the views; a deleted one as snapshotted.
    const stored = await storedViews();
    await ok(api, 'PATCH', `/v1/customers/${ada.id}`, { name: 'Ada Lovelace' });
    expect(await storedViews()).toEqual(stored);
    const renamed = JSON.parse(await expectListMatchesRows()).data as { id: string; customer: { name: string } }[];
    expect(renamed.find((x) => x.id === a.id)?.customer.name).toBe('Ada Lovelace');
    await ok(api, 'DELETE', `/v1/customers/${bob.id}`, undefined);
    const gone = JSON.parse(await expectListMatchesRows()).data as { id: string; customer: unknown }[];
    expect(gone.find((x) => x.id === b.id)?.customer).toEqual({
      id: bob.id,
      name: 'Bob "the \\ builder"',
      email: '',
      phone: '',
    });

    // The list and Get agree on every field the list shows.
    for (const row of JSON.parse(await listText()).data as Record<string, unknown>[]) {
      const detail = await ok(api, 'GET', `/v1/bookings/${row.id}`, undefined);
      for (const [k, v] of Object.entries(row)) expect(detail[k], k).toEqual(v);
    }
  });

  it('a stored text is served as the booking is now: any customer text, edited or deleted since, overdue by the clock', async () => {
    const item = await mkItem(api, { name: 'Glider', quantity: 20 });
    // Text the store escapes (U+0000, U+FFFF), JSON escapes, and the members' own keys as written.
    const odd = await mkCustomer(api, {
      name: 'Zoë "\u0000\uffff\t\n\\ ,"customer":{"id":"x"},"overdue":false 🚲',
      email: null,
      phone: '\u0001\u001f',
    });
    const plain = await mkCustomer(api, { name: 'Plain' });
    const iso = (ms: number) => new Date(ms).toISOString();
    const hour = 3_600_000;
    const late = await book(api, plain.id, item.id, iso(Date.now() - 3 * hour), iso(Date.now() - hour));
    await ok(api, 'PATCH', `/v1/bookings/${late.id}`, { status: 'confirmed' });
    await ok(api, 'POST', `/v1/bookings/${late.id}/pickup`, {});
    const created = await api('POST', '/v1/bookings', {
      body: {
        customer_id: odd.id,
        pickup_date: '2034-01-01T09:00',
        return_date: '2034-01-02T09:00',
        line_items: [{ fleet_item_id: item.id }],
        notes: ',"overdue":false,"customer":{},"livemode":true',
      },
    });
    expect(created.status, created.text).toBe(201);
    const other = await book(api, odd.id, item.id, '2034-02-01', '2034-02-02');

    // Create Booking answers with the view's JSON, which the booking keeps with its customer in
    // ASCII (the same value; nothing else in this view is outside ASCII, so neither is the text),
    // and its event carries the booking's detail exactly as Get Booking shows it (no history yet).
    // PostgreSQL keeps U+0000 and U+FFFF escaped in its text columns (the store unescapes them when
    // it reads): read here directly, the stored text is compared as the store would give it back.
    const asRead = (text: string | null | undefined) => (STORE === 'postgres' && text ? unescapeText(text) : text);
    const kept = asRead(await viewOf(created.body.id)) as string;
    expect(JSON.parse(kept)).toEqual(JSON.parse(created.text));
    expect(kept).not.toBe(created.text);
    expect(/[\u0080-\uffff]/.test(kept)).toBe(false);
    const detail = await api('GET', `/v1/bookings/${created.body.id}`);
    const event = await s.sql.get<{ data: string }>(
      "SELECT data FROM events WHERE type = 'booking.created' AND data LIKE ?",
      `%${created.body.id}%`,
    );
    expect(asRead(event?.data)).toBe(detail.text);

    const page = (text: string) =>
      JSON.parse(text).data as { id: string; overdue: boolean; customer: { name: string; phone: string } }[];
    const shown = page(await expectListMatchesRows());
    expect(shown.find((x) => x.id === late.id)?.overdue).toBe(true);
    expect(shown.find((x) => x.id === created.body.id)?.customer).toMatchObject({ name: odd.name, phone: odd.phone });
    expect(JSON.stringify(shown.find((x) => x.id === created.body.id))).toBe(created.text);

    // Edited: the new text goes in the stored one's place, whatever the two contain.
    await ok(api, 'PATCH', `/v1/customers/${odd.id}`, { name: 'Plain now', phone: null });
    const edited = page(await expectListMatchesRows());
    expect(edited.find((x) => x.id === other.id)?.customer).toMatchObject({ name: 'Plain now', phone: '' });
    await ok(api, 'PATCH', `/v1/customers/${plain.id}`, { name: 'Zoë \u0000 again' });
    expect(page(await expectListMatchesRows()).find((x) => x.id === late.id)?.customer.name).toBe('Zoë \u0000 again');
    // Deleted: shown as the booking recorded the customer.
    await ok(api, 'DELETE', `/v1/customers/${odd.id}`, undefined);
    expect(page(await expectListMatchesRows()).find((x) => x.id === created.body.id)?.customer.name).toBe(odd.name);
  });

  it('a change behind the API clears the view, so the list shows the rows; the sweeper stores it again', async () => {
    const item = await mkItem(api, { name: 'Paddleboard', quantity: 3 });
    const addon = await mkAddon(api, { name: 'Leash' });
    const customer = await mkCustomer(api);
    const bk = await book(api, customer.id, item.id, '2031-06-01', '2031-06-02', { addons: [{ addon_id: addon.id }] });
    const find = async () =>
      (JSON.parse(await listText()).data as Record<string, any>[]).find((x) => x.id === bk.id) as Record<string, any>;
    const edits: [string, unknown[], (v: Record<string, any>) => unknown, unknown][] = [
      ['UPDATE bookings SET notes = ? WHERE id = ?', ['raw note', bk.id], (v) => v.notes, 'raw note'],
      [
        'UPDATE booking_line_items SET fleet_item_name = ? WHERE booking_id = ?',
        ['Renamed line', bk.id],
        (v) => v.line_items[0].fleet_item_name,
        'Renamed line',
      ],
      [
        'UPDATE booking_addons SET addon_name = ? WHERE booking_id = ?',
        ['Renamed addon', bk.id],
        (v) => v.addons[0].addon_name,
        'Renamed addon',
      ],
      // Rows inserted behind the API: the stored view does not name them, so it is cleared.
      [
        `INSERT INTO booking_line_items (${LINE_COLUMNS}, position, id)
         SELECT ${LINE_COLUMNS}, position + 1, ? FROM booking_line_items WHERE booking_id = ?`,
        ['li_rawinsert00000000001', bk.id],
        (v) => v.line_items.map((l: { id: string }) => l.id),
        [bk.line_items[0].id, 'li_rawinsert00000000001'],
      ],
      [
        `INSERT INTO booking_addons (${ADDON_COLUMNS}, position, id)
         SELECT ${ADDON_COLUMNS}, position + 1, ? FROM booking_addons WHERE booking_id = ?`,
        ['bao_rawinsert0000000001', bk.id],
        (v) => v.addons.length,
        2,
      ],
      ['DELETE FROM booking_addons WHERE booking_id = ?', [bk.id], (v) => v.addons.length, 0],
    ];
    for (const [sql, params, pick, want] of edits) {
      expect(await viewOf(bk.id), sql).not.toBeNull();
      await s.sql.run(sql, ...params);
      expect(await viewOf(bk.id), sql).toBeNull();
      expect(pick(await find()), sql).toEqual(want);
      const repaired = await s.app.expiry.repairOnce();
      expect(repaired, sql).toBeGreaterThanOrEqual(1);
      expect(await viewOf(bk.id), sql).not.toBeNull();
      expect(pick(await find()), sql).toEqual(want);
      await expectListMatchesRows();
    }
    // Nothing left to do: a repair with nothing cleared stores nothing.
    expect(await s.app.expiry.repairOnce()).toBe(0);
  });

  it('the sweeper rebuilds every cleared view of every tenant, in batches, and the pages are unchanged', async () => {
    const other = await s.newTenant();
    const otherApi: Api = (m, p, o = {}) => api(m, p, { key: other.test_key, ...o });
    for (const [who, key] of [
      [api, s.tenant.test_key],
      [otherApi, other.test_key],
    ] as const) {
      const item = await mkItem(who, { quantity: 1000 });
      const cust = await mkCustomer(who);
      for (let i = 0; i < 130; i++) {
        await book(who, cust.id, item.id, '2032-01-01', '2032-01-03');
      }
      expect(key).toBeTruthy();
    }
    const pages = async (who: Api) => {
      const out: string[] = [];
      let cursor: string | null = null;
      do {
        const res: { text: string; body: any } = await who(
          'GET',
          `/v1/bookings?limit=50${cursor === null ? '' : `&cursor=${cursor}`}`,
        );
        out.push(res.text);
        cursor = res.body.next_cursor;
      } while (cursor !== null);
      return out;
    };
    const before = [await pages(api), await pages(otherApi)];
    await s.sql.run('UPDATE bookings SET view_json = NULL');
    expect(await pages(api)).toEqual(before[0]);
    const total = (await s.sql.get<{ n: number }>('SELECT COUNT(*) AS n FROM bookings'))?.n;
    expect(Number(total)).toBeGreaterThan(260);
    expect(await s.app.expiry.repairOnce()).toBe(Number(total));
    expect(
      Number((await s.sql.get<{ n: number }>('SELECT COUNT(*) AS n FROM bookings WHERE view_json IS NULL'))?.n),
    ).toBe(0);
    expect([await pages(api), await pages(otherApi)]).toEqual(before);
  });

  it('a view written in another shape is not served, and is cleared for the sweeper to rebuild', async () => {
    const item = await mkItem(api, { name: 'Tandem', quantity: 3 });
    const customer = await mkCustomer(api);
    const bk = await book(api, customer.id, item.id, '2033-01-01', '2033-01-02');
    const right = await expectListMatchesRows();
    const old = (await viewOf(bk.id)) as string;
    // As an older server would have written it: another version, another shape.
    await s.sql.run(
      'UPDATE bookings SET view_json = ?, view_version = ? WHERE id = ?',
      old.replace('"object":"booking"', '"object":"booking","legacy":true'),
      VIEW_VERSION - 1,
      bk.id,
    );
    expect(await listText()).toBe(right);
    expect(await s.store.write((tx) => tx.bookingViews.clearOtherVersions(VIEW_VERSION))).toBe(1);
    expect(await viewOf(bk.id)).toBeNull();
    expect(await s.app.expiry.repairOnce()).toBeGreaterThanOrEqual(1);
    expect(await viewOf(bk.id)).toBe(old);
    expect(await listText()).toBe(right);
  });

  it.skipIf(STORE !== 'postgres')(
    'PostgreSQL: a line item changed while its booking view is being rebuilt still clears the view',
    async () => {
      const item = await mkItem(api, { name: 'Raft', quantity: 5 });
      const customer = await mkCustomer(api);
      const bk = await book(api, customer.id, item.id, '2033-02-01', '2033-02-02');
      const built = (await viewOf(bk.id)) as string;
      await s.sql.run('UPDATE bookings SET view_json = NULL WHERE id = ?', bk.id);
      // A rebuild in flight: it holds the booking's row and writes the view of the line as it was.
      const rebuild = new pg.Client({ connectionString: s.env.DATABASE_URL });
      await rebuild.connect();
      try {
        await rebuild.query('BEGIN');
        await rebuild.query('SELECT 1 FROM bookings WHERE id = $1 FOR UPDATE', [bk.id]);
        await rebuild.query('UPDATE bookings SET view_json = $1, view_version = $2 WHERE id = $3', [
          built,
          VIEW_VERSION,
          bk.id,
        ]);
        // Meanwhile the line changes (raw SQL): its trigger must wait for the rebuild, then clear.
        const edit = s.sql.run(
          'UPDATE booking_line_items SET fleet_item_name = ? WHERE booking_id = ?',
          'Edited',
          bk.id,
        );
        await new Promise((r) => setTimeout(r, 200));
        await rebuild.query('COMMIT');
        await edit;
      } finally {
        await rebuild.end();
      }
      expect(await viewOf(bk.id)).toBeNull();
      const shown = (JSON.parse(await listText()).data as Record<string, any>[]).find((x) => x.id === bk.id);
      expect(shown?.line_items[0].fleet_item_name).toBe('Edited');
    },
  );
});
