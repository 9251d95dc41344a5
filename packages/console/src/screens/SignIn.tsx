/**
 * Sign-in: staff with their account (live mode), or, for a test mode or a program's operator, an API key.
 * Paste an API key: It is checked by reading the tenant; a refusal shows the API's message
 * beside the field. A key kept from earlier in this tab is tried once at load.
 */
import { isRentlineApiError } from '@rentline/client';
import { useEffect, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { errorMessage, type FormErrors, NO_ERRORS } from '../api/errors.js';
import { ApiForm } from '../components/ApiForm.js';
import { TextInput } from '../components/fields.js';
import { type OnStaffSignedIn, StaffSignIn } from './StaffSignIn.js';

export function SignIn(p: {
  onSignIn: (key: string) => Promise<void>;
  onStaffSignedIn: OnStaffSignedIn;
  notice: string | undefined;
  initialKey: string | null;
  onStoredKeyRefused: (message: string) => void;
}) {
  const [key, setKey] = useState('');
  const [errors, setErrors] = useState<FormErrors>(p.notice ? { fields: {}, form: p.notice } : NO_ERRORS);
  const [busy, setBusy] = useState(p.initialKey !== null);
  const tried = useRef(false);

  useEffect(() => {
    if (p.initialKey === null || tried.current) return;
    tried.current = true;
    p.onSignIn(p.initialKey).catch((err) => {
      setBusy(false);
      p.onStoredKeyRefused(errorMessage(err));
      setErrors({ fields: {}, form: errorMessage(err) });
    });
  }, [p]);

  const submit = async () => {
    setBusy(true);
    setErrors(NO_ERRORS);
    try {
      await p.onSignIn(key.trim());
    } catch (err) {
      // Whatever the API says about a key is about this field.
      setErrors(
        isRentlineApiError(err) && err.status === 401
          ? { fields: { api_key: err.message } }
          : { fields: {}, form: errorMessage(err) },
      );
      setBusy(false);
    }
  };

  return (
    <main className="signin" id="main">
      <div className="signin-card">
        <div className="signin-brand">
          <img src="/console/favicon.svg" alt="" width="40" height="40" />
          <div>
            <h1>Rentline console</h1>
            <p className="muted">The shop's day, the planner and every booking.</p>
          </div>
        </div>
        <section aria-labelledby="staff-signin-title">
          <h2 id="staff-signin-title">Staff sign-in</h2>
          <StaffSignIn onSignedIn={p.onStaffSignedIn} resume={p.initialKey === null} />
        </section>
        <section aria-labelledby="key-signin-title">
          <h2 id="key-signin-title">Key sign-in (test mode)</h2>
          <ApiForm
            errors={errors}
            onSubmit={() => {
              void submit();
            }}
          >
            <TextInput
              name="api_key"
              label="API key"
              type="password"
              autoComplete="off"
              value={key}
              onChange={setKey}
              isRequired
              autoFocus
              description="rk_test_… or rk_live_…. Kept in this browser tab only, until you sign out or close it."
            />
            <Button type="submit" className="button primary wide" isDisabled={busy}>
              {busy ? 'Signing in…' : 'Sign in with key'}
            </Button>
          </ApiForm>
        </section>
      </div>
    </main>
  );
}
