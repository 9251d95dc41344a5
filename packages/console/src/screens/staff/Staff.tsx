/**
 * The owner's staff page: who signs in to the console and with which role; invite a member (the
 * invitation link is shown once, as the API answers it), change a role, disable or enable an account,
 * send a new link (a lost password), unlock a member locked out by failed sign-ins, remove a member.
 * A new role or a disabled account ends the member's sessions at once.
 */
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useTimeZone } from '../../api/context.js';
import { errorMessage } from '../../api/errors.js';
import { type InvitedStaffMember, useReinviteStaff, useStaff, useUnlockStaff } from '../../api/staff.js';
import type { StaffMember } from '../../api/types.js';
import { DataTable, NameWithId } from '../../components/DataTable.js';
import { EditDialog, type Editing, ModalSheet } from '../../components/Modal.js';
import { formatDateTime } from '../../lib/time.js';
import { InvitationLink, InviteForm, MemberForm, RemoveForm, ROLE_NAMES } from './StaffForms.js';

type Dialog = { kind: 'remove'; member: StaffMember } | { kind: 'link'; member: InvitedStaffMember } | null;

export function Staff() {
  const staff = useStaff();
  const zone = useTimeZone();
  const reinvite = useReinviteStaff();
  const [editing, setEditing] = useState<Editing<StaffMember>>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [error, setError] = useState<string | undefined>();
  const unlock = useUnlockStaff();
  const [unlocked, setUnlocked] = useState<string | undefined>();
  // The API keeps no "locked" flag on a member (a lock is on the email, and lapses by itself after
  // 15 minutes), so every member is offered it and the answer says what it did.
  const unlockMember = (m: StaffMember) =>
    unlock.mutateAsync(m.id).then(
      () => {
        setError(undefined);
        setUnlocked(`${m.name} can sign in again: the failed sign-ins are forgotten. Their password is unchanged.`);
      },
      (err) => {
        setUnlocked(undefined);
        setError(`${m.name}: ${errorMessage(err)}`);
      },
    );
  const newLink = (m: StaffMember) =>
    reinvite.mutateAsync(m.id).then(
      (member) => {
        setError(undefined);
        setDialog({ kind: 'link', member });
      },
      (err) => setError(`${m.name}: ${errorMessage(err)}`),
    );
  return (
    <section className="screen" aria-labelledby="staff-title">
      <div className="screen-head">
        <h1 id="staff-title">Staff</h1>
        <p className="muted">
          Who signs in to the console, and what their role lets them do. Ten failed sign-ins lock a member out for 15
          minutes; unlock them here to let them in at once.
        </p>
      </div>
      <div className="panel-actions">
        <Button className="button primary" onPress={() => setEditing({ record: null })}>
          Invite a member
        </Button>
      </div>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <p className="form-success" role="status">
        {unlocked}
      </p>
      {staff.error ? (
        <p className="form-error" role="alert">
          {errorMessage(staff.error)}
        </p>
      ) : staff.data === undefined ? (
        <p className="muted">Loading…</p>
      ) : staff.data.length === 0 ? (
        <p className="empty">No staff members yet.</p>
      ) : (
        <DataTable
          label="Staff members"
          columns={[
            { label: 'Member' },
            { label: 'Email' },
            { label: 'Role' },
            { label: 'Account' },
            { label: 'Last sign-in' },
            { label: 'Actions', hidden: true },
          ]}
          rows={staff.data.map((m) => ({
            key: m.id,
            className: m.active ? '' : 'is-inactive',
            cells: [
              <NameWithId key="name" name={m.name} id={m.id} />,
              m.email,
              ROLE_NAMES[m.role],
              m.active ? 'Active' : 'Disabled',
              m.last_sign_in_at === null ? (
                <span key="never" className="muted">
                  Never
                </span>
              ) : (
                formatDateTime(m.last_sign_in_at, zone)
              ),
              <span key="actions" className="row-actions">
                <Button
                  className="button secondary small"
                  aria-label={`Edit ${m.name}`}
                  onPress={() => setEditing({ record: m })}
                >
                  Edit
                </Button>
                <Button
                  className="button secondary small"
                  aria-label={`New link for ${m.name}`}
                  isDisabled={reinvite.isPending}
                  onPress={() => void newLink(m)}
                >
                  New link
                </Button>
                <Button
                  className="button secondary small"
                  aria-label={`Unlock ${m.name}`}
                  isDisabled={unlock.isPending}
                  onPress={() => void unlockMember(m)}
                >
                  Unlock
                </Button>
                <Button
                  className="button secondary small"
                  aria-label={`Remove ${m.name}`}
                  onPress={() => setDialog({ kind: 'remove', member: m })}
                >
                  Remove
                </Button>
              </span>,
            ],
          }))}
        />
      )}
      <EditDialog
        editing={editing}
        onClose={() => setEditing(null)}
        title={(m) => (m === null ? 'Invite a member' : `Edit ${m.name}`)}
      >
        {(member, close) =>
          member === null ? (
            <InviteForm
              onInvited={(invited) => {
                setEditing(null);
                setDialog({ kind: 'link', member: invited });
              }}
            />
          ) : (
            <MemberForm member={member} onDone={close} />
          )
        }
      </EditDialog>
      {dialog !== null && (
        <ModalSheet
          title={dialog.kind === 'link' ? `Invitation for ${dialog.member.name}` : `Remove ${dialog.member.name}`}
          isOpen
          onOpenChange={(o) => !o && setDialog(null)}
        >
          {(close) =>
            dialog.kind === 'link' ? (
              <InvitationLink member={dialog.member} onDone={close} />
            ) : (
              <RemoveForm member={dialog.member} onDone={close} />
            )
          }
        </ModalSheet>
      )}
    </section>
  );
}
