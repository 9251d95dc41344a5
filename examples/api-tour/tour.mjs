// A tour of the Rentline API: creates a fleet item and rules, asks for a quote, books it, extends the
// booking, swaps its item, records a payment, reads the availability calendar, takes a unit out of
// service, holds a unit for a checkout, rents a numbered unit that comes back late and damaged
// (overdue, the late fee, the repair downtime, its release), and receives the signed webhooks all of
// that sends.
//
//   RENTLINE_URL=http://127.0.0.1:3000 RENTLINE_KEY=rk_test_... node tour.mjs
//
// The server must be allowed to deliver to this machine (npm start's demo sets
// WEBHOOK_ALLOW_PRIVATE_URLS=true). Everything is created in the key's mode; use a test key.
import { createServer } from 'node:http';
import { createClient } from '@rentline/client';
import { constructEvent } from '@rentline/webhook-signer';

const base = process.env.RENTLINE_URL ?? 'http://127.0.0.1:3000';
const key = process.env.RENTLINE_KEY;
if (!key) {
  console.error('Set RENTLINE_KEY to an API key (npm start prints the demo test key).');
  process.exit(2);
}
const usd = (c) => `$${(c / 100).toFixed(2)}`;
const step = (n, text) => console.log(`\n${n}. ${text}`);
/** Wait (100 ms at a time, 10 s at most) until `check` holds; throws naming `what` if it never does. */
const until = async (check, what) => {
  for (let i = 0; i < 100; i++) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`still waiting for ${what} after 10 s`);
};

// Every call goes through @rentline/client: typed paths and bodies (in an editor), errors thrown as
// RentlineApiError with the envelope's code, an Idempotency-Key on every POST.
const rentline = createClient({ apiKey: key, baseUrl: base });

// 1. A receiver for the webhooks, on an ephemeral port of this machine.
let secret = null;
const received = [];
let quiet = false; // set once the tour has seen every event it caused: nothing prints after its last line
const receiver = createServer((req, res) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    try {
      const event = constructEvent(Buffer.concat(chunks), req.headers['service-signature'], secret);
      received.push(event);
      if (!quiet) console.log(`   ← webhook ${event.type} ${event.id} (signature verified)`);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true}');
    } catch (e) {
      if (!quiet) console.log(`   ← webhook rejected: ${e.code ?? e.message}`);
      res.writeHead(400).end();
    }
  });
});
await new Promise((r) => receiver.listen(0, '127.0.0.1', r));
const hookUrl = `http://127.0.0.1:${receiver.address().port}/webhooks`;

step(1, `Subscribe ${hookUrl} to every event`);
const endpoint = await rentline.post('/v1/webhook-endpoints', {
  body: { url: hookUrl, events: ['*'], description: 'api-tour' },
});
secret = endpoint.secret;
console.log(`   endpoint ${endpoint.id}, secret ${secret.slice(0, 10)}… (shown only now)`);

/** The first customer with this email, if any (the list walks every page). */
async function findCustomer(email) {
  for await (const c of rentline.list('/v1/customers', { params: { query: { limit: 100 } } })) {
    if (c.email === email) return c;
  }
  return undefined;
}

