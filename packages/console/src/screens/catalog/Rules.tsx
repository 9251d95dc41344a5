/** Pricing rules: the list, a switch to turn each on or off, and a form to create or edit one. */
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { errorMessage } from '../../api/errors.js';
import { useFleetItems, usePricingRules, useSaveRule } from '../../api/queries.js';
import type { PricingRule } from '../../api/types.js';
import { SwitchField } from '../../components/fields.js';
import { useMoney } from '../../components/format.js';
import { ModalSheet } from '../../components/Modal.js';
import { TableWrap } from '../../components/TableWrap.js';
import { formatDate } from '../../lib/time.js';
import { RuleForm } from './RuleForm.js';

export function Rules() {
  const rules = usePricingRules();
  const items = useFleetItems();
  const save = useSaveRule();
  const money = useMoney();
  const [editing, setEditing] = useState<PricingRule | 'new' | null>(null);
  const [error, setError] = useState<string | undefined>();
  const itemName = (id: string | null) =>
    id === null ? 'All items' : (items.data?.find((i) => i.id === id)?.name ?? id);
  const describe = (r: PricingRule) => {
    const sign = r.adjustment_value > 0 && r.type === 'seasonal' ? '+' : '';
    const value =
      r.adjustment_type === 'percent'
        ? `${r.type === 'multi_day' ? '−' : sign}${r.adjustment_value} %`
        : `${r.type === 'multi_day' ? '−' : sign}${money(r.adjustment_value)}${r.type === 'seasonal' ? ' a day' : ''}`;
    const when =
      r.type === 'seasonal'
        ? `${formatDate(r.start_date ?? '', { weekday: undefined })} – ${formatDate(r.end_date ?? '', { weekday: undefined, year: 'numeric' })}`
        : `from ${r.days_threshold} days`;
    return { value, when };
  };
  return (
    <div>
      <div className="panel-actions">
        <Button className="button primary" onPress={() => setEditing('new')}>
          New rule
        </Button>
      </div>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {rules.data === undefined ? (
        <p className="muted">Loading…</p>
      ) : rules.data.length === 0 ? (
        <p className="empty">No pricing rules yet.</p>
      ) : (
        <TableWrap label="Pricing rules">
          <table>
            <caption className="visually-hidden">Pricing rules</caption>
            <thead>
              <tr>
                <th scope="col">Rule</th>
                <th scope="col">Applies to</th>
                <th scope="col">When</th>
                <th scope="col" className="num">
                  Adjustment
                </th>
                <th scope="col" className="num">
                  Priority
                </th>
                <th scope="col">Active</th>
                <th scope="col">
                  <span className="visually-hidden">Edit</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rules.data.map((r) => {
                const d = describe(r);
                const title = `${r.type === 'seasonal' ? 'Seasonal' : 'Multi-day'} ${d.value}`;
                return (
                  <tr key={r.id} className={r.active ? '' : 'is-inactive'}>
                    <th scope="row">
                      {r.type === 'seasonal' ? 'Seasonal' : 'Multi-day discount'}
                      <span className="muted small mono block">{r.id}</span>
                    </th>
                    <td>{itemName(r.fleet_item_id)}</td>
                    <td>{d.when}</td>
                    <td className="num">{d.value}</td>
                    <td className="num">{r.priority}</td>
                    <td>
                      <SwitchField
                        label={r.active ? 'On' : 'Off'}
                        context={`${title}, ${itemName(r.fleet_item_id)}, ${d.when}`}
                        isSelected={r.active}
                        isDisabled={save.isPending}
                        onChange={(active) =>
                          save.mutateAsync({ id: r.id, fields: { active } }).then(
                            () => setError(undefined),
                            (err) => setError(`${title}: ${errorMessage(err)}`),
                          )
                        }
                      />
                    </td>
                    <td>
                      <Button
                        className="button secondary small"
                        aria-label={`Edit rule ${r.id}`}
                        onPress={() => setEditing(r)}
                      >
                        Edit
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableWrap>
      )}
      {editing !== null && (
        <ModalSheet
          title={editing === 'new' ? 'New pricing rule' : `Edit rule ${editing.id}`}
          isOpen
          onOpenChange={(o) => !o && setEditing(null)}
        >
          {(close) => <RuleForm rule={editing === 'new' ? null : editing} items={items.data ?? []} onDone={close} />}
        </ModalSheet>
      )}
    </div>
  );
}
