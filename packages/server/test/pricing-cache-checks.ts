/**
 * What the pricing cache must show with two processes on one store (SQLite file or PostgreSQL
 * database): used by the two-process test and by the PostgreSQL instances test.
 */
import { expect } from 'vitest';
import type { Api } from './helpers.js';

export interface ProcessPair {
  a: Api;
  b: Api;
  /** Rotate the tenant's keys from this (third) process; the new test key. */
  rotateKeys(): Promise<string>;
}

/** The checks, given two processes' APIs on one store (shared with the PostgreSQL instances test). */
export async function checkStaleReads(pair: ProcessPair): Promise<void> {
  const { a, b } = pair;
  const item = (await a('POST', '/v1/fleet-items', { body: { name: 'Kayak', price_full_day: 4000, quantity: 100 } }))
    .body;
  const customer = (await a('POST', '/v1/customers', { body: { name: 'Ada' } })).body;
  const body = { fleet_item_id: item.id, pickup_date: '2026-07-01T09:00', return_date: '2026-07-02T09:00' };
  const quoteOnB = async () => {
    const res = await b('POST', '/v1/pricing/calculate', { body });
    expect(res.status, res.text).toBe(200);
    return res.body.subtotal as number;
  };
  for (let i = 1; i <= 20; i++) {
    await quoteOnB();
    await quoteOnB(); // now certainly held in B's memory
    const price = 4000 + i * 10;
    const patched = await a('PATCH', `/v1/fleet-items/${item.id}`, { body: { price_full_day: price } });
    expect(patched.status, patched.text).toBe(200);
    expect(await quoteOnB(), `round ${i}`).toBe(price);
    // A booking made on B at once is priced at the new rate too.
    const booked = await b('POST', '/v1/bookings', {
      body: { customer_id: customer.id, ...body, fleet_item_id: undefined, line_items: [{ fleet_item_id: item.id }] },
    });
    expect(booked.status, booked.text).toBe(201);
    expect(booked.body.subtotal, `round ${i}: booking`).toBe(price);
  }
  // The tenant's tax, changed through B, quoted by A at once.
  const before = (await a('POST', '/v1/pricing/calculate', { body })).body.total;
  expect((await b('PATCH', '/v1/tenant', { body: { tax_rate_bps: 1000 } })).status).toBe(200);
  const after = (await a('POST', '/v1/pricing/calculate', { body })).body.total;
  expect(typeof before).toBe('number');
  expect(after).not.toBe(before);
  // Keys rotated by a third process: the old key is refused by both at once.
  for (const api of [a, b]) expect((await api('GET', '/v1/tenant')).status).toBe(200);
  const fresh = await pair.rotateKeys();
  for (const api of [a, b]) expect((await api('GET', '/v1/tenant')).status).toBe(401);
  for (const api of [a, b]) expect((await api('GET', '/v1/tenant', { key: fresh })).status).toBe(200);
}
