/** Packages and coupons: listed, each created and edited in a dialog, and deleted after a confirmation. */
import { useState } from 'react';
import { Button } from 'react-aria-components';
import type { DeleteTarget } from '../../api/catalog-deletes.js';
import { useTimeZone } from '../../api/context.js';
import { useAddons, useCoupons, useFleetItems, usePackages } from '../../api/queries.js';
import type { Coupon, Package } from '../../api/types.js';
import { ADD_BUTTON_ID, DeleteButton, DeleteDialog } from '../../components/DeleteRecord.js';
import { useMoney } from '../../components/format.js';
import { EditDialog, type Editing } from '../../components/Modal.js';
import { formatDateTime } from '../../lib/time.js';
import { CouponForm, PackageForm } from './OfferForms.js';

export function Offers() {
  const packages = usePackages();
  const coupons = useCoupons();
  const items = useFleetItems();
  const addons = useAddons();
  const money = useMoney();
  const zone = useTimeZone();
  const [pkg, setPkg] = useState<Editing<Package>>(null);
  const [coupon, setCoupon] = useState<Editing<Coupon>>(null);
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);
  const off = (type: 'percent' | 'dollar', value: number) =>
    type === 'percent' ? `${value} % off` : `${money(value)} off`;
  // The package's parts by name (their ids while the lists load).
  const named = (list: readonly { id: string; name: string }[] | undefined) => (id: string) =>
    list?.find((r) => r.id === id)?.name ?? id;
  return (
    <div className="offers">
      <section aria-labelledby="packages-title">
        <h2 id="packages-title">Packages</h2>
        <div className="panel-actions">
          <Button id={ADD_BUTTON_ID.package} className="button primary" onPress={() => setPkg({ record: null })}>
            New package
          </Button>
        </div>
        {packages.data?.length === 0 && <p className="empty">No packages.</p>}
        <ul className="plain-list">
          {packages.data?.map((p) => (
            <li key={p.id}>
              <strong>{p.name}</strong>: {off(p.discount_type, p.discount_value)} when booked with{' '}
              {[...p.fleet_item_ids.map(named(items.data)), ...p.addon_ids.map(named(addons.data))].join(', ')}{' '}
              {p.active ? '' : '(inactive)'}{' '}
              <Button
                className="button secondary small"
                aria-label={`Edit package ${p.name}`}
                onPress={() => setPkg({ record: p })}
              >
                Edit
              </Button>{' '}
              <DeleteButton name={p.name} onPress={() => setDeleting({ kind: 'package', id: p.id, name: p.name })} />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="coupons-title">
        <h2 id="coupons-title">Coupons</h2>
        <div className="panel-actions">
          <Button id={ADD_BUTTON_ID.coupon} className="button primary" onPress={() => setCoupon({ record: null })}>
            New coupon
          </Button>
        </div>
        {coupons.data?.length === 0 && <p className="empty">No coupons.</p>}
        <ul className="plain-list">
          {coupons.data?.map((c) => (
            <li key={c.id}>
              <strong className="mono">{c.code}</strong>: {off(c.discount_type, c.discount_value)}, used{' '}
              {c.times_redeemed}
              {c.max_redemptions === null ? '' : ` of ${c.max_redemptions}`} times
              {c.valid_until ? `, until ${formatDateTime(c.valid_until, zone)}` : ''} {c.active ? '' : '(inactive)'}{' '}
              <Button
                className="button secondary small"
                aria-label={`Edit coupon ${c.code}`}
                onPress={() => setCoupon({ record: c })}
              >
                Edit
              </Button>{' '}
              <DeleteButton name={c.code} onPress={() => setDeleting({ kind: 'coupon', id: c.id, name: c.code })} />
            </li>
          ))}
        </ul>
      </section>
      <EditDialog
        editing={pkg}
        onClose={() => setPkg(null)}
        title={(p) => (p === null ? 'New package' : `Edit ${p.name}`)}
      >
        {(p, close) => <PackageForm pkg={p} onDone={close} />}
      </EditDialog>
      <EditDialog
        editing={coupon}
        onClose={() => setCoupon(null)}
        title={(c) => (c === null ? 'New coupon' : `Edit ${c.code}`)}
      >
        {(c, close) => <CouponForm coupon={c} onDone={close} />}
      </EditDialog>
      <DeleteDialog target={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
