/**
 * The customer's name, email and phone: read, checked, and each problem said next to its field
 * (`aria-invalid` and the field's error line, which its `aria-describedby` names).
 */
import type { Messages } from './text.js';
import type { Controls } from './view.js';

export function clearError(root: ShadowRoot, input: HTMLInputElement): void {
  input.removeAttribute('aria-invalid');
  const error = root.getElementById(`${input.id}-error`);
  if (error) error.textContent = '';
}

export function markInvalid(root: ShadowRoot, input: HTMLInputElement, message: string): void {
  input.setAttribute('aria-invalid', 'true');
  const error = root.getElementById(`${input.id}-error`);
  if (error) error.textContent = message;
}

/** The customer's details, or `null` with each missing or malformed one marked and the first focused. */
export function customerDetails(
  root: ShadowRoot,
  c: Controls,
  m: Messages,
): { name: string; email: string; phone?: string } | null {
  const name = c.name.value.trim();
  const email = c.email.value.trim();
  const phone = c.phone.value.trim();
  const wrong: HTMLInputElement[] = [];
  if (name === '') {
    markInvalid(root, c.name, m.required(m.name));
    wrong.push(c.name);
  }
  if (email === '') {
    markInvalid(root, c.email, m.required(m.email));
    wrong.push(c.email);
  } else if (!c.email.checkValidity()) {
    markInvalid(root, c.email, m.invalidEmail);
    wrong.push(c.email);
  }
  wrong[0]?.focus();
  if (wrong.length > 0) return null;
  return { name, email, ...(phone === '' ? {} : { phone }) };
}
