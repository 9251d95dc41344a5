/** Packages and coupons (read-only). */
import { useTimeZone } from '../../api/context.js';
import { useCoupons, usePackages } from '../../api/queries.js';
import { useMoney } from '../../components/format.js';
import { formatDateTime } from '../../lib/time.js';

export function Offers() {
  const packages = usePackages();
  const coupons = useCoupons();
  const money = useMoney();
  const zone = useTimeZone();
  const off = (type: 'percent' | 'dollar', value: number) =>
    type === 'percent' ? `${value} % off` : `${money(value)} off`;
  return (
    <div className="offers">
      <section aria-labelledby="packages-title">
        <h2 id="packages-title">Packages</h2>
        {packages.data?.length === 0 && <p className="empty">No packages.</p>}
        <ul className="plain-list">
          {packages.data?.map((p) => (
            <li key={p.id}>
              <strong>{p.name}</strong>: {off(p.discount_type, p.discount_value)} when booked with{' '}
              {[...p.fleet_item_ids, ...p.addon_ids].join(', ')} {p.active ? '' : '(inactive)'}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="coupons-title">
        <h2 id="coupons-title">Coupons</h2>
        {coupons.data?.length === 0 && <p className="empty">No coupons.</p>}
        <ul className="plain-list">
          {coupons.data?.map((c) => (
            <li key={c.id}>
              <strong className="mono">{c.code}</strong>: {off(c.discount_type, c.discount_value)}, used{' '}
              {c.times_redeemed}
              {c.max_redemptions === null ? '' : ` of ${c.max_redemptions}`} times
              {c.valid_until ? `, until ${formatDateTime(c.valid_until, zone)}` : ''} {c.active ? '' : '(inactive)'}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
