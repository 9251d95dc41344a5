/**
 * The demo's day in the shop: a few test-mode bookings placed around the moment the demo is created,
 * so the console's Today screen and planner have something to show on a fresh start: a pickup due
 * today, a return due later today, a rental that is late, one coming up, two finished, and a unit in
 * downtime. They go through the same services as the API (pricing, availability, payments, status
 * changes, events), at the demo's `now`.
 *
 * The kayak is booked only in the past (a finished rental holds its units only until it was
 * returned, in the past too), so the kayak quote and
 * availability examples of the README and the API reference answer the same whatever day the demo
 * was created. Live mode gets no bookings: live data is the shop's own.
 */

import { localDate, resolveInstant } from '@rentline/pricing-engine';
import { createDowntime } from './availability/downtimes.js';
import { updateBooking } from './bookings/changes.js';
import { type CreateBookingInput, createBooking } from './bookings/create.js';
import { pickupBooking } from './bookings/operations/pickup.js';
import { returnBooking } from './bookings/operations/return.js';
import { addPayment } from './bookings/payments.js';
import { createResource } from './catalog/crud.js';
import { customers } from './catalog/kinds.js';
import { SYSTEM } from './core/actor.js';
import type { Scope } from './core/scope.js';
import type { Tx } from './store/store.js';

const addDays = (date: string, days: number): string => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

type Stage = 'pending' | 'confirmed' | 'active' | 'completed';

/** Seeds the demo bookings in `scope` (the demo tenant in test mode), with `now` the seed time. */
export async function seedDemoBookings(tx: Tx, scope: Scope, timeZone: string, now: Date): Promise<void> {
  const today = localDate(now.getTime(), timeZone);
  const at = (days: number, time: string) => `${addDays(today, days)}T${time}`;
  // Due back later today: 18:00, or just before midnight when the demo starts in the evening.
  const returnTime = now.getTime() < resolveInstant(at(0, '17:00'), { time_zone: timeZone }) ? '18:00' : '23:30';

  for (const [id, name, email, phone] of [
    ['cus_demo_grace', 'Grace Hopper', 'grace@example.com', '+1 555 0101'],
    ['cus_demo_alan', 'Alan Turing', 'alan@example.com', '+1 555 0102'],
  ] as const)
    await createResource(tx, customers, scope, { name, email, phone }, now, id);

  const book = async (
    input: Omit<CreateBookingInput, 'half_day' | 'pickup_location_id'>,
    stage: Stage,
    paid: 'all' | number,
  ) => {
    const booking = await createBooking(
      tx,
      scope,
      { ...input, half_day: false, pickup_location_id: 'loc_demo_harbor' },
      now,
      SYSTEM.demo,
    );
    const amount = paid === 'all' ? booking.total : paid;
    if (amount > 0)
      await addPayment(tx, scope, booking.id, { amount, method: 'card', reference: null }, now, SYSTEM.demo);
    if (stage === 'confirmed' && amount === 0)
      await updateBooking(tx, scope, booking.id, { status: 'confirmed' }, now, SYSTEM.demo);
    // Picked up when due (or now, for one due later), and a finished rental returned on its return
    // date: a rental returned only now would have held its units until now.
    if (stage === 'active' || stage === 'completed') {
      const pickedUpAt = Math.min(Date.parse(booking.pickup_date), now.getTime());
      await pickupBooking(
        tx,
        scope,
        booking.id,
        { picked_up_at: new Date(pickedUpAt).toISOString() },
        now,
        SYSTEM.demo,
      );
    }
    if (stage === 'completed')
      await returnBooking(tx, scope, booking.id, { returned_at: booking.return_date }, now, SYSTEM.demo);
  };

  // Finished rentals.
  await book(
    {
      customer_id: 'cus_demo_grace',
      pickup_date: at(-5, '09:00'),
      return_date: at(-3, '09:00'),
      line_items: [{ fleet_item_id: 'fi_demo_kayak', quantity: 2 }],
      addons: [{ addon_id: 'ao_demo_lifejacket', quantity: 2 }],
    },
    'completed',
    'all',
  );
  await book(
    {
      customer_id: 'cus_demo_alan',
      pickup_date: at(-6, '09:00'),
      return_date: at(-4, '09:00'),
      line_items: [{ fleet_item_id: 'fi_demo_bike', quantity: 2 }],
    },
    'completed',
    'all',
  );
  // Late: due back yesterday evening, still out, half paid.
  await book(
    {
      customer_id: 'cus_demo_alan',
      pickup_date: at(-3, '09:00'),
      return_date: at(-1, '17:00'),
      line_items: [{ fleet_item_id: 'fi_demo_bike', quantity: 1 }],
      addons: [{ addon_id: 'ao_demo_helmet', quantity: 1 }],
      notes: 'Said he would ride up the coast',
    },
    'active',
    5000,
  );
  // Out, due back later today.
  await book(
    {
      customer_id: 'cus_demo_ada',
      pickup_date: at(-2, '11:00'),
      return_date: at(0, returnTime),
      line_items: [{ fleet_item_id: 'fi_demo_camera', quantity: 1 }],
      addons: [{ addon_id: 'ao_demo_insurance', quantity: 1 }],
    },
    'active',
    'all',
  );
  // Picking up today: paid, confirmed.
  await book(
    {
      customer_id: 'cus_demo_grace',
      pickup_date: at(0, '10:00'),
      return_date: at(2, '10:00'),
      line_items: [{ fleet_item_id: 'fi_demo_bike', quantity: 2 }],
      addons: [{ addon_id: 'ao_demo_helmet', quantity: 2 }],
    },
    'confirmed',
    'all',
  );
  // Coming up, not paid yet.
  await book(
    {
      customer_id: 'cus_demo_ada',
      pickup_date: at(3, '09:00'),
      return_date: at(5, '09:00'),
      line_items: [{ fleet_item_id: 'fi_demo_camera', quantity: 1 }],
    },
    'pending',
    0,
  );
  await createDowntime(
    tx,
    scope,
    {
      fleet_item_id: 'fi_demo_camera',
      quantity: 1,
      start: addDays(today, 1),
      end: addDays(today, 3),
      reason: 'Sensor cleaning',
      force: false,
    },
    now,
  );
}
