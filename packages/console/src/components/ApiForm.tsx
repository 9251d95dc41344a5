/**
 * A form that shows API errors where they belong: beside the field whose name is the error's
 * `param` (React Aria's `validationErrors`), anything else at the top. Submitting never reloads the
 * page; Enter in a field submits, as in any form. Signed in, the instants a message names are shown
 * in the shop's time zone.
 */
import { type ReactNode, useContext, useMemo } from 'react';
import { Form } from 'react-aria-components';
import { SessionContext } from '../api/context.js';
import type { FormErrors } from '../api/errors.js';
import { inShopTime } from '../lib/booking-text.js';
import { FormError } from './fields.js';

export function ApiForm(p: { errors: FormErrors; onSubmit: () => void; children: ReactNode; className?: string }) {
  const zone = useContext(SessionContext)?.tenant.timezone;
  // The same errors keep the same object: React Aria takes new validationErrors as a new refusal.
  const given = p.errors.fields;
  const fields = useMemo(
    () =>
      zone === undefined ? given : Object.fromEntries(Object.entries(given).map(([k, m]) => [k, inShopTime(m, zone)])),
    [given, zone],
  );
  const form = p.errors.form === undefined || zone === undefined ? p.errors.form : inShopTime(p.errors.form, zone);
  return (
    <Form
      {...(p.className ? { className: p.className } : {})}
      validationErrors={fields}
      onSubmit={(e) => {
        e.preventDefault();
        p.onSubmit();
      }}
    >
      <FormError message={form} />
      {p.children}
    </Form>
  );
}
