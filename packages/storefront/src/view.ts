/**
 * The widget's markup inside its shadow root, built with the DOM API (every shop-provided text is
 * set as text, never parsed as HTML), and its stylesheet. Shops theme it from outside with the
 * `--rentline-*` custom properties and the `::part()` names listed in the README.
 */
import type { Messages } from './text.js';

export const STYLES = `
:host {
  display: block;
  box-sizing: border-box;
  max-width: var(--rentline-max-width, 40rem);
  font-family: var(--rentline-font-family, system-ui, sans-serif);
  font-size: var(--rentline-font-size, 1rem);
  line-height: 1.45;
  color: var(--rentline-color, #1f2328);
  background: var(--rentline-background, #ffffff);
  border: 1px solid var(--rentline-border-color, #8c959f);
  border-radius: var(--rentline-radius, 0.5rem);
  padding: var(--rentline-padding, 1rem);
}
:host([hidden]), [hidden] { display: none !important; }
*, *::before, *::after { box-sizing: inherit; }
h2 { font-size: 1.25em; margin: 0 0 0.75rem; }
h3 { font-size: 1.1em; margin: 0 0 0.5rem; }
form { display: grid; gap: 0.75rem; }
.row { display: grid; gap: 0.75rem; grid-template-columns: repeat(auto-fit, minmax(min(100%, 11rem), 1fr)); }
.field { display: grid; gap: 0.25rem; min-width: 0; }
fieldset { border: 0; margin: 0; padding: 0; min-width: 0; display: grid; gap: 0.75rem; }
legend { font-weight: 600; padding: 0; margin-bottom: 0.5rem; }
label { font-weight: 500; }
input, select, button { font: inherit; color: inherit; min-width: 0; width: 100%; }
input, select {
  padding: 0.45rem 0.5rem;
  background: var(--rentline-input-background, #ffffff);
  border: 1px solid var(--rentline-border-color, #8c959f);
  border-radius: var(--rentline-radius, 0.5rem);
}
input[aria-invalid='true'] { border-color: var(--rentline-error-color, #b3261e); }
:focus-visible { outline: 3px solid var(--rentline-focus-color, #0b57d0); outline-offset: 2px; }
button {
  padding: 0.65rem 1rem;
  border: 0;
  border-radius: var(--rentline-radius, 0.5rem);
  background: var(--rentline-accent, #0b57d0);
  color: var(--rentline-accent-text, #ffffff);
  font-weight: 600;
  cursor: pointer;
}
button[disabled] { opacity: 0.7; cursor: progress; }
.total { padding: 0.75rem; border-radius: var(--rentline-radius, 0.5rem); background: var(--rentline-total-background, #f1f4f8); }
.total strong { font-size: 1.35em; margin-inline-start: 0.35em; }
button.link {
  width: auto;
  justify-self: start;
  padding: 0.15rem 0;
  background: none;
  color: var(--rentline-link-color, #0b57d0);
  font-weight: 500;
  text-decoration: underline;
}
.ledger { display: grid; gap: 0.5rem; }
.ledger p, .ledger ul, .ledger dl { margin: 0; }
.ledger ul { padding-inline-start: 1.25rem; }
.ledger dl { display: grid; grid-template-columns: 1fr auto; gap: 0.15rem 1rem; }
.ledger dd { margin: 0; text-align: end; }
.availability { margin: 0; }
.availability[data-available='false'] { color: var(--rentline-error-color, #b3261e); }
.hint, .muted { color: var(--rentline-muted-color, #57606a); font-size: 0.9em; }
.error { color: var(--rentline-error-color, #b3261e); margin: 0; }
.error:empty { display: none; }
.confirmation { display: grid; gap: 0.35rem; }
.confirmation:focus { outline: none; }
.confirmation p { margin: 0; }
`;

type Attrs = Record<string, string | boolean | number | undefined>;

/** An element with attributes (`true`: present, `false`/`undefined`: absent) and children. */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined || value === false) continue;
    el.setAttribute(name, value === true ? '' : String(value));
  }
  el.append(...children);
  return el;
}

/** A labelled control in its own block, with a line for its error (announced with it). */
export function field(id: string, label: string, control: HTMLInputElement | HTMLSelectElement, hint?: string) {
  control.id = id;
  const error = h('p', { id: `${id}-error`, class: 'error', part: 'field-error' });
  const described = [error.id];
  const parts: Node[] = [h('label', { for: id, part: 'label' }, label), control];
  if (hint !== undefined) {
    const hintEl = h('span', { id: `${id}-hint`, class: 'hint' }, hint);
    described.unshift(hintEl.id);
    parts.splice(1, 0, hintEl);
  }
  control.setAttribute('aria-describedby', described.join(' '));
  return h('div', { class: 'field' }, ...parts, error);
}

