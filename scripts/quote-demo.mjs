#!/usr/bin/env node
// Prints one priced quote from the built engine: what `npm start` showed before the server existed,
// and a quick way to see the engine work.
import { calculatePrice } from '../packages/pricing-engine/dist/index.js';

const quote = calculatePrice({
  item: {
    id: 'fi_kayak',
    name: 'Touring kayak',
    price_full_day: 4500,
    price_multi_day: 4000,
    price_weekly: 21000,
    deposit_amount: 10000,
  },
  pickup_date: '2026-07-01T09:00',
  return_date: '2026-07-04T09:00',
  time_zone: 'America/New_York',
  rules: [
    {
      id: 'pr_july4',
      type: 'seasonal',
      start_date: '2026-07-03',
      end_date: '2026-07-05',
      adjustment_type: 'percent',
      adjustment_value: 25,
    },
    { id: 'pr_3days', type: 'multi_day', days_threshold: 3, adjustment_type: 'percent', adjustment_value: 10 },
  ],
  addons: [{ addon: { id: 'ao_vest', name: 'Life vest', price: 500, pricing: 'per_day' }, quantity: 2 }],
  tax: { rate_bps: 825 },
  service_fee: { rate_bps: 300, payer: 'customer' },
});
const usd = (c) => `${c < 0 ? '-' : ''}$${(Math.abs(c) / 100).toFixed(2)}`;
console.log('Touring kayak, 2026-07-01 09:00 → 2026-07-04 09:00 (America/New_York)\n');
for (const [k, v] of Object.entries(quote))
  if (typeof v === 'number') console.log(`  ${k.padEnd(22)} ${usd(v).padStart(10)}`);
console.log(
  `\n  days ${quote.breakdown.days}, rate/day ${usd(quote.breakdown.rate_per_day)}, seasonal rules: ${quote.breakdown.seasonal_rules_applied.map((r) => r.rule_id).join(', ')}`,
);
