// Engine: a typical quote and a long one, quotes per second on one thread.
import { calculatePrice } from '../../packages/pricing-engine/dist/index.js';
import { compare, figure, median, ratio } from '../lib.mjs';

const at = '2026-01-01T00:00:00.000Z';
export const typical = {
  item: {
    id: 'fi_kayak',
    name: 'Kayak',
    price_full_day: 4500,
    price_multi_day: 4000,
    price_weekly: 21000,
    deposit_amount: 10000,
    active: true,
  },
  pickup_date: '2026-07-01T09:00',
  return_date: '2026-07-08T09:00',
  time_zone: 'America/New_York',
  rules: [
    {
      id: 'pr_s1',
      fleet_item_id: null,
      type: 'seasonal',
      start_date: '2026-07-01',
      end_date: '2026-07-31',
      days_threshold: null,
      adjustment_type: 'percent',
      adjustment_value: 20,
      priority: 1,
      active: true,
      created_at: at,
    },
    {
      id: 'pr_s2',
      fleet_item_id: null,
      type: 'seasonal',
      start_date: '2026-07-04',
      end_date: '2026-07-05',
      days_threshold: null,
      adjustment_type: 'dollar',
      adjustment_value: 500,
      priority: 2,
      active: true,
      created_at: at,
    },
    {
      id: 'pr_s3',
      fleet_item_id: 'fi_kayak',
      type: 'seasonal',
      start_date: '2026-06-20',
      end_date: '2026-07-03',
      days_threshold: null,
      adjustment_type: 'percent',
      adjustment_value: -10,
      priority: 0,
      active: true,
      created_at: at,
    },
    {
      id: 'pr_m1',
      fleet_item_id: null,
      type: 'multi_day',
      start_date: null,
      end_date: null,
      days_threshold: 3,
      adjustment_type: 'percent',
      adjustment_value: 5,
      priority: 0,
      active: true,
      created_at: at,
    },
    {
      id: 'pr_m2',
      fleet_item_id: 'fi_kayak',
      type: 'multi_day',
      start_date: null,
      end_date: null,
      days_threshold: 7,
      adjustment_type: 'percent',
      adjustment_value: 10,
      priority: 0,
      active: true,
      created_at: at,
    },
  ],
  addons: [
    { addon: { id: 'ao_vest', name: 'Life vest', price: 500, pricing: 'per_day', active: true }, quantity: 2 },
    { addon: { id: 'ao_map', name: 'Map', price: 300, pricing: 'per_item', active: true }, quantity: 1 },
  ],
  packages: [
    {
      id: 'pkg_1',
      name: 'Kayak + vest',
      fleet_item_ids: ['fi_kayak'],
      addon_ids: ['ao_vest'],
      discount_type: 'percent',
      discount_value: 5,
      active: true,
    },
  ],
  coupon: {
    id: 'cpn_1',
    code: 'SUMMER10',
    discount_type: 'percent',
    discount_value: 10,
    active: true,
    valid_from: '2026-01-01T00:00:00.000Z',
    valid_until: '2026-12-31T23:59:59.999Z',
    max_redemptions: null,
    times_redeemed: 0,
    min_subtotal: null,
    fleet_item_ids: null,
  },
  tax: { rate_bps: 825, inclusive: false },
  service_fee: { rate_bps: 300, payer: 'customer' },
  now: '2026-06-01T12:00:00.000Z',
};

export const long = {
  ...typical,
  pickup_date: '2026-07-01T09:00',
  return_date: '2028-06-30T09:00', // 730 days
  rules: [
    ...typical.rules.filter((r) => r.type === 'multi_day'),
    ...Array.from({ length: 50 }, (_, i) => ({
      id: `pr_x${String(i).padStart(2, '0')}`,
      fleet_item_id: i % 3 === 0 ? 'fi_kayak' : null,
      type: 'seasonal',
      start_date: `${2026 + (i % 2)}-${String(1 + (i % 12)).padStart(2, '0')}-01`,
      end_date: `${2027 + (i % 2)}-${String(1 + ((i * 5) % 12)).padStart(2, '0')}-15`,
      days_threshold: null,
      adjustment_type: i % 2 ? 'percent' : 'dollar',
      adjustment_value: i % 2 ? 5 + (i % 7) : 100 + i,
      priority: i % 5,
      active: true,
      created_at: at,
    })),
  ],
};

export function run() {
  if (calculatePrice(long).breakdown.days !== 730) throw new Error('long quote is not 730 days');
  const r = compare({ typical: () => calculatePrice(typical), long: () => calculatePrice(long) });
  const typ = median(r.typical);
  const lng = median(r.long);
  const cost = ratio(r.typical, r.long); // long's cost relative to typical = typical rate / long rate
  return [
    figure({
      suite: 'engine',
      name: 'typical quote (7 days, NY, 3 seasonal + 2 multi-day rules, 2 add-ons, package, coupon, tax, fee)',
      value: Math.round(typ),
      unit: 'quotes/s',
      target: '>= 50,000 (goal 100,000)',
      pass: typ >= 50_000,
    }),
    figure({
      suite: 'engine',
      name: 'long quote (730 days, 50 seasonal rules)',
      value: Math.round(lng),
      unit: 'quotes/s',
      target: '>= 5,000',
      pass: lng >= 5_000,
    }),
    figure({
      suite: 'engine',
      name: 'long quote cost relative to typical',
      value: Number(cost.toFixed(2)),
      unit: '×',
      baseline: 'typical quote, same run',
      ratio: Number(cost.toFixed(2)),
      target: '<= 10×',
      pass: cost <= 10,
    }),
  ];
}
