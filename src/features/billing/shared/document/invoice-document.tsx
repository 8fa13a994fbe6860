// The invoice as its client sees it: A4, print-ready. The same model drives the editor's live
// preview, the invoice view and (through invoice-pdf.ts) the PDF.
import { memo, type ReactNode } from 'react';
import { formatQuantity, parseQuantity } from '@/lib/invoice-math';
import { breakdownLabel, recipientLines, type DocumentLine, type InvoiceDocumentModel } from './invoice-document-model';
import { DocumentFooter, DocumentHeader, DocumentMeta, LinesTable, TextLines } from './document-parts';
import { money } from '../invoice-labels';
import './invoice-document.css';

export interface InvoiceDocumentProps {
  document: InvoiceDocumentModel;
  /** The heading level of the document's title (2 inside a page, 1 alone). */
  headingLevel?: 2 | 3;
  /** A label for the region, e.g. "Preview". */
  label?: string;
  id?: string;
}

const quantityText = (quantity: string) => {
  const milli = parseQuantity(quantity);
  return milli === null ? quantity : formatQuantity(milli);
};

const LineRow = memo(function LineRow({ line, currency }: { line: DocumentLine; currency: InvoiceDocumentModel['currency'] }) {
  return (
    <tr>
      <td className="invoice-doc__description">{line.description || '—'}</td>
      <td className="invoice-doc__num">{quantityText(line.quantity)}</td>
      <td className="invoice-doc__num">{money(line.unitPrice, currency)}</td>
      <td className="invoice-doc__num">{line.tax}</td>
      <td className="invoice-doc__num">{money(line.amount, currency)}</td>
    </tr>
  );
});

function Party({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <div className="invoice-doc__party">
      <p className="invoice-doc__party-heading">{heading}</p>
      {children}
    </div>
  );
}

/** Below the total: credit notes and payments taken off, then the balance due (none when void). */
function SettledRows({ doc }: { doc: InvoiceDocumentModel }) {
  const m = (cents: number) => money(cents, doc.currency);
  return (
    <>
      {doc.credited > 0 ? (
        <div>
          <dt>Credit notes</dt>
          <dd>−{m(doc.credited)}</dd>
        </div>
      ) : null}
      {doc.paid > 0 ? (
        <div>
          <dt>Amount paid</dt>
          <dd>−{m(doc.paid)}</dd>
        </div>
      ) : null}
      {doc.status === 'VOID' ? null : (
        <div className="invoice-doc__balance">
          <dt>Balance due</dt>
          <dd>{m(doc.balance)}</dd>
        </div>
      )}
    </>
  );
}

// Memoised: the editor's preview gets a deferred document (useDeferredValue), so a keystroke renders
// the form at once and the preview only when React has time for it.
export const InvoiceDocument = memo(function InvoiceDocument({ document: doc, headingLevel = 2, label, id }: InvoiceDocumentProps) {
  const Heading = `h${headingLevel}` as const;
  const m = (cents: number) => money(cents, doc.currency);
  const showGst = doc.taxInvoice || doc.gst !== 0;
  return (
    <article id={id} className="invoice-doc" aria-label={label ?? `${doc.title} ${doc.number ?? '(draft)'}`}>
      <DocumentHeader
        doc={doc}
        heading={Heading}
        stamps={
          <>
            {doc.quote?.stamp ? <p className="invoice-doc__stamp">{doc.quote.stamp}</p> : null}
            {doc.status === 'DRAFT' && !doc.quote ? <p className="invoice-doc__stamp">Draft – not yet issued</p> : null}
            {doc.status === 'VOID' ? (
              <p className="invoice-doc__stamp invoice-doc__stamp--void">Void{doc.voidReason ? `: ${doc.voidReason}` : ''}</p>
            ) : null}
          </>
        }
      />

      <div className="invoice-doc__parties">
        <Party heading="Bill to">
          <TextLines values={recipientLines(doc)} />
        </Party>
        <DocumentMeta doc={doc} />
      </div>

      <LinesTable
        label="Lines"
        caption="Lines"
        quantityHeading="Qty"
        unitPriceHeading={`Unit price${doc.pricesIncludeGst ? ' (incl. GST)' : ''}`}
      >
        {doc.lines.length === 0 ? (
          <tr>
            <td colSpan={5}>No lines yet.</td>
          </tr>
        ) : (
          doc.lines.map((line) => <LineRow key={line.key} line={line} currency={doc.currency} />)
        )}
      </LinesTable>

      <div className="invoice-doc__bottom">
        <div className="invoice-doc__notes">
          {doc.paymentInstructions ? (
            <>
              <p className="invoice-doc__party-heading">Payment instructions</p>
              <p className="invoice-doc__text">{doc.paymentInstructions}</p>
            </>
          ) : null}
          {doc.notes ? (
            <>
              <p className="invoice-doc__party-heading">Notes</p>
              <p className="invoice-doc__text">{doc.notes}</p>
            </>
          ) : null}
        </div>
        <dl className="invoice-doc__totals">
          {doc.discountTotal > 0 ? (
            <>
              <div>
                <dt>Lines total</dt>
                <dd>{m(doc.linesTotal)}</dd>
              </div>
              <div>
                <dt>{doc.discountLabel ?? 'Discount'}</dt>
                <dd>−{m(doc.discountTotal)}</dd>
              </div>
            </>
          ) : null}
          {showGst ? (
            <>
              <div>
                <dt>Subtotal (excl. GST)</dt>
                <dd>{m(doc.subtotal)}</dd>
              </div>
              {doc.taxBreakdown.map((entry) => (
                <div key={`${entry.taxCode}:${entry.taxRate}`} className="invoice-doc__breakdown">
                  <dt>{breakdownLabel(entry, m)}</dt>
                  <dd>{entry.taxCode === 'STANDARD' ? m(entry.gst) : '—'}</dd>
                </div>
              ))}
              <div>
                <dt>Total GST</dt>
                <dd>{m(doc.gst)}</dd>
              </div>
            </>
          ) : null}
          <div className="invoice-doc__total">
            <dt>Total{showGst ? ' (incl. GST)' : ''}</dt>
            <dd>{money(doc.total, doc.currency)}</dd>
          </div>
          {doc.quote ? null : <SettledRows doc={doc} />}
        </dl>
      </div>
      <DocumentFooter doc={doc} />
      {doc.pricesIncludeGst && showGst ? <p className="invoice-doc__footnote">Prices include GST.</p> : null}
      {!doc.taxInvoice ? <p className="invoice-doc__footnote">{doc.issuer.name} is not registered for GST.</p> : null}
    </article>
  );
});
