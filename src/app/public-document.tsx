// The public page's own start (docs/sending.md#links-for-the-client): src/main.tsx loads this, not
// the app, for `/d/{token}`. It composes each kind of document's view (a billing domain may not import
// another, the app may) and renders the page with React alone: no router, session or query cache.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { acceptPublicQuote, declinePublicQuote, openPublicDocument } from '@/api/public-document';
import type { PublicDocument } from '@/api/types';
import { PUBLIC_DOCUMENT_PREFIX } from '@/config/document-links';
import { quoteLabel } from '@/lib/quote-rules';
import { CreditNoteDocument } from '@/features/billing/credit-notes/credit-note-document';
import { documentFromCreditNote } from '@/features/billing/credit-notes/credit-note-document-model';
import { PublicDocumentPage, type DocumentView, type PublicDocumentApi } from '@/features/billing/public-document/public-document-page';
import { documentFromQuote } from '@/features/billing/quotes/quote-document-model';
import { InvoiceDocument } from '@/features/billing/shared/document/invoice-document';
import { documentFromInvoice, type InvoiceDocumentModel } from '@/features/billing/shared/document/invoice-document-model';

const api: PublicDocumentApi = { open: openPublicDocument, accept: acceptPublicQuote, decline: declinePublicQuote };

/** Named by the document's number: the public document carries no id. */
async function downloadInvoiceLike(model: InvoiceDocumentModel) {
  const { downloadInvoicePdf } = await import('@/features/billing/shared/document/invoice-pdf');
  await downloadInvoicePdf(model);
}

export function viewOf(doc: PublicDocument): DocumentView {
  if (doc.quote) {
    const quote = doc.quote;
    const model = documentFromQuote(quote);
    return {
      title: `Quote ${quoteLabel(quote)}`,
      body: <InvoiceDocument document={model} />,
      download: () => downloadInvoiceLike(model),
    };
  }
  if (doc.creditNote) {
    const model = documentFromCreditNote(doc.creditNote);
    return {
      title: `Credit note ${model.number}`,
      body: <CreditNoteDocument document={model} />,
      download: async () => {
        const { downloadCreditNotePdf } = await import('@/features/billing/credit-notes/credit-note-pdf');
        await downloadCreditNotePdf(model);
      },
    };
  }
  if (doc.invoice) {
    const invoice = doc.invoice;
    const model = documentFromInvoice(invoice);
    return {
      title: `Invoice ${invoice.number}`,
      body: <InvoiceDocument document={model} />,
      download: () => downloadInvoiceLike(model),
    };
  }
  throw new Error(`The ${doc.documentType} link came without its document.`);
}

/** The token in `/d/{token}`: the first segment after the prefix, as typed. */
export const tokenFromPath = (pathname: string) => pathname.slice(PUBLIC_DOCUMENT_PREFIX.length).split('/')[0] ?? '';

export function startPublicDocument(container: HTMLElement): void {
  // The header says so in production (deploy/nginx.conf); this covers hosts and dev servers that do not.
  const referrer = document.createElement('meta');
  referrer.name = 'referrer';
  referrer.content = 'no-referrer';
  document.head.append(referrer);
  createRoot(container).render(
    <StrictMode>
      <PublicDocumentPage token={tokenFromPath(window.location.pathname)} api={api} viewOf={viewOf} />
    </StrictMode>,
  );
}
