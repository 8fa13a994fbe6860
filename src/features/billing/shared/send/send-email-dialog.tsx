// The send dialog (a modal: focus moves in and returns to the Email button, Escape cancels), loaded
// only when Email is first pressed so a document's page does not carry it. It starts from the
// business's template for the document's kind; when the templates cannot be read it starts blank
// and says so.
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components/Modal';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { documentLinkKeys, ensureDocumentLink, linkAddress } from '@/api/document-links';
import { useEmailTemplates } from '@/api/emails';
import { errorMessage } from '@/api/errors';
import type { SentEmail } from '@/api/types';
import { StatusMessage } from '@/components/status-message/status-message';
import type { SendableDocument } from './sendable-document';
import { SendEmailForm } from './send-email-form';
import '@/components/dialog/confirm-dialog.css';
import './send-email.css';

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
  const template = templates.data?.find((each) => each.kind === document.type);
  const usesLink = template !== undefined && `${template.subject}${template.message}`.includes('{link}');
  const linkable = document.type !== 'STATEMENT' ? { type: document.type, id: document.id } : null;
  // {link} is the document's link for its client: the active one, or one made now (docs/sending.md#links-for-the-client).
  const queryClient = useQueryClient();
  const link = useQuery({
    queryKey: [...documentLinkKeys.of(linkable ?? { type: 'INVOICE', id: 0 }), 'for-email'],
    queryFn: async () => {
      const made = await ensureDocumentLink(linkable ?? { type: 'INVOICE', id: 0 });
      // The document's page lists its links: this one may be new.
      void queryClient.invalidateQueries({ queryKey: documentLinkKeys.of({ type: made.documentType, id: made.documentId }), exact: true });
      return made;
    },
    enabled: usesLink && linkable !== null,
    staleTime: Infinity,
    retry: false,
  });
  if (templates.isPending || (link.isPending && link.fetchStatus !== 'idle')) return <p role="status">Loading the template…</p>;
  const values = link.data ? { ...document.values, link: linkAddress(link.data) } : document.values;
  return (
    <>
      {templates.isError ? (
        <StatusMessage tone="error">The template could not be loaded: write the subject and message yourself.</StatusMessage>
      ) : null}
      {link.isError ? (
        <StatusMessage tone="error">
          The client’s link could not be made, so {'{link}'} is left as written: remove it or try again. {errorMessage(link.error, '')}
        </StatusMessage>
      ) : null}
      <SendEmailForm
        document={{ ...document, values }}
        template={template ?? { subject: '', message: '' }}
        onSent={onSent}
        onCancel={onCancel}
      />
    </>
  );
}

interface SendEmailDialogProps {
  document: SendableDocument;
  onSent: (sent: SentEmail) => void;
  onClose: () => void;
}

export default function SendEmailDialog({ document, onSent, onClose }: SendEmailDialogProps) {
  return (
    <ModalOverlay isOpen onOpenChange={(open) => (open ? undefined : onClose())} isDismissable={false} className="ui-dialog-overlay">
      <Modal className="ui-dialog-modal send-email-modal">
        <Dialog className="ui-dialog">
          <Heading slot="title" className="ui-dialog__title">
            {document.title}
          </Heading>
          <SendEmailDialogBody document={document} onCancel={onClose} onSent={onSent} />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
