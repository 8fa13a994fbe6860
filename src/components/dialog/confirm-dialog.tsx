// A modal confirmation (react-aria-components): focus moves into it and is trapped there, the page
// behind is hidden from assistive technology and does not scroll, Escape cancels, and focus returns
// to the control that opened it. While `busy`, it cannot be dismissed and the confirm button waits.
import { useId, type ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components/Modal';
import { Button } from '../button/button';
import './confirm-dialog.css';

export interface ConfirmDialogProps {
  open: boolean;
  /** The question, e.g. 'Are you sure to delete?'. */
  title: string;
  /** More detail under the title (what will happen, to what). */
  children?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** `danger` for destructive actions. */
  tone?: 'primary' | 'danger';
  /** A third answer, between Cancel and Confirm (e.g. "Discard it" beside "Keep it"). */
  alternative?: { label: string; onClick: () => void; tone?: 'secondary' | 'danger' };
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  tone = 'primary',
  alternative,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const bodyId = useId();
  return (
    <ModalOverlay
      isOpen={open}
      onOpenChange={(isOpen) => {
        if (!isOpen) onCancel();
      }}
      isDismissable={false}
      isKeyboardDismissDisabled={busy}
      className="ui-dialog-overlay"
    >
      <Modal className="ui-dialog-modal">
        <Dialog role="alertdialog" className="ui-dialog" aria-describedby={children ? bodyId : undefined}>
          <Heading slot="title" className="ui-dialog__title">
            {title}
          </Heading>
          {children ? (
            <div id={bodyId} className="ui-dialog__body">
              {children}
            </div>
          ) : null}
          <div className="ui-dialog__actions">
            <Button variant="secondary" onClick={onCancel} disabled={busy}>
              {cancelLabel}
            </Button>
            {alternative ? (
              <Button variant={alternative.tone ?? 'secondary'} onClick={alternative.onClick} disabled={busy}>
                {alternative.label}
              </Button>
            ) : null}
            <Button variant={tone} busy={busy} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
