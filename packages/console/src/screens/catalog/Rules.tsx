/** Pricing rules (seasonal, multi-day, weekday): the list, a switch to turn each on or off, and a form to create or edit one. */
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { errorMessage } from '../../api/errors.js';
import { useFleetItems, usePricingRules, useUpdateRule } from '../../api/queries.js';
import type { PricingRule } from '../../api/types.js';
import { DataTable, NameWithId } from '../../components/DataTable.js';
import { SwitchField } from '../../components/fields.js';
import { useMoney } from '../../components/format.js';
import { ModalSheet } from '../../components/Modal.js';
import { describeRule, ruleKindName } from '../../lib/rule-text.js';
import { RuleForm } from './RuleForm.js';

export function Rules() {
  const rules = usePricingRules();
  const items = useFleetItems();
  const save = useUpdateRule();
  const money = useMoney();
  const [editing, setEditing] = useState<PricingRule | 'new' | null>(null);
  const [error, setError] = useState<string | undefined>();
  const itemName = (id: string | null) =>
    id === null ? 'All items' : (items.data?.find((i) => i.id === id)?.name ?? id);
  const describe = (r: PricingRule) => describeRule(r, money);
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
        <DataTable
          label="Pricing rules"
          columns={[
            { label: 'Rule' },
            { label: 'Applies to' },
            { label: 'When' },
            { label: 'Adjustment', numeric: true },
            { label: 'Priority', numeric: true },
            { label: 'Active' },
            { label: 'Edit', hidden: true },
          ]}
          rows={rules.data.map((r) => {
            const d = describe(r);
            const title = `${ruleKindName(r)} ${d.value}`;
            return {
              key: r.id,
              className: r.active ? '' : 'is-inactive',
              cells: [
                <NameWithId key="name" name={ruleKindName(r)} id={r.id} />,
                itemName(r.fleet_item_id),
                d.when,
                d.value,
                r.priority,
                <SwitchField
                  key="active"
                  label={r.active ? 'On' : 'Off'}
                  context={`${title}, ${itemName(r.fleet_item_id)}, ${d.when}`}
                  isSelected={r.active}
                  isDisabled={save.isPending}
                  onChange={(active) =>
                    save.mutateAsync({ id: r.id, body: { active } }).then(
                      () => setError(undefined),
                      (err) => setError(`${title}: ${errorMessage(err)}`),
                    )
                  }
                />,
                <Button
                  key="edit"
                  className="button secondary small"
                  aria-label={`Edit rule ${r.id}`}
                  onPress={() => setEditing(r)}
                >
                  Edit
                </Button>,
              ],
            };
          })}
        />
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
