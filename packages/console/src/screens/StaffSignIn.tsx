/**
 * Sign in with a staff account: the shop's id, an email and a password. The answer is a session
 * cookie the page cannot read; nothing is stored here. A refusal is the API's message (the same for
 * an unknown email as for a wrong password), shown at the top of the form.
 */
import type { RentlineClient } from '@rentline/client';
import { useEffect, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { useSearch } from 'wouter';
import { errorMessage, type FormErrors, formErrors, NO_ERRORS } from '../api/errors.js';
import { currentStaffSession, type Role, sessionClient, signInStaff } from '../api/staff-session.js';
import { ApiForm } from '../components/ApiForm.js';
import { TextInput } from '../components/fields.js';

export type OnStaffSignedIn = (client: RentlineClient, who: { name: string; role: Role }) => Promise<void>;

export function StaffSignIn(p: { onSignedIn: OnStaffSignedIn; resume: boolean }) {
  // An invitation's link names the shop (`?tenant=`); its token is in the fragment, never read here.
  const [tenant, setTenant] = useState(new URLSearchParams(useSearch()).get('tenant') ?? '');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [busy, setBusy] = useState(false);
  const client = useRef(sessionClient()).current;
  const resumed = useRef(false);

  // A session this browser already has (after a reload) signs in at once.
  useEffect(() => {
    if (!p.resume || resumed.current) return;
    resumed.current = true;
    currentStaffSession(client)
      .then((s) => (s === null ? undefined : p.onSignedIn(client, s.staff_member)))
      .catch(() => {});
  }, [p, client]);

  const submit = async () => {
    setBusy(true);
    setErrors(NO_ERRORS);
    try {
      const s = await signInStaff(client, { tenant_id: tenant.trim(), email: email.trim(), password });
      setPassword('');
      await p.onSignedIn(client, s.staff_member);
    } catch (err) {
      const e = formErrors(err, ['tenant_id', 'email', 'password']);
      setErrors(
        e.form === undefined && Object.keys(e.fields).length === 0 ? { fields: {}, form: errorMessage(err) } : e,
      );
      setBusy(false);
    }
  };

  return (
    <ApiForm
      errors={errors}
      onSubmit={() => {
        void submit();
      }}
    >
      <TextInput
        name="tenant_id"
        label="Shop ID"
        value={tenant}
        onChange={setTenant}
        isRequired
        autoComplete="organization"
      />
      <TextInput
        name="email"
        label="Email"
        type="email"
        value={email}
        onChange={setEmail}
        isRequired
        autoComplete="username"
      />
      <TextInput
        name="password"
        label="Password"
        type="password"
        value={password}
        onChange={setPassword}
        isRequired
        autoComplete="current-password"
      />
      <Button type="submit" className="button primary wide" isDisabled={busy}>
        {busy ? 'Signing in…' : 'Sign in'}
      </Button>
    </ApiForm>
  );
}
