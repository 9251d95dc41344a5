/**
 * The crash tests' load and checks, shared by the SQLite test (one server killed and restarted) and
 * the PostgreSQL one (one of two instances killed while the other serves):
 * - `mixedLoad`: creates, payments, cancels and extends from concurrent clients, remembering what was
 *   acknowledged (2xx) and counting what a crash cut off;
 * - `verifyWhole`: every acknowledged operation is in the database; every booking in it is whole
 *   (its lines, its booking.created event, a total equal to its created total plus its adjustments,
 *   an amount_paid equal to its payments, one event per payment, extension and cancellation); every
 *   event has its delivery row.
 */
import { expect } from 'vitest';
import type { Api } from './helpers.js';
import type { TestSql } from './sql.js';

export interface Known {
  /** Line items sent on create. */
  lines: number;
  /** The latest acknowledged return date (an unacknowledged extend may have moved it further). */
  returnDate: string;
  payments: number;
  extends: number;
  cancelled: boolean;
}

export interface LoadTally {
  acknowledged: number;
  rejected_4xx: number;
  lost_in_crash: number;
  server_errors: number;
}

export interface MixedLoad {
  known: Map<string, Known>;
  tally: LoadTally;
  /** Run `clients` loops until `stop()`; each request goes to `api()` (which may change between calls). */
  run(clients: number, api: () => Api): { stop(): Promise<void> };
}

/**
 * The moment to kill a server under `load`: once `atLeast` more operations were acknowledged (so
 * every crash cuts into a load that is really running, however slow the machine is; at most
 * `capMs`), then a random 0-650 ms later, so the kill lands at any point of a request.
 */
