// A checkout preview: price a cart the way the Rentline API will charge it, before anything is booked.
// Run: node checkout.mjs [pickup] [return]   e.g. node checkout.mjs 2026-07-02T10:00 2026-07-06T10:00
import { isPricingError, priceCart } from '@rentline/pricing-engine';

// In a real app these records come from the Rentline API (GET /v1/fleet-items/:id, /v1/pricing/rules, ...).
const kayak = {
  id: 'fi_kayak',
  name: 'Touring kayak',
  price_full_day: 4500,
  price_multi_day: 4000,
  price_weekly: 21000,
  deposit_amount: 10000,
};
const paddle = { id: 'fi_sup', name: 'Paddle board', price_full_day: 3000, deposit_amount: 5000 };
const rules = [
  {
    id: 'pr_july4',
    type: 'seasonal',
    fleet_item_id: null,
    start_date: '2026-07-03',
    end_date: '2026-07-05',
    adjustment_type: 'percent',
    adjustment_value: 25,
    priority: 1,
  },
  {
    id: 'pr_3days',
    type: 'multi_day',
    fleet_item_id: null,
    days_threshold: 3,
    adjustment_type: 'percent',
    adjustment_value: 10,
  },
];
const vest = { id: 'ao_vest', name: 'Life vest', price: 500, pricing: 'per_day' };
const packages = [
  {
    id: 'pkg_duo',
    name: 'Kayak + paddle board',
    fleet_item_ids: ['fi_kayak', 'fi_sup'],
    addon_ids: [],
    discount_type: 'percent',
    discount_value: 5,
  },
];
const coupon = {
  code: 'SUMMER10',
  discount_type: 'percent',
  discount_value: 10,
  valid_from: '2026-06-01',
  valid_until: '2026-08-31',
};

const [pickup = '2026-07-01T09:00', ret = '2026-07-04T09:00'] = process.argv.slice(2);
const usd = (cents) => `${cents < 0 ? '-' : ''}$${(Math.abs(cents) / 100).toFixed(2)}`;
const row = (label, cents) => console.log(`${label.padEnd(34)}${usd(cents).padStart(12)}`);

try {
  const cart = priceCart({
    line_items: [{ item: kayak, quantity: 2 }, { item: paddle }],
    addons: [{ addon: vest, quantity: 3 }],
    pickup_date: pickup,
    return_date: ret,
    time_zone: 'America/New_York',
    rules,
    packages,
    coupon,
    now: '2026-06-15T12:00:00Z', // your app passes the current time
    tax: { rate_bps: 825 },
    service_fee: { rate_bps: 300, payer: 'customer' },
  });
  const b = cart.breakdown;
  console.log(
    `Checkout preview: ${pickup} → ${ret} (America/New_York), ${b.days} day(s)${b.half_day ? ', half-day' : ''}`,
  );
  console.log('-'.repeat(46));
  for (const l of cart.line_items) row(`${l.fleet_item_name} × ${l.quantity} @ ${usd(l.unit_price)}`, l.line_total);
  for (const a of b.addons) row(`${a.name} × ${a.quantity}`, a.total);
  if (b.multi_day_discount) row('  incl. multi-day discount', -b.multi_day_discount);
  if (cart.seasonal_adjustment)
    row(`  incl. seasonal (${b.seasonal_rules_applied.map((r) => r.rule_id).join(', ')})`, cart.seasonal_adjustment);
  if (b.package) row(`Package: ${b.package.name}`, -cart.package_savings);
  if (b.coupon) row(`Coupon ${b.coupon.code}`, -cart.coupon_discount);
  console.log('-'.repeat(46));
  row('Subtotal', cart.subtotal);
  row('Tax', cart.tax);
  row('Service fee', cart.service_fee_amount);
  row('Total', cart.total);
  row('Deposit hold (not charged)', cart.deposit_hold_amount);
} catch (e) {
  if (!isPricingError(e)) throw e;
  console.error(`Cannot price this: ${e.code}${e.param ? ` (${e.param})` : ''}: ${e.message}`);
  process.exitCode = 1;
}
