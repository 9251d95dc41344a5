/** Cancel a pending or confirmed booking, with the reason kept on it. */
import { useState } from 'react';
import { type FormErrors, formErrors, NO_ERRORS } from '../../api/errors.js';
import { useCancel } from '../../api/queries.js';
import type { BookingDetail } from '../../api/types.js';
import { ApiForm } from '../../components/ApiForm.js';
import { TextInput } from '../../components/fields.js';
import { DialogActions } from '../../components/Modal.js';

export function CancelForm({ booking, onDone }: { booking: BookingDetail; onDone: () => void }) {
  const cancel = useCancel(booking.id);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  return (
    <ApiForm
      errors={errors}
      onSubmit={() => {
        cancel
          .mutateAsync({ reason: reason.trim() || null })
          .then(onDone, (err) => setErrors(formErrors(err, ['reason'])));
      }}
    >
      <p>The units are freed and a coupon redemption is given back. Payments are not refunded here.</p>
      <TextInput
        name="reason"
        label="Reason"
        value={reason}
        onChange={setReason}
        autoFocus
        description="Optional; kept on the booking"
      />
      <DialogActions busy={cancel.isPending} cancel="Keep booking" tone="danger">
        Cancel booking
      </DialogActions>
    </ApiForm>
  );
}