export async function killMoment(load: MixedLoad, atLeast = 11, capMs = 30_000): Promise<void> {
  const target = load.tally.acknowledged + atLeast;
  const deadline = Date.now() + capMs;
  while (load.tally.acknowledged < target && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
  await new Promise((r) => setTimeout(r, Math.random() * 650));
}

export function mixedLoad(customerId: string, itemIds: string[]): MixedLoad {
  const known = new Map<string, Known>();
  const ids: string[] = [];
  const tally: LoadTally = { acknowledged: 0, rejected_4xx: 0, lost_in_crash: 0, server_errors: 0 };
  const pick = () => ids[Math.floor(Math.random() * ids.length)] as string;
  const dayAfter = (iso: string) =>
    new Date(Date.parse(`${iso.slice(0, 19)}Z`) + 86_400_000).toISOString().slice(0, 16);

  const operation = async (api: Api) => {
    const r = Math.random();
    if (r < 0.5 || ids.length < 5) {
      const lines = 1 + Math.floor(Math.random() * 2);
      const res = await api('POST', '/v1/bookings', {
        body: {
          customer_id: customerId,
          pickup_date: '2026-07-01T09:00',
          return_date: '2026-07-03T09:00',
          line_items: itemIds.slice(0, lines).map((id) => ({ fleet_item_id: id })),
        },
      });
      if (res.status === 201) {
        known.set(res.body.id, { lines, returnDate: res.body.return_date, payments: 0, extends: 0, cancelled: false });
        ids.push(res.body.id);
      }
      return res.status;
    }
    const id = pick();
    const k = known.get(id) as Known;
    if (r < 0.7) {
      const res = await api('POST', `/v1/bookings/${id}/payments`, { body: { amount: 100 } });
      if (res.status === 201) k.payments++;
      return res.status;
    }
    if (r < 0.8) {
      const res = await api('POST', `/v1/bookings/${id}/cancel`, { body: { reason: 'crash test' } });
      if (res.status === 200) k.cancelled = true;
      return res.status;
    }
    const res = await api('POST', `/v1/bookings/${id}/extend`, { body: { new_return_date: dayAfter(k.returnDate) } });
    if (res.status === 200) {
      k.extends++;
      k.returnDate = res.body.return_date;
    }
    return res.status;
  };

  return {
    known,
    tally,
    run(clients, api) {
      let stopped = false;
      const loop = async () => {
        while (!stopped) {
          try {
            const status = await operation(api());
            if (status >= 500) tally.server_errors++;
            else if (status >= 400) tally.rejected_4xx++;
            else tally.acknowledged++;
          } catch {
            tally.lost_in_crash++; // the connection died with the server: not acknowledged
          }
        }
      };
      const loops = Array.from({ length: clients }, loop);
      return {
        async stop() {
          stopped = true;
          await Promise.all(loops);
        },
      };
    },
  };
}

/** `data->>'key'` of an event's JSON text, per store. */
const field = (sql: TestSql, key: string) =>
  sql.kind === 'postgres' ? `(data::jsonb ->> '${key}')` : `json_extract(data, '$.${key}')`;

/** The checks after the crashes; returns how many bookings were found whole. */
export async function verifyWhole(sql: TestSql, tenantId: string, known: Map<string, Known>): Promise<number> {
  type Row = { id: string; status: string; total: number; amount_paid: number; return_date: string };
  const rows = new Map(
    (
      (await sql.all(
        'SELECT id, status, total, amount_paid, return_date FROM bookings WHERE tenant_id = ?',
        tenantId,
      )) as Row[]
    ).map((r) => [r.id, r]),
  );
  const count = async (q: string, id: string) => ((await sql.get(q, id)) as { n: number }).n;
  const events = (type: string, id: string) =>
    count(
      `SELECT count(*) AS n FROM events WHERE type = '${type}' AND coalesce(${field(sql, 'booking_id')}, ${field(sql, 'id')}) = ?`,
      id,
    );

  // Every acknowledged operation is there.
  for (const [id, k] of known) {
    const row = rows.get(id);
    expect(row, `acknowledged booking ${id}`).toBeDefined();
    expect(await count('SELECT count(*) AS n FROM booking_line_items WHERE booking_id = ?', id)).toBe(k.lines);
    expect(await count('SELECT count(*) AS n FROM booking_payments WHERE booking_id = ?', id)).toBeGreaterThanOrEqual(
      k.payments,
    );
    expect(await events('booking.extended', id)).toBeGreaterThanOrEqual(k.extends);
    expect(Date.parse(row?.return_date as string)).toBeGreaterThanOrEqual(Date.parse(k.returnDate));
    if (k.cancelled) expect(row?.status).toBe('cancelled');
  }

  // Nothing half-written: every booking in the database is whole and agrees with its events.
  let checked = 0;
  for (const [id, row] of rows) {
    expect(await count('SELECT count(*) AS n FROM booking_line_items WHERE booking_id = ?', id), id).toBeGreaterThan(0);
    const createdEvent = (await sql.get(
      `SELECT data FROM events WHERE type = 'booking.created' AND ${field(sql, 'id')} = ?`,
      id,
    )) as { data: string } | undefined;
    expect(createdEvent, `booking.created of ${id}`).toBeDefined();
    const initialTotal = JSON.parse(createdEvent?.data as string).total as number;
    const adjustments = (
      (await sql.get('SELECT coalesce(sum(amount), 0) AS s FROM booking_adjustments WHERE booking_id = ?', id)) as {
        s: number;
      }
    ).s;
    expect(row.total, `total of ${id}`).toBe(initialTotal + adjustments);
    const paid = (
      (await sql.get('SELECT coalesce(sum(amount), 0) AS s FROM booking_payments WHERE booking_id = ?', id)) as {
        s: number;
      }
    ).s;
    expect(row.amount_paid).toBe(paid);
    expect(await events('payment.received', id)).toBe(
      await count('SELECT count(*) AS n FROM booking_payments WHERE booking_id = ?', id),
    );
    expect(await events('booking.extended', id)).toBe(
      await count("SELECT count(*) AS n FROM booking_adjustments WHERE booking_id = ? AND type = 'extension'", id),
    );
    expect(await events('booking.cancelled', id)).toBe(row.status === 'cancelled' ? 1 : 0);
    checked++;
  }
  // Every event has its delivery row (the outbox is written with the event).
  const undelivered = (await sql.get(
    'SELECT count(*) AS n FROM events e WHERE e.tenant_id = ? AND NOT EXISTS (SELECT 1 FROM webhook_deliveries d WHERE d.event_id = e.id)',
    tenantId,
  )) as { n: number };
  expect(undelivered.n).toBe(0);
  expect(rows.size).toBeGreaterThanOrEqual(known.size);
  return checked;
}

/** Ids of the tenant's events. */
export async function eventIds(sql: TestSql, tenantId: string): Promise<string[]> {
  return ((await sql.all('SELECT id FROM events WHERE tenant_id = ?', tenantId)) as { id: string }[]).map((r) => r.id);
}
