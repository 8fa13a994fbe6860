// The credit note as its client sees it: A4 and print-ready, in the invoice document's style.
import { DocumentHeader, LinesTable, TextLines } from '@/features/billing/shared/document/document-parts';
import { recipientLines } from '@/features/billing/shared/document/invoice-document-model';
import { displayDate as formatDate, money } from '@/features/billing/shared/invoice-labels';
import { creditNoteTotals, type CreditNoteDocumentModel } from './credit-note-document-model';
import '@/features/billing/shared/document/invoice-document.css';

const META: Array<[string, (doc: CreditNoteDocumentModel) => string]> = [
  ['Credit note number', (doc) => doc.number],
  ['Date', (doc) => formatDate(doc.issueDate)],
  ['Original invoice', (doc) => doc.invoiceNumber],
  ['Invoice date', (doc) => formatDate(doc.invoiceIssueDate)],
];

export function CreditNoteDocument({ document: doc }: { document: CreditNoteDocumentModel }) {
  const m = (cents: number) => money(cents, doc.currency);
  return (
    <article className="invoice-doc" aria-label={`${doc.title} ${doc.number}`}>
      <DocumentHeader doc={doc} />
      <div className="invoice-doc__parties">
        <div className="invoice-doc__party">
          <p className="invoice-doc__party-heading">Credit to</p>
          <TextLines values={recipientLines(doc)} />
        </div>
        <dl className="invoice-doc__meta">
          {META.map(([name, value]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{value(doc)}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="invoice-doc__notes">
        <p className="invoice-doc__party-heading">Reason</p>
        <p className="invoice-doc__text">{doc.reason}</p>
      </div>
      {doc.lines.length > 0 ? (
        <LinesTable label="Lines credited" quantityHeading="Qty credited" unitPriceHeading="Unit price">
          {doc.lines.map((line) => (
            <tr key={line.key}>
              <td className="invoice-doc__description">{line.description}</td>
              <td className="invoice-doc__num">{line.quantity}</td>
              <td className="invoice-doc__num">{m(line.unitPrice)}</td>
              <td className="invoice-doc__num">{line.tax}</td>
              <td className="invoice-doc__num">{m(line.amount)}</td>
            </tr>
          ))}
        </LinesTable>
      ) : (
        <p className="invoice-doc__text">{doc.corrected}</p>
      )}
      <dl className="invoice-doc__totals">
        {creditNoteTotals(doc).map((row) => (
          <div key={row.name} className={row.strong ? 'invoice-doc__total' : undefined}>
            <dt>{row.name}</dt>
            <dd>{m(row.cents)}</dd>
          </div>
        ))}
      </dl>
      {doc.taxInvoice ? null : <p className="invoice-doc__footnote">{doc.issuer.name} is not registered for GST.</p>}
    </article>
  );
}
