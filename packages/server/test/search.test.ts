/**
 * Find anything: `GET /v1/bookings?q=` and `GET /v1/customers?q=` match any part of a customer's
 * name, email and phone, of the booking id and of the identifiers of a booking's units, ignoring case
 * and accents, combined with the other filters and keyset pages. Checked against a reference that
 * folds and matches every record itself, on queries of a few records (the trigram index) and of many
 * (the list read in order), and after the changes that move what a record is found by.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentText } from '../src/search/fold.js';
import { pgDialect } from '../src/store/postgres/sql.js';
import { SELECTIVE_CAP, SearchQueries } from '../src/store/queries/search.js';
import type { Param, Sql } from '../src/store/sql.js';
import { sqliteDialect } from '../src/store/sqlite/sql.js';
import { type ApiResponse, startServer, type TestServer } from './helpers.js';

let s: TestServer;
beforeAll(async () => {
  s = await startServer({ expiry: { enabled: false }, webhooks: { enabled: false } });
});
afterAll(async () => {
  await s?.close();
});

const PEOPLE = [
  { name: 'María García', email: 'maria.garcia@example.com', phone: '+34 600 123 456' },
  { name: 'Jürgen Müller', email: 'j.mueller@beispiel.de', phone: '+49 (30) 1234-5678' },
  { name: 'Zoë Ångström', email: 'ZOE@Example.org', phone: null },
  { name: 'Łukasz Øster', email: null, phone: '555-0101' },
  { name: 'François Strauß', email: 'francois@example.fr', phone: '+33 1 23 45 67 89' },
  { name: 'Ana Garcia', email: 'ana@example.com', phone: '+1 (555) 010-1234' },
] as const;

/** The reference: fold as a reader would (accents off, lowercase, ß ss, ø o, ł l), then look for the part. */
const fold = (t: string) =>
  t
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/[øØ]/g, 'o')
    .replace(/[łŁ]/g, 'l')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
const digits = (t: string) => t.replace(/\D/g, '');
/** A query of digits and phone punctuation is looked for as its digits, which a phone's digits hold however written. */
function matches(q: string, fields: (string | null)[], phone: string | null): boolean {
  const folded = fold(q);
  const phoneLike = /^[\d\s()+\-./]+$/.test(folded) && /\d/.test(folded);
  const needle = phoneLike ? digits(folded) : folded;
  const texts = [...fields, phone === null ? null : digits(phone)].filter((f): f is string => f !== null).map(fold);
  return texts.some((t) => t.includes(needle));
}

interface Made {
  customers: { id: string; name: string; email: string | null; phone: string | null }[];
  bookings: { id: string; customer: number; status: string; units: string[] }[];
}
let made: Made;

