/**
 * A form that shows API errors where they belong: beside the field whose name is the error's
 * `param` (React Aria's `validationErrors`), anything else at the top. Submitting never reloads the
 * page; Enter in a field submits, as in any form.
 */
import type { ReactNode } from 'react';
import { Form } from 'react-aria-components';
import type { FormErrors } from '../api/errors.js';
import { FormError } from './fields.js';

export function ApiForm(p: { errors: FormErrors; onSubmit: () => void; children: ReactNode; className?: string }) {
  return (
    <Form
      {...(p.className ? { className: p.className } : {})}
      validationErrors={p.errors.fields}
      onSubmit={(e) => {
        e.preventDefault();
        p.onSubmit();
      }}
    >
      <FormError message={p.errors.form} />
      {p.children}
    </Form>
  );
}
