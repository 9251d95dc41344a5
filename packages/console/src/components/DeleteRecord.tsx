/**
 * Deleting a catalog record: a row's Delete button (offered only to a role that may), and the
 * confirmation that names the record and says what deleting it does, and what to do instead when
 * the shop means only to stop offering it for a while.
 */
import { useState } from 'react';
import { Button } from 'react-aria-components';
import {
  alreadyDeleted,
  DELETIONS,
  type Deletable,
  type DeleteTarget,
  deleteRefusal,
  useDeleteRecord,
} from '../api/catalog-deletes.js';
import { useRole } from '../api/context.js';
import { type FormErrors, NO_ERRORS } from '../api/errors.js';
import { may } from '../api/rights.js';
import { ApiForm } from './ApiForm.js';
import { focusLater } from './fields.js';
import { DialogActions, ModalSheet } from './Modal.js';

/**
 * Each kind's add button: where the focus goes after a delete, since the row whose Delete button had
 * it is gone (a keyboard user stays in the list's panel instead of starting again from the page's top).
 */
export const ADD_BUTTON_ID: Record<Deletable, string> = {
  fleetItem: 'new-fleet-item',
  addon: 'new-addon',
  package: 'new-package',
  coupon: 'new-coupon',
  location: 'new-location',
};

/** What happens to what the record was part of: bookings keep what they were made with. */
const WHAT_IT_DOES: Record<Deletable, string> = {
  fleetItem:
    'It can no longer be booked or quoted; bookings already made keep it as it was. To stop renting it for a while, switch it off in its details instead.',
  addon:
    'It can no longer be added to a booking; bookings that have it keep it. To stop offering it for a while, switch it off instead.',
  package:
    'Its discount is no longer given; bookings already made keep theirs. To stop offering it for a while, switch it off instead.',
  coupon: 'Its code stops working; bookings that used it keep their discount. To pause it, switch it off instead.',
  location: 'It is no longer offered as a place to pick up or return; bookings already made are kept as they are.',
};

/** A row's Delete button, named for its record ("Delete Canoe"); nothing for a role that may not. */
export function DeleteButton({ name, onPress }: { name: string; onPress: () => void }) {
  if (!may(useRole(), 'deleteCatalog')) return null;
  return (
    <Button className="button secondary small" aria-label={`Delete ${name}`} onPress={onPress}>
      Delete
    </Button>
  );
}

/** The confirmation for `target`, open while it is set. */
export function DeleteDialog({ target, onClose }: { target: DeleteTarget | null; onClose: () => void }) {
  if (target === null) return null;
  return (
    <ModalSheet title={`Delete ${target.name}?`} isOpen onOpenChange={(o) => !o && onClose()}>
      {(close) => <ConfirmDelete target={target} onDone={close} />}
    </ModalSheet>
  );
}

function ConfirmDelete({ target, onDone }: { target: DeleteTarget; onDone: () => void }) {
  const remove = useDeleteRecord();
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  // Deleted elsewhere meanwhile: nothing is left to confirm, only the way back.
  const [gone, setGone] = useState(false);
  const noun = DELETIONS[target.kind].noun;
  return (
    <ApiForm
      errors={errors}
      onSubmit={() => {
        remove.mutateAsync(target).then(
          () => {
            onDone();
            focusLater(ADD_BUTTON_ID[target.kind]);
          },
          (err) => {
            setGone(alreadyDeleted(err));
            setErrors({ fields: {}, form: deleteRefusal(err, target) });
          },
        );
      }}
    >
      <p>
        The {noun} <strong>{target.name}</strong> is deleted for good. {WHAT_IT_DOES[target.kind]}
      </p>
      {gone ? (
        <div className="dialog-actions">
          <Button className="button primary" slot="close">
            Back to the list
          </Button>
        </div>
      ) : (
        <DialogActions busy={remove.isPending} cancel="Keep it" tone="danger">
          Delete {noun}
        </DialogActions>
      )}
    </ApiForm>
  );
}
