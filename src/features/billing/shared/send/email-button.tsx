// "Email" on a document's page and the send dialog it opens (a modal: focus moves in and returns to
// the button, Escape cancels). The dialog starts from the business's template for
// the document's kind; when the templates cannot be read it starts blank and says so.
import { useState } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components/Modal';
import { useEmailTemplates } from '@/api/emails';
import type { SentEmail } from '@/api/types';
import { Button } from '@/components/button/button';
import { StatusMessage } from '@/components/status-message/status-message';
import type { SendableDocument } from './sendable-document';
import { SendEmailForm } from './send-email-form';
import '@/components/dialog/confirm-dialog.css';
import './send-email.css';

const sentMessage = (sent: SentEmail) => `${sent.documentNumber} was emailed to ${[...sent.to, ...sent.cc].join(', ')}.`;

function SendEmailDialogBody({
  document,
  onSent,
  onCancel,
}: {
  document: SendableDocument;
  onSent: (sent: SentEmail) => void;
  onCancel: () => void;
}) {
  const templates = useEmailTemplates(document.businessId);
  if (templates.isPending) return <p role="status">Loading the template…</p>;
  const template = templates.data?.find((each) => each.kind === document.type);
  return (
    <>
      {templates.isError ? (
        <StatusMessage tone="error">The template could not be loaded: write the subject and message yourself.</StatusMessage>
      ) : null}
      <SendEmailForm document={document} template={template ?? { subject: '', message: '' }} onSent={onSent} onCancel={onCancel} />
    </>
  );
}

export function EmailButton({ document, onSent }: { document: SendableDocument; onSent: (message: string) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Email
      </Button>
      <ModalOverlay isOpen={open} onOpenChange={setOpen} isDismissable={false} className="ui-dialog-overlay">
        <Modal className="ui-dialog-modal send-email-modal">
          <Dialog className="ui-dialog">
            <Heading slot="title" className="ui-dialog__title">
              {document.title}
            </Heading>
            <SendEmailDialogBody
              document={document}
              onCancel={() => setOpen(false)}
              onSent={(sent) => {
                setOpen(false);
                onSent(sentMessage(sent));
              }}
            />
          </Dialog>
        </Modal>
      </ModalOverlay>
    </>
  );
}