/** Replace a select's options, keeping `selected` chosen when it is among them. */
export function setOptions(select: HTMLSelectElement, options: { value: string; label: string }[], selected?: string) {
  select.replaceChildren(
    ...options.map((o) => h('option', { value: o.value, selected: o.value === selected }, o.label)),
  );
  if (selected !== undefined && options.some((o) => o.value === selected)) select.value = selected;
}

/** "Why this price": the disclosure button and the panel it opens (filled by `showLedger`). */
export interface LedgerControls {
  toggle: HTMLButtonElement;
  panel: HTMLElement;
}

export function ledgerControls(m: Messages): LedgerControls {
  const panel = h('div', { id: 'ledger', class: 'ledger', part: 'ledger', hidden: true });
  const toggle = h(
    'button',
    {
      id: 'why',
      type: 'button',
      class: 'link',
      part: 'why-button',
      'aria-expanded': 'false',
      'aria-controls': panel.id,
    },
    m.whyPrice,
  );
  return { toggle, panel };
}

/** The controls of the form, found by the ids the skeleton gives them. */
export interface Controls {
  form: HTMLFormElement;
  item: HTMLSelectElement | null;
  quantity: HTMLInputElement;
  pickupDate: HTMLSelectElement;
  pickupTime: HTMLSelectElement;
  returnDate: HTMLSelectElement;
  returnTime: HTMLSelectElement;
  total: HTMLElement;
  /** Whether the chosen dates have the units free (a polite live region). */
  availability: HTMLElement;
  /** "Why this price": the button and its panel. */
  ledger: LedgerControls;
  name: HTMLInputElement;
  email: HTMLInputElement;
  phone: HTMLInputElement;
  error: HTMLElement;
  submit: HTMLButtonElement;
  confirmation: HTMLElement;
}

/**
 * The booking form: the item (a choice unless the page fixed one), the quantity, pickup and return,
 * the total (a polite live region: every change is announced once settled), the customer's details
 * and the button. `itemName` set: the item is fixed and shown as text.
 */
export function bookingForm(m: Messages, itemName: string | null, maxQuantity: number): Controls {
  const select = () => h('select', { part: 'control' });
  const item = itemName === null ? select() : null;
  const quantity = h('input', {
    type: 'number',
    min: 1,
    max: maxQuantity,
    step: 1,
    value: 1,
    inputmode: 'numeric',
    required: true,
    part: 'control',
  });
  const [pickupDate, pickupTime, returnDate, returnTime] = [select(), select(), select(), select()];
  const total = h('div', { id: 'total', class: 'total', part: 'total', 'aria-live': 'polite', 'aria-atomic': 'true' });
  const text = (type: string, autocomplete: string, required: boolean) =>
    h('input', { type, autocomplete, required, part: 'control', 'aria-required': required ? 'true' : undefined });
  const availability = h('p', {
    id: 'availability',
    class: 'availability',
    part: 'availability',
    'aria-live': 'polite',
  });
  const ledger = ledgerControls(m);
  const name = text('text', 'name', true);
  const email = text('email', 'email', true);
  const phone = text('tel', 'tel', false);
  const error = h('p', { id: 'error', class: 'error', role: 'alert', part: 'error' });
  const submit = h('button', { id: 'submit', type: 'submit', part: 'button' }, m.book);
  const form = h(
    'form',
    { part: 'form', novalidate: true },
    h(
      'div',
      { class: 'row' },
      item === null ? h('p', { class: 'item-name', part: 'item-name' }, itemName ?? '') : field('item', m.item, item),
      field('quantity', m.quantity, quantity),
    ),
    h(
      'div',
      { class: 'row' },
      field('pickup-date', m.pickupDate, pickupDate),
      field('pickup-time', m.pickupTime, pickupTime),
    ),
    h(
      'div',
      { class: 'row' },
      field('return-date', m.returnDate, returnDate),
      field('return-time', m.returnTime, returnTime),
    ),
    total,
    availability,
    ledger.toggle,
    ledger.panel,
    h(
      'fieldset',
      { part: 'details' },
      h('legend', {}, m.details),
      h('div', { class: 'row' }, field('name', m.name, name), field('email', m.email, email)),
      field('phone', `${m.phone} ${m.optional}`, phone),
    ),
    error,
    submit,
  );
  const confirmation = h('div', { class: 'confirmation', part: 'confirmation', tabindex: -1, hidden: true });
  return {
    form,
    item,
    quantity,
    pickupDate,
    pickupTime,
    returnDate,
    returnTime,
    total,
    availability,
    ledger,
    name,
    email,
    phone,
    error,
    submit,
    confirmation,
  };
}