try {
  step(2, 'Create two fleet items; find the customer by email (the demo has her), else create her');
  const bike = await rentline.post('/v1/fleet-items', {
    body: {
      name: 'Tour e-bike',
      price_full_day: 6000,
      price_multi_day: 5000,
      price_weekly: 28000,
      deposit_amount: 20000,
      quantity: 3,
    },
  });
  const cargo = await rentline.post('/v1/fleet-items', {
    body: { name: 'Tour cargo bike', price_full_day: 7000, quantity: 2 },
  });
  // Found rather than created again: a second run of the tour adds no second Grace Hopper.
  const customer =
    (await findCustomer('grace@example.com')) ??
    (await rentline.post('/v1/customers', { body: { name: 'Grace Hopper', email: 'grace@example.com' } }));
  console.log(`   ${bike.id} ${bike.name} ${usd(bike.price_full_day)}/day · ${cargo.id} · ${customer.id}`);

  step(3, 'Add a seasonal rule (+15 % in August) and a 3-day discount (10 %)');
  const august = await rentline.post('/v1/pricing/rules', {
    body: {
      type: 'seasonal',
      fleet_item_id: bike.id,
      start_date: '2027-08-01',
      end_date: '2027-08-31',
      adjustment_type: 'percent',
      adjustment_value: 15,
    },
  });
  const threeDays = await rentline.post('/v1/pricing/rules', {
    body: {
      type: 'multi_day',
      fleet_item_id: bike.id,
      days_threshold: 3,
      adjustment_type: 'percent',
      adjustment_value: 10,
    },
  });
  console.log(`   ${august.id} seasonal, ${threeDays.id} multi_day`);

  const window = { pickup_date: '2027-07-30T10:00', return_date: '2027-08-02T10:00' };
  step(4, `Quote ${bike.name}, ${window.pickup_date} → ${window.return_date} (tenant time)`);
  const quote = await rentline.post('/v1/pricing/calculate', { body: { fleet_item_id: bike.id, ...window } });
  console.log(
    `   ${quote.breakdown.days} days: base ${usd(quote.base_price)}, multi-day -${usd(quote.breakdown.multi_day_discount)}, seasonal +${usd(quote.seasonal_adjustment)}, tax ${usd(quote.tax)}, fee ${usd(quote.service_fee_amount)} → total ${usd(quote.total)}`,
  );

  step(5, 'Book it');
  let booking = await rentline.post('/v1/bookings', {
    body: {
      customer_id: customer.id,
      ...window,
      line_items: [{ fleet_item_id: bike.id }],
    },
  });
  console.log(
    `   ${booking.id} ${booking.status}, total ${usd(booking.total)} (same as the quote: ${booking.total === quote.total})`,
  );

  step(6, 'Extend it by two days');
  booking = await rentline.post('/v1/bookings/{id}/extend', {
    params: { path: { id: booking.id } },
    body: { new_return_date: '2027-08-04T10:00' },
  });
  console.log(`   return ${booking.return_date}, total ${usd(booking.total)}`);

  step(7, 'Swap the e-bike for the cargo bike');
  booking = await rentline.post('/v1/bookings/{id}/swap-item', {
    params: { path: { id: booking.id } },
    body: {
      line_item_id: booking.line_items[0].id,
      new_fleet_item_id: cargo.id,
    },
  });
  console.log(`   line is now ${booking.line_items[0].fleet_item_name}, total ${usd(booking.total)}`);

  step(8, 'Record a payment of the full amount');
  booking = await rentline.post('/v1/bookings/{id}/payments', {
    params: { path: { id: booking.id } },
    body: {
      amount: booking.amount_owed,
      method: 'card',
      reference: 'tour',
    },
  });
  console.log(`   ${booking.status}, paid ${usd(booking.amount_paid)}, owed ${usd(booking.amount_owed)}`);

  const detail = await rentline.get('/v1/bookings/{id}', { params: { path: { id: booking.id } } });
  const sum = detail.adjustments.reduce((s, a) => s + a.amount, 0);
  console.log(
    `   adjustments: ${detail.adjustments.map((a) => `${a.type} ${usd(a.amount)}`).join(', ')} (creation ${usd(detail.total - sum)} + ${usd(sum)} = ${usd(detail.total)})`,
  );
  console.log(
    `   change_log: ${detail.change_log.map((c) => `${c.type} ${c.from_fleet_item_id} → ${c.to_fleet_item_id}`).join(', ')}`,
  );

  step(9, `What is free when: ${cargo.name}, day by day (tenant-local days)`);
  const calendar = await rentline.get('/v1/fleet-items/{id}/availability', {
    params: { path: { id: cargo.id }, query: { from: '2027-07-29', to: '2027-08-05' } },
  });
  for (const slot of calendar.slots) {
    console.log(
      `   ${slot.start.slice(0, 10)}  ${'■'.repeat(slot.in_use + slot.down)}${'□'.repeat(slot.available)}  ${slot.available} of ${calendar.quantity} free`,
    );
  }
  // One e-bike goes to the workshop for two days: a downtime, then the calendar shows it.
  const service = await rentline.post('/v1/downtimes', {
    body: { fleet_item_id: bike.id, start: '2027-08-10', end: '2027-08-12', reason: 'Brake service' },
  });
  console.log(`   downtime ${service.id}: 1 unit out of service ${service.start} → ${service.end}`);

  step(10, `Hold an ${bike.name} for 15 minutes while a customer checks out`);
  const cart = { line_items: [{ fleet_item_id: bike.id, quantity: 3 }], ...window };
  const before = await rentline.post('/v1/availability/check', { body: cart });
  console.log(`   check for 3: ${before.available ? 'available' : 'not available'}, ${before.line_items[0].free} free`);
  const hold = await rentline.post('/v1/bookings', {
    body: { customer_id: customer.id, ...window, line_items: [{ fleet_item_id: bike.id }], hold_minutes: 15 },
  });
  console.log(
    `   ${hold.id} ${hold.status}, holds its unit until ${hold.expires_at} (then it is cancelled as expired)`,
  );
  const during = await rentline.post('/v1/availability/check', { body: cart });
  console.log(`   check for 3: ${during.available ? 'available' : 'not available'}, ${during.line_items[0].free} free`);
  await rentline.post('/v1/bookings/{id}/cancel', { params: { path: { id: hold.id } }, body: { reason: 'tour' } });
  await rentline.delete('/v1/downtimes/{id}', { params: { path: { id: service.id } } });

  step(11, 'A numbered item: a tandem tracked by units, two of them, 8.00 per started hour when late');
  // Its late-fee policy is its own (no grace): the tenant's settings stay as they are.
  const tandem = await rentline.post('/v1/fleet-items', {
    body: { name: 'Tour tandem', price_full_day: 8000, tracking: 'units', late_fee: { per_hour: 800 } },
  });
  // Identifiers are unique among a shop's units in service: the T-1 and T-2 of an earlier run of the
  // tour are retired first, so the tour runs again.
  for await (const unit of rentline.list('/v1/units', { params: { query: { limit: 100 } } })) {
    if (['T-1', 'T-2'].includes(unit.identifier) && unit.status !== 'retired' && unit.status !== 'out') {
      await rentline.post('/v1/units/{id}/retire', {
        params: { path: { id: unit.id } },
        body: { reason: 'An earlier run of the API tour', force: true },
      });
      console.log(`   retired ${unit.identifier} ${unit.id}, left by an earlier run`);
    }
  }
  const units = [];
  for (const identifier of ['T-1', 'T-2']) {
    units.push(await rentline.post('/v1/units', { body: { fleet_item_id: tandem.id, identifier } }));
  }
  const [t1] = units;
  const counted = await rentline.get('/v1/fleet-items/{id}', { params: { path: { id: tandem.id } } });
  console.log(
    `   ${tandem.id} tracking ${counted.tracking}, quantity ${counted.quantity} (its units): ${units.map((u) => `${u.identifier} ${u.id} ${u.status}`).join(', ')}`,
  );

  step(12, 'Book the tandem from now until 2 seconds from now, and pick up T-1');
  // A rental that ends while the tour runs, so its return is really late: past pickups are
  // accepted, a pick-up or return is never recorded ahead of the server's clock.
  const start = Date.now();
  let ride = await rentline.post('/v1/bookings', {
    body: {
      customer_id: customer.id,
      pickup_date: new Date(start).toISOString(),
      return_date: new Date(start + 2000).toISOString(),
      line_items: [{ fleet_item_id: tandem.id }],
    },
  });
  await rentline.patch('/v1/bookings/{id}', { params: { path: { id: ride.id } }, body: { status: 'confirmed' } });
  ride = await rentline.post('/v1/bookings/{id}/pickup', {
    params: { path: { id: ride.id } },
    body: { units: [{ line_item_id: ride.line_items[0].id, unit_ids: [t1.id] }] },
  });
  const out = await rentline.get('/v1/units/{id}', { params: { path: { id: t1.id } } });
  console.log(
    `   ${ride.id} ${ride.status}, total ${usd(ride.total)}, due back ${ride.return_date}; line units ${ride.line_items[0].unit_ids.join(', ')}; ${out.identifier} ${out.status} on ${out.booking_id}`,
  );

  step(13, 'Not back yet: the booking turns overdue, and the sweeper says so once');
  // `overdue` is judged by the server: past the return date plus the tenant's late-fee grace.
  const tenant = await rentline.get('/v1/tenant');
  const grace = tenant.late_fee?.grace_minutes ?? 0;
  // Past the return date (by this machine's clock) in any case: the tandem's own policy has no grace.
  await until(() => Date.now() > Date.parse(ride.return_date) + 500, 'the return date to pass');
  if (grace > 0) {
    console.log(`   (the tenant's ${grace}-minute grace keeps it from being overdue within the tour)`);
  } else {
    await until(async () => {
      const page = await rentline.get('/v1/bookings', { params: { query: { overdue: true, limit: 100 } } });
      return page.data.some((b) => b.id === ride.id);
    }, 'the booking to be listed overdue');
    console.log(`   GET /v1/bookings?overdue=true lists ${ride.id}`);
    // The sweeper (each second, in every server process) emits booking.overdue exactly once.
    await until(
      () => received.some((e) => e.type === 'booking.overdue' && e.data.id === ride.id),
      'the booking.overdue webhook',
    );
  }

  step(14, 'It comes back late, T-1 with a bent wheel');
  const due = ride;
  ride = await rentline.post('/v1/bookings/{id}/return', {
    params: { path: { id: ride.id } },
    body: { units: [{ unit_id: t1.id, condition: 'damaged', notes: 'Bent front wheel' }] },
  });
  const late = Date.parse(ride.returned_at) - Date.parse(ride.return_date);
  const returned = await rentline.get('/v1/bookings/{id}', { params: { path: { id: ride.id } } });
  const fee = returned.adjustments.find((a) => a.type === 'late_fee');
  const hours = Math.ceil(late / 3_600_000);
  console.log(
    `   ${ride.status}, ${(late / 1000).toFixed(1)} s late: ${hours} started hour${hours === 1 ? '' : 's'} at ${usd(tandem.late_fee.per_hour)} = ${usd(ride.subtotal - due.subtotal)}, tax ${usd(ride.tax_amount - due.tax_amount)}, late fee ${usd(ride.late_fee_amount)}`,
  );
  console.log(
    `   adjustment ${fee ? `${fee.type} ${usd(fee.amount)}` : 'none'}: total ${usd(due.total)} → ${usd(ride.total)}, owed ${usd(ride.amount_owed)}`,
  );
  const damaged = await rentline.get('/v1/units/{id}', { params: { path: { id: t1.id } } });
  const downtimes = await rentline.get('/v1/downtimes', { params: { query: { fleet_item_id: tandem.id } } });
  const repair = downtimes.data.find((d) => d.unit_id === t1.id);
  if (repair === undefined) throw new Error(`no downtime names ${t1.id}`);
  console.log(`   ${damaged.identifier} ${damaged.status}, condition ${damaged.condition}`);
  console.log(
    `   downtime ${repair.id}: ${repair.quantity} unit from ${repair.start}, end ${repair.end} (until released): ${repair.reason}`,
  );

  step(15, 'Back from the workshop: release T-1');
  const released = await rentline.post('/v1/units/{id}/release', { params: { path: { id: t1.id } } });
  const ended = await rentline.get('/v1/downtimes/{id}', { params: { path: { id: repair.id } } });
  console.log(
    `   ${released.identifier} ${released.status}, condition ${released.condition}; downtime ended ${ended.end === null ? 'not yet' : 'at release'}`,
  );

  step(16, 'Wait for the webhooks');
  // Every event the tour caused has a delivery to the endpoint, written with the event itself: wait
  // until each one has arrived (or has failed for good), so no webhook prints after the last line.
  const settled = async () => {
    const pending = [];
    for await (const d of rentline.list('/v1/webhook-endpoints/{id}/deliveries', {
      params: { path: { id: endpoint.id }, query: { limit: 100 } },
    })) {
      if (d.status !== 'failed' && !received.some((e) => e.id === d.event_id)) pending.push(d.event_id);
    }
    return pending;
  };
  let waiting = await settled();
  for (let i = 0; i < 100 && waiting.length > 0; i++) {
    await new Promise((r) => setTimeout(r, 100));
    waiting = await settled();
  }
  if (waiting.length > 0) throw new Error(`webhooks still on their way after 10 s: ${waiting.join(', ')}`);
  quiet = true;
  const expected = [
    'booking.created',
    'booking.extended',
    'booking.item_swapped',
    'payment.received',
    'booking.confirmed',
  ];
  const got = received.filter((e) => (e.data.booking_id ?? e.data.id) === booking.id).map((e) => e.type);
  console.log(
    `   received all ${received.length} events the tour caused; ${got.length} for ${booking.id}: ${[...new Set(got)].join(', ')}`,
  );
  if (!expected.every((t) => got.includes(t)))
    throw new Error(`missing webhooks: ${expected.filter((t) => !got.includes(t)).join(', ')}`);
  const rode = received.filter((e) => e.data.id === ride.id).map((e) => e.type);
  console.log(`   ${rode.length} for ${ride.id}: ${rode.join(', ')}`);
  console.log('\nTour complete.');
} finally {
  await rentline.delete('/v1/webhook-endpoints/{id}', { params: { path: { id: endpoint.id } } }).catch(() => {});
  receiver.close();
}
