/** A status change through PATCH (confirming a pending booking), confirmed by the operator. */
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { errorMessage } from '../../api/errors.js';
import { useSetStatus } from '../../api/queries.js';
import type { BookingDetail } from '../../api/types.js';
import { FormError } from '../../components/fields.js';

const VERB = { confirmed: 'Confirm' } as const;

export function StatusForm(p: { booking: BookingDetail; to: keyof typeof VERB; text: string; onDone: () => void }) {
  const set = useSetStatus(p.booking.id);
  const [error, setError] = useState<string | undefined>();
  return (
    <div>
      <FormError message={error} />
      <p>{p.text}</p>
      <div className="dialog-actions">
        <Button className="button secondary" slot="close">
          Not now
        </Button>
        <Button
          className="button primary"
          autoFocus
          isDisabled={set.isPending}
          onPress={() =>
            set.mutateAsync(p.to).then(
              () => p.onDone(),
              (err) => setError(errorMessage(err)),
            )
          }
        >
          {VERB[p.to]}
        </Button>
      </div>
    </div>
  );
}
