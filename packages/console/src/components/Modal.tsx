/** A dialog opened by a button: focus moves in and back, Escape closes it, the page behind is inert. */
import type { ReactNode } from 'react';
import { Modal as AriaModal, Button, Dialog, DialogTrigger, Heading, ModalOverlay } from 'react-aria-components';

export function ModalButton(p: {
  label: string;
  title: string;
  variant?: 'primary' | 'secondary' | 'danger';
  children: (close: () => void) => ReactNode;
}) {
  return (
    <DialogTrigger>
      <Button className={`button ${p.variant ?? 'secondary'}`}>{p.label}</Button>
      <ModalSheet title={p.title}>{p.children}</ModalSheet>
    </DialogTrigger>
  );
}

/** The dialog itself, for a trigger of the caller's own (`isOpen`/`onOpenChange`). */
export function ModalSheet(p: {
  title: string;
  children: (close: () => void) => ReactNode;
  isOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  wide?: boolean;
}) {
  const controlled = p.isOpen === undefined ? {} : { isOpen: p.isOpen, onOpenChange: p.onOpenChange ?? (() => {}) };
  return (
    <ModalOverlay className="modal-overlay" isDismissable {...controlled}>
      <AriaModal className={`modal ${p.wide ? 'wide' : ''}`}>
        <Dialog className="dialog">
          {({ close }) => (
            <>
              <div className="dialog-head">
                <Heading slot="title">{p.title}</Heading>
                <Button className="icon-button" aria-label="Close" onPress={close}>
                  ×
                </Button>
              </div>
              {p.children(close)}
            </>
          )}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}

/**
 * A dialog form's two buttons: one that closes the dialog (`cancel`, default "Cancel") and its submit
 * button (`children`), disabled while `busy`.
 */
export function DialogActions(p: { busy: boolean; cancel?: string; tone?: 'primary' | 'danger'; children: ReactNode }) {
  return (
    <div className="dialog-actions">
      <Button className="button secondary" slot="close">
        {p.cancel ?? 'Cancel'}
      </Button>
      <Button type="submit" className={`button ${p.tone ?? 'primary'}`} isDisabled={p.busy}>
        {p.children}
      </Button>
    </div>
  );
}

/** Which record a create-or-edit dialog is open for: `{ record: null }` a new one, null none. */
export type Editing<T> = { record: T | null } | null;

/** A create-or-edit dialog: open while `editing` is set, its title and form made from the record. */
export function EditDialog<T>(p: {
  editing: Editing<T>;
  onClose: () => void;
  title: (record: T | null) => string;
  wide?: boolean;
  children: (record: T | null, close: () => void) => ReactNode;
}) {
  if (p.editing === null) return null;
  const record = p.editing.record;
  return (
    <ModalSheet title={p.title(record)} isOpen wide={p.wide ?? false} onOpenChange={(o) => !o && p.onClose()}>
      {(close) => p.children(record, close)}
    </ModalSheet>
  );
}
