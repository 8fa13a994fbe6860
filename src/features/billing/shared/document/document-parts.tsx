// Parts of the document that differ between an invoice and a quote: the number and dates beside
// "Bill to", and what follows the totals (a quote's variations, terms and acceptance line; an
// invoice's place in its quote). One model drives both (invoice-document-model.ts). And the lines
// table every document has (invoice, quote, credit note).
import type { ReactNode } from 'react';
import { ColumnHeads } from '@/components/column-heads/column-heads';
import { issuerLines, type InvoiceDocumentModel } from './invoice-document-model';
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

interface LinesTableProps {
  /** The scrolling region's name, e.g. "Lines credited". */
  label: string;
  /** A caption for screen readers. */
  caption?: string;
  quantityHeading: string;
  unitPriceHeading: string;
  /** The rows. */
  children: ReactNode;
}

/** A document's lines table: description, quantity, unit price, GST and amount. */
export function LinesTable({ label, caption, quantityHeading, unitPriceHeading, children }: LinesTableProps) {
  return (
    // Scrolls sideways on a narrow screen; focusable so the keyboard can scroll it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="invoice-doc__lines-scroll" tabIndex={0} role="region" aria-label={label}>
      <table className="invoice-doc__lines">
        {caption ? <caption className="visually-hidden">{caption}</caption> : null}
        <ColumnHeads
          labels={['Description', quantityHeading, unitPriceHeading, 'GST', 'Amount']}
          amounts={4}
          amountClass="invoice-doc__num"
        />
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** Address and contact lines, one a line. */
export function TextLines({ values }: { values: readonly string[] }) {
  return values.map((value, index) => (
    <span key={index} className="invoice-doc__line">
      {value}
    </span>
  ));
}

interface DocumentHeaderProps {
  doc: Pick<InvoiceDocumentModel, 'issuer' | 'taxInvoice'> & { title: string };
  heading?: 'h2' | 'h3' | 'h4';
  /** Under the title: draft, void or a quote's stamp. */
  stamps?: ReactNode;
}

/** The title (with its stamps) and the issuer, at the top of every document. */
export function DocumentHeader({ doc, heading: Heading = 'h2', stamps }: DocumentHeaderProps) {
  return (
    <header className="invoice-doc__header">
      <div>
        <Heading className="invoice-doc__title">{doc.title}</Heading>
        {stamps}
      </div>
      <div className="invoice-doc__issuer">
        <p className="invoice-doc__issuer-name">{doc.issuer.name}</p>
        <TextLines values={issuerLines(doc)} />
      </div>
    </header>
  );
}
