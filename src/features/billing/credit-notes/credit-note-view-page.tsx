// /credit-notes/:id: the credit note as its client will see it, with Print and Download PDF, and a
// link back to its invoice; or why it cannot be shown.
import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { useCreditNote } from '@/api/credit-notes';
import { errorMessage, httpStatusOf } from '@/api/errors';
import { Button } from '@/components/button/button';
import { LoadError } from '@/components/load-error/load-error';
import { NotFound } from '@/components/not-found/not-found';
import { Page } from '@/components/page/page';
import { StatusMessage } from '@/components/status-message/status-message';
import { invoicePath, paths } from '@/config/paths';
import { money } from '@/features/billing/shared/invoice-labels';
import { parseInvoiceId } from '@/features/billing/shared/use-route-invoice';
import { DocumentRecords } from '@/features/billing/shared/invoice-records';
import { EmailButton } from '@/features/billing/shared/send/email-button';
import { sendableCreditNote } from './sendable-credit-note';
import { DocumentLinkPanel } from '@/features/billing/shared/links/document-link-panel';
import { documentFromCreditNote, type CreditNoteDocumentModel } from './credit-note-document-model';
import { CreditNoteDocument } from './credit-note-document';
import '@/features/billing/shared/invoice-view.css';
import { useOffered } from '@/features/server-capabilities/capabilities-context';

async function download(doc: CreditNoteDocumentModel) {
  const { downloadCreditNotePdf } = await import('./credit-note-pdf');
  await downloadCreditNotePdf(doc);
}

export function CreditNoteViewPage() {
  const { id } = useParams();
  const noteId = parseInvoiceId(id);
  const note = useCreditNote(noteId);
  const issued = (useLocation().state as { issued?: string } | null)?.issued;
  const [pdf, setPdf] = useState<{ busy: boolean; failure: string | null }>({ busy: false, failure: null });
  const [emailed, setEmailed] = useState<string | null>(null);
  const emails = useOffered('credit-note-emails');
  const links = useOffered('credit-note-links');
  if (noteId === null || httpStatusOf(note.error) === 404) {
    return (
      <NotFound
        title="Credit note not found"
        message="There is no credit note at this address."
        link={{ to: paths.invoiceHistory, label: 'Go to the invoice history' }}
      />
    );
  }
  if (!note.data) {
    return (
      <Page title="Credit note" width="narrow">
        {note.isError ? (
          <LoadError
            message="The credit note could not be loaded."
            detail={errorMessage(note.error, 'Please try again.')}
            onRetry={() => void note.refetch()}
          />
        ) : (
          <p role="status">Loading...</p>
        )}
      </Page>
    );
  }
  const data = note.data;
  const doc = documentFromCreditNote(data);
  const onDownload = async () => {
    setPdf({ busy: true, failure: null });
    try {
      await download(doc);
      setPdf({ busy: false, failure: null });
    } catch {
      setPdf({ busy: false, failure: 'The PDF could not be made. Please try again.' });
    }
  };
  return (
    <Page
      title={`Credit Note ${data.number}`}
      description={`${data.clientName} · ${money(data.total, data.currency)} credited on ${data.invoiceNumber}`}
    >
      <div className="invoice-view">
        <div className="invoice-view__actions no-print" role="group" aria-label="Credit note actions">
          <Button variant="secondary" onClick={() => window.print()}>
            Print
          </Button>
          <Button variant="secondary" busy={pdf.busy} busyLabel="Making the PDF…" onClick={() => void onDownload()}>
            Download PDF
          </Button>
          {emails ? <EmailButton document={sendableCreditNote(data, doc)} onSent={setEmailed} /> : null}
        </div>
        <StatusMessage tone="success">{issued === data.number ? `Credit note ${data.number} issued.` : null}</StatusMessage>
        <StatusMessage tone="success">{emailed}</StatusMessage>
        <StatusMessage tone="error">{pdf.failure}</StatusMessage>
        <div className="invoice-print-area">
          <CreditNoteDocument document={doc} />
        </div>
        {links ? <DocumentLinkPanel document={{ type: 'CREDIT_NOTE', id: data.id }} noun="credit note" /> : null}
        {data.events && data.events.length > 0 ? <DocumentRecords events={data.events}>{null}</DocumentRecords> : null}
        <p className="no-print">
          <Link to={invoicePath(data.invoiceId)}>Back to invoice {data.invoiceNumber}</Link>
        </p>
      </div>
    </Page>
  );
}
