/** The staff page's dialogs: invite a member, edit one (role, account), the link shown once, removal. */
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { type FormErrors, formErrors, NO_ERRORS } from '../../api/errors.js';
import { type InvitedStaffMember, useInviteStaff, useRemoveStaff, useUpdateStaff } from '../../api/staff.js';
import type { Role } from '../../api/staff-session.js';
import type { StaffMember } from '../../api/types.js';
import { ApiForm } from '../../components/ApiForm.js';
import { SelectField, SwitchField, TextInput } from '../../components/fields.js';
import { DialogActions } from '../../components/Modal.js';

export const ROLE_NAMES: Record<Role, string> = { staff: 'Staff', manager: 'Manager', owner: 'Owner' };

const ROLE_OPTIONS = [
  { id: 'staff', label: 'Staff: the day at the counter' },
  { id: 'manager', label: 'Manager: also the catalog, prices, units and refunds' },
  { id: 'owner', label: 'Owner: also staff, keys and shop settings' },
];
const asRole = (v: string): Role => (v === 'owner' ? 'owner' : v === 'manager' ? 'manager' : 'staff');

export function InviteForm({ onInvited }: { onInvited: (member: InvitedStaffMember) => void }) {
  const invite = useInviteStaff();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('staff');
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  return (
    <ApiForm
      errors={errors}
      onSubmit={() => {
        invite
          .mutateAsync({ name: name.trim(), email: email.trim(), role })
          .then(onInvited, (err) => setErrors(formErrors(err, ['name', 'email', 'role'])));
      }}
    >
      <TextInput name="name" label="Name" value={name} onChange={setName} isRequired autoFocus />
      <TextInput
        name="email"
        label="Email"
        type="email"
        value={email}
        onChange={setEmail}
        isRequired
        description="They sign in with it"
      />
      <SelectField name="role" label="Role" value={role} onChange={(v) => setRole(asRole(v))} options={ROLE_OPTIONS} />
      <DialogActions busy={invite.isPending}>Invite</DialogActions>
    </ApiForm>
  );
}

/** The invitation link, as the API answered it: it is not shown again (a new one voids this one). */
export function InvitationLink({ member, onDone }: { member: InvitedStaffMember; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const link = member.invite_url;
  return (
    <div>
      {link === null ? (
        <p role="alert">This answer was a repeat and carries no link: send {member.name} a new link from the list.</p>
      ) : (
        <>
          <p>
            Send this link to {member.name} ({member.email}). It sets their password and works once, within 72 hours. It
            is shown only now.
          </p>
          <TextInput name="invite_url" label="Invitation link" value={link} onChange={() => {}} isReadOnly />
          <div className="dialog-actions">
            {copied && (
              <span role="status" className="muted">
                Copied.
              </span>
            )}
            <Button
              className="button secondary"
              onPress={() =>
                void navigator.clipboard?.writeText(link).then(
                  () => setCopied(true),
                  () => {},
                )
              }
            >
              Copy link
            </Button>
            <Button className="button primary" onPress={onDone}>
              Done
            </Button>
          </div>
        </>
      )}
    </div>
  );
}

export function MemberForm({ member, onDone }: { member: StaffMember; onDone: () => void }) {
  const update = useUpdateStaff();
  const [name, setName] = useState(member.name);
  const [role, setRole] = useState<Role>(member.role);
  const [active, setActive] = useState(member.active);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  return (
    <ApiForm
      errors={errors}
      onSubmit={() => {
        update
          .mutateAsync({ id: member.id, body: { name: name.trim(), role, active } })
          .then(onDone, (err) => setErrors(formErrors(err, ['name', 'role', 'active'])));
      }}
    >
      <TextInput name="name" label="Name" value={name} onChange={setName} isRequired autoFocus />
      <SelectField name="role" label="Role" value={role} onChange={(v) => setRole(asRole(v))} options={ROLE_OPTIONS} />
      <SwitchField label="May sign in (active)" isSelected={active} onChange={setActive} />
      <p className="muted small">A new role or a disabled account signs {member.name} out everywhere at once.</p>
      <DialogActions busy={update.isPending}>Save member</DialogActions>
    </ApiForm>
  );
}

export function RemoveForm({ member, onDone }: { member: StaffMember; onDone: () => void }) {
  const remove = useRemoveStaff();
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  return (
    <ApiForm
      errors={errors}
      onSubmit={() => {
        remove.mutateAsync(member.id).then(onDone, (err) => setErrors(formErrors(err, [])));
      }}
    >
      <p>
        {member.name} can no longer sign in, and their sessions end. What they did stays in the history under their id.
      </p>
      <DialogActions busy={remove.isPending} cancel="Keep member" tone="danger">
        Remove member
      </DialogActions>
    </ApiForm>
  );
}
