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
