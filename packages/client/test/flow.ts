/**
 * A client flow over every operation of the API, written as a user would: no casts, no `any`, no
 * non-null assertions. test/flow.test.ts compiles it with `tsc --strict` against types generated from
 * a live server's document, then runs it against that server.
 */
import { isRentlineApiError, type RentlineClient } from '../src/index.js';

/** `live`: a client with the live key, which alone manages staff (a test key's scripts never reach them). */
export async function flow(client: RentlineClient, log: (line: string) => void, live?: RentlineClient): Promise<void> {
  // Meta (no key needed; the client sends one anyway).
  const health = await client.get('/healthz');
  log(`health ${health.status}`);
  const doc = await client.get('/v1/openapi.json');
  log(`document ${Object.keys(doc).length} keys`);
  const page = await client.raw.GET('/docs', { parseAs: 'text' });
  log(`docs ${page.data?.length ?? 0} chars`);
  const script = await client.raw.GET('/docs/api-reference.js', { parseAs: 'text' });
  log(`docs script ${script.response.status}`);

  // Tenant.
  const tenant = await client.get('/v1/tenant');
  const updatedTenant = await client.patch('/v1/tenant', { body: { tax_rate_bps: 825, timezone: tenant.timezone } });
  log(`tenant ${updatedTenant.tax_rate_bps} bps, ${updatedTenant.subscription_tier}`);

  // Catalog.
  const kayak = await client.post('/v1/fleet-items', { body: { name: 'Kayak', price_full_day: 4500, quantity: 5 } });
  const bike = await client.post('/v1/fleet-items', { body: { name: 'Bike', price_full_day: 3000, quantity: 5 } });
  await client.get('/v1/fleet-items/{id}', { params: { path: { id: kayak.id } } });
  await client.patch('/v1/fleet-items/{id}', { params: { path: { id: kayak.id } }, body: { price_half_day: 2800 } });
  const activeItems = await client.get('/v1/fleet-items', { params: { query: { active: true, limit: 5 } } });
  log(`fleet items: ${activeItems.data.length} active on the first page`);

  const helmet = await client.post('/v1/addons', { body: { name: 'Helmet', price: 300, pricing: 'per_day' } });
  await client.get('/v1/addons/{id}', { params: { path: { id: helmet.id } } });
  await client.patch('/v1/addons/{id}', { params: { path: { id: helmet.id } }, body: { price: 350 } });
  await client.get('/v1/addons', { params: { query: { limit: 1 } } });

  const bundle = await client.post('/v1/packages', {
    body: {
      name: 'Duo',
      fleet_item_ids: [kayak.id],
      addon_ids: [helmet.id],
      discount_type: 'percent',
      discount_value: 10,
    },
  });
  await client.get('/v1/packages/{id}', { params: { path: { id: bundle.id } } });
  await client.patch('/v1/packages/{id}', { params: { path: { id: bundle.id } }, body: { discount_value: 12 } });
  await client.get('/v1/packages');

  const code = `FLOW${Date.now()}`;
  const coupon = await client.post('/v1/coupons', { body: { code, discount_type: 'dollar', discount_value: 500 } });
  await client.get('/v1/coupons/{id}', { params: { path: { id: coupon.id } } });
  await client.patch('/v1/coupons/{id}', { params: { path: { id: coupon.id } }, body: { max_redemptions: 10 } });
  await client.get('/v1/coupons', { params: { query: { active: true } } });

  const ada = await client.post('/v1/customers', { body: { name: 'Ada Lovelace', email: 'ada@example.com' } });
  await client.get('/v1/customers/{id}', { params: { path: { id: ada.id } } });
  await client.patch('/v1/customers/{id}', { params: { path: { id: ada.id } }, body: { phone: '+1 555 0100' } });
  await client.get('/v1/customers');

  const dock = await client.post('/v1/locations', { body: { name: 'North dock', timezone: 'America/New_York' } });
  await client.get('/v1/locations/{id}', { params: { path: { id: dock.id } } });
  await client.patch('/v1/locations/{id}', { params: { path: { id: dock.id } }, body: { address: '1 Harbor Way' } });
  await client.get('/v1/locations');

  // Pricing.
  const rule = await client.post('/v1/pricing/rules', {
    body: { type: 'multi_day', fleet_item_id: kayak.id, days_threshold: 3, adjustment_value: 10 },
  });
  await client.get('/v1/pricing/rules/{id}', { params: { path: { id: rule.id } } });
  await client.patch('/v1/pricing/rules/{id}', { params: { path: { id: rule.id } }, body: { priority: 2 } });
  await client.get('/v1/pricing/rules', { params: { query: { fleet_item_id: kayak.id, type: 'multi_day' } } });
  const window = { pickup_date: '2027-07-01T09:00', return_date: '2027-07-04T09:00' };
  const quote = await client.post('/v1/pricing/calculate', {
    body: { fleet_item_id: kayak.id, ...window, addons: [{ addon_id: helmet.id, quantity: 1 }], coupon_code: code },
  });
  log(`quote ${quote.breakdown.days} days, total ${quote.total}`);
  const explained = await client.post('/v1/pricing/calculate', {
    body: { fleet_item_id: kayak.id, ...window, explain: true },
  });
  log(`explained: ${explained.ledger?.lines[0]?.days.map((d) => d.amount).join(' + ')} = ${explained.subtotal}`);
  const prices = await client.get('/v1/fleet-items/{id}/price-calendar', {
    params: { path: { id: kayak.id }, query: { from: '2027-07-01', to: '2027-07-07', days: 3 } },
  });
  log(`price calendar: ${prices.data.length} dates, cheapest ${prices.cheapest.join(', ')}`);

  // Availability: a calendar, a cart check, a downtime, a hold that expires.
  const calendar = await client.get('/v1/fleet-items/{id}/availability', {
    params: {
      path: { id: kayak.id },
      query: { from: '2027-07-01', to: '2027-07-07', interval: 'day', occupancy: true },
    },
  });
  log(
    `calendar ${calendar.slots.length} ${calendar.interval} slots, first ${calendar.slots[0]?.available} free, ${calendar.occupancy?.length ?? 0} occupying`,
  );
  const check = await client.post('/v1/availability/check', {
    body: { line_items: [{ fleet_item_id: kayak.id, quantity: 2 }], ...window },
  });
  log(`check: ${check.available ? 'available' : 'not available'}, ${check.line_items[0]?.free} free`);
  const repair = await client.post('/v1/downtimes', {
    body: { fleet_item_id: kayak.id, start: '2027-08-01', end: '2027-08-03', reason: 'Hull repair' },
  });
  log(`downtime ${repair.id}, ${repair.conflicting_booking_ids.length} bookings short`);
  await client.get('/v1/downtimes/{id}', { params: { path: { id: repair.id } } });
  await client.patch('/v1/downtimes/{id}', { params: { path: { id: repair.id } }, body: { quantity: 2 } });
  await client.get('/v1/downtimes', { params: { query: { fleet_item_id: kayak.id, from: '2027-08-01' } } });
  await client.delete('/v1/downtimes/{id}', { params: { path: { id: repair.id } } });
  // Numbered units at the counter: a pick-up naming the unit, a damaged return, release, retire, delete.
  const ebike = await client.post('/v1/fleet-items', {
    body: { name: 'E-bike', price_full_day: 6000, tracking: 'units' },
  });
  const eb1 = await client.post('/v1/units', { body: { fleet_item_id: ebike.id, identifier: 'EB-1' } });
  const eb2 = await client.post('/v1/units', { body: { fleet_item_id: ebike.id, identifier: 'EB-2' } });
  await client.get('/v1/units/{id}', { params: { path: { id: eb1.id } } });
  await client.patch('/v1/units/{id}', { params: { path: { id: eb1.id } }, body: { notes: 'New tyres' } });
  const listedUnits = await client.get('/v1/units', { params: { query: { fleet_item_id: ebike.id } } });
  log(`units: ${listedUnits.data.length}`);
  const ride = await client.post('/v1/bookings', {
    body: { customer_id: ada.id, ...window, line_items: [{ fleet_item_id: ebike.id }] },
  });
  await client.patch('/v1/bookings/{id}', { params: { path: { id: ride.id } }, body: { status: 'confirmed' } });
  const lineId = ride.line_items[0]?.id ?? '';
  await client.post('/v1/bookings/{id}/pickup', {
    params: { path: { id: ride.id } },
    body: { units: [{ line_item_id: lineId, unit_ids: [eb1.id] }] },
  });
  // What the return would do, before doing it: the same body, nothing written.
  const preview = await client.post('/v1/bookings/{id}/return/preview', {
    params: { path: { id: ride.id } },
    body: { units: [{ unit_id: eb1.id, condition: 'damaged' }] },
  });
  log(`preview ${preview.status}: ${preview.units.map((u) => `${u.identifier} ${u.status}`).join(', ')}`);
  const back = await client.post('/v1/bookings/{id}/return', {
    params: { path: { id: ride.id } },
    body: { units: [{ unit_id: eb1.id, condition: 'damaged' }] },
  });
  log(`returned ${back.status}`);
  await client.post('/v1/units/{id}/release', { params: { path: { id: eb1.id } } });
  await client.post('/v1/units/{id}/retire', { params: { path: { id: eb1.id } }, body: { reason: 'Old' } });
  await client.delete('/v1/units/{id}', { params: { path: { id: eb2.id } } });
  const held = await client.post('/v1/bookings', {
    body: { customer_id: ada.id, ...window, line_items: [{ fleet_item_id: bike.id }], hold_minutes: 15 },
  });
  log(`hold until ${held.expires_at ?? 'never'}`);
  await client.patch('/v1/tenant', { body: { pending_expiry_minutes: null } });

  // Webhook endpoints (no delivery is attempted to example.com in the flow's server).
  const endpoint = await client.post('/v1/webhook-endpoints', {
    body: { url: 'https://example.com/hooks', events: ['booking.created', 'payment.received'] },
  });
  const events: ('*' | 'booking.created' | 'payment.received')[] = endpoint.events.filter(
    (e) => e === '*' || e === 'booking.created' || e === 'payment.received',
  );
  log(`endpoint ${endpoint.id} receives ${events.join(', ')}`);
  await client.get('/v1/webhook-endpoints/{id}', { params: { path: { id: endpoint.id } } });
  await client.patch('/v1/webhook-endpoints/{id}', {
    params: { path: { id: endpoint.id } },
    body: { description: 'flow' },
  });
  const rotated = await client.post('/v1/webhook-endpoints/{id}/rotate-secret', {
    params: { path: { id: endpoint.id } },
  });
  log(`secret rotated: ${rotated.secret.startsWith('whsec_')}`);
  // The old secret keeps signing next to the new one for an hour.
  const overlapped = await client.post('/v1/webhook-endpoints/{id}/rotate-secret', {
    params: { path: { id: endpoint.id } },
    body: { expire_previous_in_seconds: 3600 },
  });
  log(`overlap rotation: ${overlapped.secret !== rotated.secret}, disabled: ${overlapped.disabled_reason ?? 'no'}`);
  const kinds = await client.get('/v1/event-types');
  const paymentKind = kinds.data.find((k) => k.type === 'payment.received');
  log(`event types: ${kinds.data.length}, payment schema keys ${Object.keys(paymentKind?.schema ?? {}).length > 0}`);
  await client.get('/v1/webhook-endpoints');

  // Bookings.
  const booking = await client.post('/v1/bookings', {
    body: {
      customer_id: ada.id,
      ...window,
      line_items: [{ fleet_item_id: kayak.id }],
      addons: [{ addon_id: helmet.id }],
      coupon_code: code,
    },
  });
  log(`booking ${booking.status}, total ${booking.total} (quote ${quote.total})`);
  await client.patch('/v1/bookings/{id}', { params: { path: { id: booking.id } }, body: { notes: 'North dock' } });
  const extended = await client.post('/v1/bookings/{id}/extend', {
    params: { path: { id: booking.id } },
    body: { new_return_date: '2027-07-05T09:00' },
  });
  const line = extended.line_items[0];
  if (line === undefined) throw new Error('the booking has no line');
  await client.post('/v1/bookings/{id}/swap-item', {
    params: { path: { id: booking.id } },
    body: { line_item_id: line.id, new_fleet_item_id: bike.id },
  });
  const paid = await client.post('/v1/bookings/{id}/payments', {
    params: { path: { id: booking.id } },
    body: { amount: 1000, method: 'card' },
  });
  log(`paid ${paid.amount_paid}, now ${paid.status}`);
  const detail = await client.get('/v1/bookings/{id}', { params: { path: { id: booking.id } } });
  log(`history: ${detail.adjustments.length} adjustments, ${detail.payments.length} payments`);
  const other = await client.post('/v1/bookings', {
    body: { customer_id: ada.id, ...window, line_items: [{ fleet_item_id: bike.id }] },
  });
  const cancelled = await client.post('/v1/bookings/{id}/cancel', { params: { path: { id: other.id } } });
  log(`cancelled ${cancelled.status}`);
  let pending = 0;
  for await (const b of client.list('/v1/bookings', { params: { query: { limit: 1, customer_id: ada.id } } })) {
    if (b.status === 'pending') pending++;
  }
  log(`pending bookings of ${ada.name}: ${pending}`);

  // Events: data is typed by the event's type.
  for await (const event of client.list('/v1/events', { params: { query: { limit: 5 } } })) {
    if (event.type === 'payment.received') log(`payment event: ${event.data.amount} on ${event.data.booking_id}`);
    else if (event.type === 'booking.created' && event.data.id === booking.id)
      log(`booking event: ${event.data.total}`);
  }
  const firstEvent = (await client.get('/v1/events', { params: { query: { type: 'booking.created', limit: 1 } } }))
    .data[0];
  if (firstEvent === undefined) throw new Error('no booking.created event');
  await client.get('/v1/events/{id}', { params: { path: { id: firstEvent.id } } });
  const redelivery = await client.post('/v1/webhook-endpoints/{id}/deliveries', {
    params: { path: { id: endpoint.id } },
    body: { event_id: firstEvent.id },
  });
  const deliveries = await client.get('/v1/webhook-endpoints/{id}/deliveries', {
    params: { path: { id: endpoint.id }, query: { status: 'pending', event_type: 'booking.created' } },
  });
  log(`deliveries: ${deliveries.data.length} pending, redelivery ${redelivery.status}`);
  const recovery = await client.post('/v1/webhook-endpoints/{id}/recover', {
    params: { path: { id: endpoint.id } },
    body: { since: '2027-01-01T00:00:00Z' },
  });
  log(`recovery: ${recovery.deliveries_created} re-queued since ${recovery.since}`);

  // Payments with the built-in test provider: a card payment, a deposit held, captured in part at a
  // damaged return, another released, a refund; and Stripe's endpoint (this server has no Stripe keys).
  await client.patch('/v1/tenant', { body: { payments: { provider: 'test' } } });
  const canoe = await client.post('/v1/fleet-items', {
    body: { name: 'Canoe', price_full_day: 6000, deposit_amount: 5000, quantity: 5 },
  });
  const trip = await client.post('/v1/bookings', {
    body: { customer_id: ada.id, ...window, line_items: [{ fleet_item_id: canoe.id }] },
  });
  const rental = await client.post('/v1/bookings/{id}/payment-intents', {
    params: { path: { id: trip.id } },
    body: { purpose: 'rental' },
  });
  const card = await client.post('/v1/payment-intents/{id}/confirm', {
    params: { path: { id: rental.id } },
    body: { payment_method: 'pm_card_visa' },
  });
  const deposit = await client.post('/v1/bookings/{id}/payment-intents', {
    params: { path: { id: trip.id } },
    body: { purpose: 'deposit' },
  });
  await client.post('/v1/payment-intents/{id}/confirm', {
    params: { path: { id: deposit.id } },
    body: { payment_method: 'pm_card_visa' },
  });
  const authorised = await client.get('/v1/payment-intents/{id}', { params: { path: { id: deposit.id } } });
  log(`rental ${card.status}, deposit ${authorised.status}`);
  await client.patch('/v1/bookings/{id}', { params: { path: { id: trip.id } }, body: { status: 'active' } });
  await client.patch('/v1/bookings/{id}', { params: { path: { id: trip.id } }, body: { status: 'completed' } });
  const damaged = await client.post('/v1/bookings/{id}/deposit/capture', {
    params: { path: { id: trip.id } },
    body: { amount: 1500, reason: 'Dented hull' },
  });
  log(`deposit ${damaged.deposit.status} ${damaged.deposit.amount_captured}, owed ${damaged.amount_owed}`);
  const refund = await client.post('/v1/bookings/{id}/refunds', {
    params: { path: { id: trip.id } },
    body: { payment_id: card.payment_id ?? '', amount: 500 },
  });
  await client.get('/v1/refunds/{id}', { params: { path: { id: refund.id } } });
  const spare = await client.post('/v1/bookings', {
    body: { customer_id: ada.id, ...window, line_items: [{ fleet_item_id: canoe.id }] },
  });
  const hold = await client.post('/v1/bookings/{id}/payment-intents', {
    params: { path: { id: spare.id } },
    body: { purpose: 'deposit' },
  });
  await client.post('/v1/payment-intents/{id}/confirm', {
    params: { path: { id: hold.id } },
    body: { payment_method: 'pm_card_visa' },
  });
  const released = await client.post('/v1/bookings/{id}/deposit/release', { params: { path: { id: spare.id } } });
  log(`refund ${refund.status}, spare deposit ${released.deposit.status}`);
  try {
    await client.post('/v1/providers/stripe/webhook', {
      params: { header: { 'Stripe-Signature': 't=1,v1=00' } },
      body: { id: 'evt_1', object: 'event', type: 'payment_intent.succeeded', livemode: false, data: { object: {} } },
    });
  } catch (e) {
    if (isRentlineApiError(e)) log(`stripe endpoint ${e.status} ${e.code}`);
    else throw e;
  }

  // The storefront: a publishable key for the shop's pages, the shop as they see it, a checkout.
  const pk = await client.post('/v1/publishable-keys', { body: { allowed_origins: ['https://shop.example'] } });
  await client.get('/v1/publishable-keys/{id}', { params: { path: { id: pk.id } } });
  await client.patch('/v1/publishable-keys/{id}', { params: { path: { id: pk.id } }, body: { active: true } });
  const keys = await client.get('/v1/publishable-keys', { params: { query: { limit: 5 } } });
  const catalog = await client.get('/v1/storefront/catalog');
  const sheet = await client.get('/v1/storefront/price-sheet');
  log(`storefront: ${keys.data.length} key, ${catalog.fleet_items.length} items, ${sheet.packages.length} package`);
  const checkout = await client.post('/v1/storefront/checkouts', {
    body: {
      line_items: [{ fleet_item_id: bike.id }],
      ...window,
      customer: { name: 'Grace', email: 'grace@example.com' },
    },
  });
  const opened = await client.get('/v1/storefront/checkouts/{id}', { params: { path: { id: checkout.id } } });
  log(`checkout ${opened.status}, secret ${checkout.client_secret.startsWith(`${checkout.id}_secret_`)}`);
  await client.delete('/v1/publishable-keys/{id}', { params: { path: { id: pk.id } } });

  // Staff, with the live key.
  if (live !== undefined) {
    const member = await live.post('/v1/staff', {
      body: { email: `flow${Date.now()}@shop.example`, name: 'Flow Member', role: 'staff' },
    });
    log(`staff ${member.role}, invited ${member.invite_url?.includes('#') === true}`);
    await live.get('/v1/staff/{id}', { params: { path: { id: member.id } } });
    await live.patch('/v1/staff/{id}', { params: { path: { id: member.id } }, body: { role: 'manager' } });
    await live.get('/v1/staff', { params: { query: { limit: 5 } } });
    await live.post('/v1/staff/{id}/invite', { params: { path: { id: member.id } } });
    await live.post('/v1/staff/{id}/unlock', { params: { path: { id: member.id } } });
    const left = await live.delete('/v1/staff/{id}', { params: { path: { id: member.id } } });
    log(`staff deleted: ${left.deleted}`);
  }

  // Typed errors.
  try {
    await client.post('/v1/bookings/{id}/payments', { params: { path: { id: other.id } }, body: { amount: 1 } });
  } catch (e) {
    if (isRentlineApiError(e)) log(`error ${e.status} ${e.code}`);
    else throw e;
  }
  try {
    await client.post('/v1/fleet-items', { body: { name: '', price_full_day: 1 } });
  } catch (e) {
    if (isRentlineApiError(e)) log(`error ${e.status} ${e.code} ${e.param ?? ''}`);
    else throw e;
  }

  // Deletes.
  await client.delete('/v1/webhook-endpoints/{id}', { params: { path: { id: endpoint.id } } });
  await client.delete('/v1/pricing/rules/{id}', { params: { path: { id: rule.id } } });
  await client.delete('/v1/coupons/{id}', { params: { path: { id: coupon.id } } });
  await client.delete('/v1/packages/{id}', { params: { path: { id: bundle.id } } });
  await client.delete('/v1/locations/{id}', { params: { path: { id: dock.id } } });
  await client.delete('/v1/addons/{id}', { params: { path: { id: helmet.id } } });
  await client.delete('/v1/customers/{id}', { params: { path: { id: ada.id } } });
  const gone = await client.delete('/v1/fleet-items/{id}', { params: { path: { id: kayak.id } } });
  log(`deleted ${gone.id}: ${gone.deleted}`);
}
