/** Choose a customer by typing part of a name or email (a combo box over the tenant's customers). */
import { Button, ComboBox, FieldError, Input, Label, ListBox, ListBoxItem, Popover, Text } from 'react-aria-components';
import type { Customer } from '../api/types.js';

export function CustomerPicker(p: {
  customers: readonly Customer[];
  value: string | null;
  onChange: (id: string | null) => void;
  autoFocus?: boolean;
}) {
  return (
    <ComboBox
      name="customer_id"
      className="field"
      items={p.customers}
      selectedKey={p.value}
      onSelectionChange={(k) => p.onChange(k === null ? null : String(k))}
      defaultFilter={(text, input) => text.toLowerCase().includes(input.toLowerCase())}
      menuTrigger="focus"
      isRequired
      autoFocus={p.autoFocus ?? false}
    >
      <Label>Customer</Label>
      <div className="combo">
        <Input placeholder="Type a name or email" />
        <Button className="combo-button" aria-label="Show customers">
          <span aria-hidden="true">▾</span>
        </Button>
      </div>
      <Text slot="description">Or tick “New customer” to add one.</Text>
      <FieldError className="field-error" />
      <Popover className="popover">
        <ListBox className="listbox" renderEmptyState={() => <div className="listbox-empty">No customer matches</div>}>
          {(c: Customer) => (
            <ListBoxItem id={c.id} className="listbox-item" textValue={c.name}>
              <span>{c.name}</span>
              {c.email && <span className="muted small"> {c.email}</span>}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
