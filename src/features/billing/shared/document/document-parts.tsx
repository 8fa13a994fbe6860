// Parts of the document that differ between an invoice and a quote: the number and dates beside
// "Bill to", and what follows the totals (a quote's variations, terms and acceptance line; an
// invoice's place in its quote). One model drives both (invoice-document-model.ts).
import type { InvoiceDocumentModel } from './invoice-document-model';
import { displayDate as formatDate, money } from '../invoice-labels';

/** Number, dates and reference, as label and value pairs (also used by the PDF). */
export function metaRows(doc: InvoiceDocumentModel): Array<[string, string]> {
  const rows: Array<[string, string]> = doc.quote
    ? [
        ['Quote number', doc.number ?? 'Assigned when sent'],
        ['Quote date', formatDate(doc.issueDate)],
        ['Valid until', formatDate(doc.quote.validUntil)],
      ]
    : [
        ['Invoice number', doc.number ?? 'Assigned when issued'],
        ['Issue date', formatDate(doc.issueDate)],
        ['Due date', formatDate(doc.dueDate)],
      ];
  if (doc.reference) rows.push(['Reference', doc.reference]);
  return rows;
}

export function DocumentMeta({ doc }: { doc: InvoiceDocumentModel }) {
  return (
    <dl className="invoice-doc__meta">
      {metaRows(doc).map(([name, value]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The text a quote's acceptance line carries (the same in the PDF). */
export const ACCEPTANCE_LINE = 'Accepted by ________________________ Date ____________';

/** After the totals: a quote's variations, terms and acceptance line; an invoice's claim on its quote. */
export function DocumentFooter({ doc }: { doc: InvoiceDocumentModel }) {
  const quote = doc.quote;
  return (
    <>
      {doc.claim ? <p className="invoice-doc__text invoice-doc__claim">{doc.claim}</p> : null}
      {quote && quote.variations.length > 0 ? (
        <div className="invoice-doc__notes">
          <p className="invoice-doc__party-heading">Variations</p>
          <ul className="invoice-doc__variations">
            {quote.variations.map((v) => (
              <li key={v.reference}>
                {v.reference}: {v.description} – {money(v.total, doc.currency)}
              </li>
            ))}
          </ul>
          {quote.contractTotal !== null ? (
            <p className="invoice-doc__text">Total with variations: {money(quote.contractTotal, doc.currency)}</p>
          ) : null}
        </div>
      ) : null}
      {quote?.terms ? (
        <div className="invoice-doc__notes">
          <p className="invoice-doc__party-heading">Terms</p>
          <p className="invoice-doc__text">{quote.terms}</p>
        </div>
      ) : null}
      {quote ? <p className="invoice-doc__acceptance">{ACCEPTANCE_LINE}</p> : null}
    </>
  );
}
