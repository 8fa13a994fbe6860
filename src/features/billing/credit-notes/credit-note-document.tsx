// The credit note as its client sees it: A4 and print-ready, in the invoice document's style.
import { issuerLines, recipientLines } from '../shared/document/invoice-document-model';
import { displayDate as formatDate, money } from '../shared/invoice-labels';
import { creditNoteTotals, type CreditNoteDocumentModel } from './credit-note-document-model';
import '../shared/document/invoice-document.css';

const META: Array<[string, (doc: CreditNoteDocumentModel) => string]> = [
  ['Credit note number', (doc) => doc.number],
  ['Date', (doc) => formatDate(doc.issueDate)],
  ['Original invoice', (doc) => doc.invoiceNumber],
  ['Invoice date', (doc) => formatDate(doc.invoiceIssueDate)],
];

function Lines({ values }: { values: readonly string[] }) {
  return values.map((value, index) => (
    <span key={index} className="invoice-doc__line">
      {value}
    </span>
  ));
}

export function CreditNoteDocument({ document: doc }: { document: CreditNoteDocumentModel }) {
  const m = (cents: number) => money(cents, doc.currency);
  return (
    <article className="invoice-doc" aria-label={`${doc.title} ${doc.number}`}>
      <header className="invoice-doc__header">
        <div>
          <h2 className="invoice-doc__title">{doc.title}</h2>
        </div>
        <div className="invoice-doc__issuer">
          <p className="invoice-doc__issuer-name">{doc.issuer.name}</p>
          <Lines values={issuerLines(doc)} />
        </div>
      </header>
      <div className="invoice-doc__parties">
        <div className="invoice-doc__party">
          <p className="invoice-doc__party-heading">Credit to</p>
          <Lines values={recipientLines(doc)} />
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
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <div className="invoice-doc__lines-scroll" tabIndex={0} role="region" aria-label="Lines credited">
          <table className="invoice-doc__lines">
            <thead>
              <tr>
                <th scope="col">Description</th>
                <th scope="col" className="invoice-doc__num">
                  Qty credited
                </th>
                <th scope="col" className="invoice-doc__num">
                  Unit price
                </th>
                <th scope="col" className="invoice-doc__num">
                  GST
                </th>
                <th scope="col" className="invoice-doc__num">
                  Amount
                </th>
              </tr>
            </thead>
            <tbody>
              {doc.lines.map((line) => (
                <tr key={line.key}>
                  <td className="invoice-doc__description">{line.description}</td>
                  <td className="invoice-doc__num">{line.quantity}</td>
                  <td className="invoice-doc__num">{m(line.unitPrice)}</td>
                  <td className="invoice-doc__num">{line.tax}</td>
                  <td className="invoice-doc__num">{m(line.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
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