async function all<T>(path: string, limit = 7): Promise<T[]> {
  const out: T[] = [];
  let cursor: string | null = null;
  do {
    const sep = path.includes('?') ? '&' : '?';
    const res: ApiResponse = await s.api('GET', `${path}${sep}limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(res.status, res.text).toBe(200);
    out.push(...res.body.data);
    cursor = res.body.next_cursor;
  } while (cursor !== null);
  return out;
}
const ids = (rows: { id: string }[]) => rows.map((r) => r.id);

beforeAll(async () => {
  const item = await s.api('POST', '/v1/fleet-items', {
    body: { name: 'E-bike', price_full_day: 6000, tracking: 'units' },
  });
  expect(item.status, item.text).toBe(201);
  const units: string[] = [];
  for (const identifier of ['EB-07', 'EB-09', 'Straße-1']) {
    const unit = await s.api('POST', '/v1/units', { body: { fleet_item_id: item.body.id, identifier } });
    expect(unit.status, unit.text).toBe(201);
    units.push(unit.body.id);
  }
  const plain = (
    await s.api('POST', '/v1/fleet-items', { body: { name: 'Kayak', price_full_day: 4500, quantity: 100 } })
  ).body;
  made = { customers: [], bookings: [] };
  for (const p of PEOPLE) {
    const c = (await s.api('POST', '/v1/customers', { body: p })).body;
    made.customers.push({ id: c.id, name: p.name, email: p.email, phone: p.phone });
  }
  const day = (n: number) => new Date(Date.now() - 86_400_000 * (10 - n)).toISOString();
  for (let i = 0; i < 18; i++) {
    const customer = i % PEOPLE.length;
    const unit = i < 3 ? units[i] : undefined;
    const b = await s.api('POST', '/v1/bookings', {
      body: {
        customer_id: made.customers[customer]?.id,
        pickup_date: unit ? new Date(Date.now() - 3_600_000).toISOString() : day(i % 9),
        return_date: unit ? new Date(Date.now() + 86_400_000).toISOString() : day((i % 9) + 1),
        line_items: [{ fleet_item_id: unit ? item.body.id : plain.id }],
      },
    });
    expect(b.status, b.text).toBe(201);
    let status = 'pending';
    if (i % 3 === 1 || unit) {
      await s.api('PATCH', `/v1/bookings/${b.body.id}`, { body: { status: 'confirmed' } });
      status = 'confirmed';
    }
    if (unit) {
      const line = b.body.line_items[0].id;
      const out = await s.api('POST', `/v1/bookings/${b.body.id}/pickup`, {
        body: { units: [{ line_item_id: line, unit_ids: [unit] }] },
      });
      expect(out.status, out.text).toBe(200);
      status = 'active';
    }
    if (i % 5 === 4) {
      await s.api('POST', `/v1/bookings/${b.body.id}/cancel`, { body: {} });
      status = 'cancelled';
    }
    made.bookings.push({ id: b.body.id, customer, status, units: unit ? [unit] : [] });
  }
});

describe('customers', () => {
  it('by any part of the name, email or phone, whatever the case and accents', async () => {
    const cases: [string, number[]][] = [
      ['garcia', [0, 5]],
      ['GARCÍA', [0, 5]],
      ['maría', [0]],
      ['ria gar', [0]],
      ['muller', [1]],
      ['Müller', [1]],
      ['mueller@', [1]],
      ['angstrom', [2]],
      ['example.org', [2]],
      ['lukasz', [3]],
      ['oster', [3]],
      ['strauss', [4]],
      ['STRAUSS', [4]],
      ['françois', [4]],
      ['600123', [0]],
      ['600 123 456', [0]],
      ['(30) 1234', [1]],
      ['305678', []],
      ['5550101', [3, 5]],
      ['555-0101', [3, 5]],
      ['@example.com', [0, 5]],
      ['xq', []],
    ];
    for (const [q, expected] of cases) {
      const found = await all<{ id: string }>(`/v1/customers?q=${encodeURIComponent(q)}`);
      const want = made.customers.filter((_, i) => expected.includes(i)).map((c) => c.id);
      expect(ids(found).sort(), q).toEqual(want.sort());
    }
  });

  it('refuses a query of fewer than 2 or more than 100 characters (400 parameter_invalid, param q)', async () => {
    for (const q of ['a', '  ', ' é ', '\u0301\u0301', 'x'.repeat(101), '']) {
      const res = await s.api('GET', `/v1/customers?q=${encodeURIComponent(q)}`);
      expect(res.status, JSON.stringify(q)).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'parameter_invalid', param: 'q' });
    }
    expect((await s.api('GET', `/v1/customers?q=${'x'.repeat(100)}`)).status).toBe(200);
    expect((await s.api('GET', '/v1/customers?q=%25_')).body.data).toEqual([]);
  });

  it('follows a renamed customer, and forgets a deleted one', async () => {
    const c = (await s.api('POST', '/v1/customers', { body: { name: 'Ada Byron' } })).body;
    expect(ids(await all(`/v1/customers?q=byron`))).toEqual([c.id]);
    await s.api('PATCH', `/v1/customers/${c.id}`, { body: { name: 'Ada Lovelace', phone: '+44 20 7946 0000' } });
    expect(await all(`/v1/customers?q=byron`)).toEqual([]);
    expect(ids(await all(`/v1/customers?q=lovelace`))).toEqual([c.id]);
    expect(ids(await all(`/v1/customers?q=79460000`))).toEqual([c.id]);
    await s.api('DELETE', `/v1/customers/${c.id}`);
    expect(await all(`/v1/customers?q=lovelace`)).toEqual([]);
  });
});

describe('bookings', () => {
  const bookingIdsOf = (pick: (b: Made['bookings'][number]) => boolean) => made.bookings.filter(pick).map((b) => b.id);

  it("by the customer's name, email or phone, the booking id, and a unit's identifier", async () => {
    const ofCustomers = (...cs: number[]) => bookingIdsOf((b) => cs.includes(b.customer));
    const [first] = made.bookings;
    const cases: [string, string[]][] = [
      ['garcia', ofCustomers(0, 5)],
      ['JÜRGEN', ofCustomers(1)],
      ['zoe@example', ofCustomers(2)],
      ['555 0101', ofCustomers(3, 5)],
      ['(555) 010-1234', ofCustomers(5)],
      [first?.id.slice(-9).toUpperCase() ?? '', [first?.id ?? '']],
      [first?.id.slice(-8, -2) ?? '', [first?.id ?? '']],
      ['eb-07', bookingIdsOf((b) => b.units[0] === made.bookings[0]?.units[0])],
      ['strasse-1', bookingIdsOf((b) => b.units[0] === made.bookings[2]?.units[0])],
    ];
    for (const [q, want] of cases) {
      const found = await all<{ id: string }>(`/v1/bookings?q=${encodeURIComponent(q)}`);
      expect(ids(found).sort(), q).toEqual([...want].sort());
    }
  });

  it("a new booking's document, written by the database, is its id folded as the server folds it", async () => {
    const docs = await s.sql.all<{ booking_id: string; own_text: string; customer_text: string }>(
      'SELECT booking_id, own_text, customer_text FROM booking_search WHERE booking_id IN (SELECT id FROM bookings WHERE picked_up_at IS NULL)',
    );
    expect(docs.length).toBeGreaterThan(0);
    for (const d of docs) expect([d.own_text, d.customer_text]).toEqual([documentText([d.booking_id]), '']);
  });

  it('with the other filters and keyset pages: newest first, each booking once', async () => {
    const garcia = (b: Made['bookings'][number]) => b.customer === 0 || b.customer === 5;
    const newestFirst = (want: string[]) => [...want].sort().reverse();
    for (const [query, pick] of [
      ['q=garcia', garcia],
      ['q=garcia&status=confirmed', (b: Made['bookings'][number]) => garcia(b) && b.status === 'confirmed'],
      ['q=garcia&status=cancelled', (b: Made['bookings'][number]) => garcia(b) && b.status === 'cancelled'],
      ['q=garcia&owes=true', (b: Made['bookings'][number]) => garcia(b) && b.status !== 'cancelled'],
      ['q=garcia&owes=false', (b: Made['bookings'][number]) => garcia(b) && b.status === 'cancelled'],
      [`q=garcia&customer_id=${made.customers[5]?.id}`, (b: Made['bookings'][number]) => b.customer === 5],
    ] as const) {
      // Ids are time-ordered: newest first is descending id order.
      const found = ids(await all<{ id: string }>(`/v1/bookings?${query}`));
      expect(found, query).toEqual(newestFirst(bookingIdsOf(pick)));
    }
    const paged = await s.api('GET', '/v1/bookings?q=garcia&limit=2');
    expect(paged.body.has_more).toBe(true);
    // A cursor is bound to its query.
    const other = await s.api('GET', `/v1/bookings?q=muller&limit=2&cursor=${paged.body.next_cursor}`);
    expect(other.status).toBe(400);
    expect(other.body.error.param).toBe('cursor');
  });

  it('follows the changes that move what a booking is found by', async () => {
    const customer = made.customers[3];
    const hers = bookingIdsOf((b) => b.customer === 3);
    await s.api('PATCH', `/v1/customers/${customer?.id}`, { body: { name: 'Łucja Nowak' } });
    expect(ids(await all(`/v1/bookings?q=lucja`)).sort()).toEqual([...hers].sort());
    expect(await all(`/v1/bookings?q=lukasz`)).toEqual([]);
    // Deleted, the customer is shown (and found) as each booking recorded them.
    await s.api('DELETE', `/v1/customers/${customer?.id}`);
    expect(ids(await all(`/v1/bookings?q=lukasz oster`)).sort()).toEqual([...hers].sort());
    const shown = await s.api('GET', `/v1/bookings/${hers[0]}`);
    expect(shown.body.customer.name).toBe('Łukasz Øster');
    // A unit renamed is found by its new identifier only.
    const unit = made.bookings[1]?.units[0];
    await s.api('PATCH', `/v1/units/${unit}`, { body: { identifier: 'EB-99' } });
    expect(ids(await all(`/v1/bookings?q=eb-99`))).toEqual([made.bookings[1]?.id]);
    expect(await all(`/v1/bookings?q=eb-09`)).toEqual([]);
  });

  it('through many customers (the list read in order) as through few (their bookings sorted)', async () => {
    const item = (
      await s.api('POST', '/v1/fleet-items', { body: { name: 'Canoe', price_full_day: 3000, quantity: 100 } })
    ).body;
    const made: string[] = [];
    for (let i = 0; i < 25; i++) {
      const c = (await s.api('POST', '/v1/customers', { body: { name: `Émilie Dubois-${i}` } })).body;
      const b = await s.api('POST', '/v1/bookings', {
        body: {
          customer_id: c.id,
          pickup_date: '2027-05-01',
          return_date: '2027-05-02',
          line_items: [{ fleet_item_id: item.id }],
        },
      });
      made.push(b.body.id);
    }
    const newestFirst = [...made].reverse();
    // Every one of those customers: more than a few.
    expect(ids(await all('/v1/bookings?q=emilie dubois'))).toEqual(newestFirst);
    // One of them: her booking alone.
    expect(ids(await all('/v1/bookings?q=dubois-7'))).toEqual([made[7]]);
    // Two letters, with a filter and a page size that splits them, and alone: newest first, each
    // booking once, every one of hers among them.
    const pending = ids(await all('/v1/bookings?q=mi&status=pending', 3));
    for (const id of newestFirst) expect(pending).toContain(id);
    const alone = ids(await all('/v1/bookings?q=mi', 3));
    expect(alone).toEqual([...new Set(alone)].sort().reverse());
    expect(alone.slice(0, newestFirst.length)).toEqual(newestFirst);
    // Both ways find the same bookings in the same order: sorted out of the customers' bookings (few
    // of them) and the list read in order, each checked against the customers found (more than a
    // bound, here set below those 25 so that a test needs no thousand bookings).
    const raw = (p: readonly Param[]) => p.map((v) => (s.kind === 'sqlite' && typeof v === 'boolean' ? Number(v) : v));
    const sql: Sql = {
      all: (text, p = []) => s.sql.all(text, ...raw(p)),
      rows: () => Promise.reject(new Error('not used')),
      get: (text, p = []) => s.sql.get(text, ...raw(p)),
      run: (text, p = []) => s.sql.run(text, ...raw(p)),
    };
    const scope = { tenantId: s.tenant.tenant_id, livemode: false };
    for (const few of [1000, 24, -1]) {
      const search = new SearchQueries(sql, s.kind === 'postgres' ? pgDialect : sqliteDialect, few);
      for (const [q, expected] of [
        ['emilie dubois', newestFirst],
        ['dubois-7', [made[7]]],
        ['zzzz', []],
      ] as const) {
        const clause = await search.bookings(scope, q);
        const found = await sql.all<{ id: string }>(
          `SELECT b.id ${clause.from} WHERE b.tenant_id = ? AND b.livemode = ?${clause.where.map((w) => ` AND ${w}`).join('')}
            ORDER BY b.created_at DESC, b.id DESC`,
          [...clause.fromParams, scope.tenantId, scope.livemode, ...clause.whereParams],
        );
        expect(ids(found), `${q}, at most ${few} bookings sorted`).toEqual(expected);
      }
    }
  });

  it('never shows another tenant or mode', async () => {
    const other = await s.newTenant('Other Rentals');
    await s.api('POST', '/v1/customers', { key: other.test_key, body: { name: 'María García' } });
    await s.api('POST', '/v1/customers', { key: s.tenant.live_key, body: { name: 'María García' } });
    const mine = await all<{ id: string; livemode: boolean }>('/v1/customers?q=maria');
    expect(mine.every((c) => c.livemode === false)).toBe(true);
    expect(ids(mine)).toEqual([made.customers[0]?.id]);
    expect((await s.api('GET', '/v1/customers?q=maria', { key: other.test_key })).body.data).toHaveLength(1);
  });
});

describe('against a reference', () => {
  it('any part of any field finds what the reference finds (few matches: the index; many: the list in order)', async () => {
    // 700 customers behind the server's back (their documents filled in the background), so a
    // common part matches more than the index is asked for.
    const at = new Date().toISOString();
    const firsts = ['Anna', 'Åsa', 'Björn', 'Chloé', 'Émile', 'Søren', 'Zoë', 'Łucja', 'Jürgen', 'Iñaki'];
    const lasts = ['Berg', 'Müller', 'Öztürk', 'Dvořák', 'Nuñez', 'Strauß', 'García', 'Ødegård'];
    const bulk: { id: string; name: string; email: string; phone: string }[] = [];
    for (let i = 0; i < 700; i++) {
      const name = `${firsts[i % firsts.length]} ${lasts[(i * 7) % lasts.length]}`;
      const row = {
        id: `cus_bulk${String(i).padStart(5, '0')}`,
        name,
        email: `user${i}@shop${i % 3}.example`,
        phone: `+1 555 ${String(1000 + i).padStart(4, '0')}`,
      };
      bulk.push(row);
      await s.sql.run(
        `INSERT INTO customers (tenant_id, livemode, id, name, email, phone, created_at, updated_at)
         VALUES (?, ${s.kind === 'postgres' ? 'false' : '0'}, ?, ?, ?, ?, ?, ?)`,
        s.tenant.tenant_id,
        row.id,
        row.name,
        row.email,
        row.phone,
        at,
        at,
      );
    }
    await s.app.expiry.repairOnce();
    if (s.kind === 'sqlite') {
      // The sweep took every booking's document into the trigram index: none waits above its mark.
      const waiting = await s.sql.get<{ n: number }>(
        'SELECT count(*) AS n FROM booking_search WHERE doc > (SELECT upto FROM booking_search_indexed)',
      );
      expect(waiting?.n).toBe(0);
    }
    const everyone = [...made.customers, ...bulk];
    const byId = new Map(everyone.map((c) => [c.id, c]));
    const present = new Set(ids(await all<{ id: string }>('/v1/customers', 100)));
    const check = async (q: string) => {
      const want = everyone
        .filter((c) => present.has(c.id) && matches(q, [c.name, c.email, c.phone], c.phone))
        .map((c) => c.id)
        .sort();
      const got = await all<{ id: string }>(`/v1/customers?q=${encodeURIComponent(q)}`, 100);
      expect(ids(got).sort(), q).toEqual(want);
      for (const c of got) expect(byId.has(c.id)).toBe(true);
    };
    for (const q of [
      'anna',
      'muller',
      'ozturk',
      'dvorak',
      'nunez',
      'strauss',
      'odegard',
      'shop1',
      '@shop',
      '5551',
      'ü',
    ]) {
      if ([...fold(q)].length >= 2) await check(q);
    }
    // That one is found reading the list in order: the index holds more than it is asked for.
    expect((await all('/v1/customers?q=%40shop', 100)).length).toBeGreaterThan(SELECTIVE_CAP);
    // Bookings of customers found by more documents than the index is asked for (`@shop`), and by
    // more than a few (`shop0`): read in list order, alone and with a filter, across pages.
    const kayak = (
      await s.api('POST', '/v1/fleet-items', { body: { name: 'Sea kayak', price_full_day: 5000, quantity: 100 } })
    ).body;
    const booked: string[] = [];
    for (const i of [3, 350, 699]) {
      const b = await s.api('POST', '/v1/bookings', {
        body: {
          customer_id: bulk[i]?.id,
          pickup_date: '2027-06-01',
          return_date: '2027-06-02',
          line_items: [{ fleet_item_id: kayak.id }],
        },
      });
      expect(b.status, b.text).toBe(201);
      booked.push(b.body.id);
    }
    const [b3, b350, b699] = booked;
    expect(ids(await all('/v1/bookings?q=%40shop', 2))).toEqual([b699, b350, b3]);
    expect(ids(await all('/v1/bookings?q=%40shop&status=pending', 1))).toEqual([b699, b350, b3]);
    expect(ids(await all('/v1/bookings?q=shop0', 1))).toEqual([b699, b3]);
    expect(ids(await all('/v1/bookings?q=shop2.example'))).toEqual([b350]);
    // Parts cut from the records themselves, in random case.
    await fc.assert(
      fc.asyncProperty(
        fc.nat(everyone.length - 1),
        fc.constantFrom<'name' | 'email' | 'phone'>('name', 'email', 'phone'),
        fc.nat(30),
        fc.integer({ min: 2, max: 8 }),
        fc.boolean(),
        async (i, field, start, length, upper) => {
          const value = everyone[i]?.[field] ?? null;
          if (value === null) return;
          const part = [...value]
            .slice(start % Math.max(1, value.length), (start % Math.max(1, value.length)) + length)
            .join('');
          if ([...fold(part)].length < 2) return;
          await check(upper ? part.toUpperCase() : part);
        },
      ),
      { numRuns: 40, seed: 41 },
    );
  });
});
