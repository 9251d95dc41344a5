/**
 * Labelled form controls on React Aria Components. Each field's `name` is the API parameter it sends,
 * so an error whose `param` names it (through the form's `validationErrors`) appears beside it, with
 * `aria-invalid` and `aria-describedby` set for screen readers.
 */
import type { ReactNode } from 'react';
import {
  Button,
  Checkbox,
  CheckboxGroup,
  FieldError,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
  Switch,
  Text,
  TextArea,
  TextField,
} from 'react-aria-components';

interface TextProps {
  name: string;
  label: string;
  /** Read before the visible label by screen readers, for fields repeated in rows ("Monday, hours 1: Opens"). */
  context?: string;
  value: string;
  onChange: (value: string) => void;
  description?: string;
  type?: 'text' | 'date' | 'datetime-local' | 'email' | 'tel' | 'password' | 'number';
  inputMode?: 'text' | 'decimal' | 'numeric' | 'email' | 'tel';
  isRequired?: boolean;
  autoFocus?: boolean;
  autoComplete?: string;
  placeholder?: string;
  multiline?: boolean;
  /** Shown to read and copy, not to change (a link given once). */
  isReadOnly?: boolean;
  className?: string;
}

/** A catalog record's name (required, and the form's first field) and its optional description. */
export function NameFields(p: {
  name: string;
  onName: (value: string) => void;
  description: string;
  onDescription: (value: string) => void;
  multiline?: boolean;
}) {
  return (
    <>
      <TextInput name="name" label="Name" value={p.name} onChange={p.onName} isRequired autoFocus />
      <TextInput
        name="description"
        label="Description"
        value={p.description}
        onChange={p.onDescription}
        multiline={p.multiline}
        description="Optional"
      />
    </>
  );
}

export function TextInput(p: TextProps) {
  return (
    <TextField
      name={p.name}
      value={p.value}
      onChange={p.onChange}
      isRequired={p.isRequired ?? false}
      autoFocus={p.autoFocus ?? false}
      isReadOnly={p.isReadOnly ?? false}
      type={p.type ?? 'text'}
      className={`field ${p.className ?? ''}`}
      {...(p.inputMode ? { inputMode: p.inputMode } : {})}
      {...(p.autoComplete ? { autoComplete: p.autoComplete } : {})}
    >
      <Label>
        {p.context && <span className="visually-hidden">{p.context}: </span>}
        {p.label}
      </Label>
      {p.multiline ? <TextArea rows={2} /> : <Input {...(p.placeholder ? { placeholder: p.placeholder } : {})} />}
      {p.description && <Text slot="description">{p.description}</Text>}
      <FieldError className="field-error" />
    </TextField>
  );
}

export interface Option {
  id: string;
  label: string;
}

interface SelectProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly Option[];
  description?: string;
  className?: string;
}

export function SelectField(p: SelectProps) {
  return (
    <Select
      name={p.name}
      selectedKey={p.value}
      onSelectionChange={(k) => k !== null && p.onChange(String(k))}
      className={`field ${p.className ?? ''}`}
    >
      <Label>{p.label}</Label>
      <Button className="select-button">
        <SelectValue />
        <span aria-hidden="true" className="select-caret">
          ▾
        </span>
      </Button>
      {p.description && <Text slot="description">{p.description}</Text>}
      <FieldError className="field-error" />
      <Popover className="popover">
        <ListBox className="listbox">
          {p.options.map((o) => (
            <ListBoxItem key={o.id} id={o.id} className="listbox-item" textValue={o.label}>
              {o.label}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}

export function CheckboxField(p: {
  name?: string;
  label: ReactNode;
  isSelected: boolean;
  onChange: (v: boolean) => void;
}) {
  return (
    <Checkbox
      className="checkbox"
      isSelected={p.isSelected}
      onChange={p.onChange}
      {...(p.name ? { name: p.name } : {})}
    >
      <span className="checkbox-box" aria-hidden="true">
        <svg viewBox="0 0 18 18" aria-hidden="true">
          <polyline points="3.5 9.5 7.5 13 14.5 5" />
        </svg>
      </span>
      {p.label}
    </Checkbox>
  );
}

/**
 * A labelled group of checkboxes sending their ids under one `name` (an API error whose param is
 * that name, or deeper, is shown under the group).
 */
export function CheckboxGroupField(p: {
  name: string;
  label: string;
  value: string[];
  onChange: (ids: string[]) => void;
  options: readonly Option[];
  description?: string;
  className?: string;
}) {
  return (
    <CheckboxGroup
      name={p.name}
      value={p.value}
      onChange={p.onChange}
      className={`field checkbox-group ${p.className ?? ''}`}
    >
      <Label>{p.label}</Label>
      {p.options.map((o) => (
        <Checkbox key={o.id} value={o.id} className="checkbox">
          <span className="checkbox-box" aria-hidden="true">
            <svg viewBox="0 0 18 18" aria-hidden="true">
              <polyline points="3.5 9.5 7.5 13 14.5 5" />
            </svg>
          </span>
          {o.label}
        </Checkbox>
      ))}
      {p.description && <Text slot="description">{p.description}</Text>}
      <FieldError className="field-error" />
    </CheckboxGroup>
  );
}

/** `context` is read before the visible label by screen readers ("Seasonal +20 %: On"). */
export function SwitchField(p: {
  context?: string;
  label: string;
  isSelected: boolean;
  onChange: (v: boolean) => void;
  isDisabled?: boolean;
}) {
  return (
    <Switch className="switch" isSelected={p.isSelected} onChange={p.onChange} isDisabled={p.isDisabled ?? false}>
      <span className="switch-track" aria-hidden="true">
        <span className="switch-thumb" />
      </span>
      <span className="switch-label">
        {p.context && <span className="visually-hidden">{p.context}: </span>}
        {p.label}
      </span>
    </Switch>
  );
}

/** An error that belongs to no field: at the top of its form, announced when it appears. */
export function FormError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <div className="form-error" role="alert">
      {message}
    </div>
  );
}

/**
 * Focus after a row of a list is removed: the removed row took the focus with it, so it goes to the
 * list's add button (by id), after React has re-rendered. Keeps a keyboard user in the form. (Here,
 * beside the fields, so the forms loaded on demand share it without a chunk of its own.)
 */
export const focusLater = (id: string) => setTimeout(() => document.getElementById(id)?.focus(), 0);

/** A settings form's submit button, with "Saved." announced beside it after a save. */
export function SaveActions(p: { label: string; saved: boolean; pending: boolean }) {
  return (
    <div className="dialog-actions">
      {p.saved && (
        <span role="status" className="muted">
          Saved.
        </span>
      )}
      <Button type="submit" className="button primary" isDisabled={p.pending}>
        {p.label}
      </Button>
    </div>
  );
}
