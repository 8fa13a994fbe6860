// A statement as a printable sheet, drawn from its model (statement-model.ts): the business on top,
// the client and what the statement covers, the table, the totals. Styled like the invoice document.
// A long statement draws the lines in view only, and every line before printing (use-statement-rows.ts).
import type { StatementModel } from './statement-model';
import { useStatementRows } from './use-statement-rows';
import '@/features/billing/shared/document/invoice-document.css';
import '@/features/billing/shared/books.css';

/** Mount it with a `key` per statement so a new statement starts again from its first rows. */
export function StatementDocument({ doc }: { doc: StatementModel }) {
  const { indexes, before, after, virtual, bodyRef, measure } = useStatementRows(doc.rows.length);
  const spacer = (height: number, key: string) =>
    height > 0 ? (
      <tr key={key} aria-hidden="true" className="statement-doc__spacer" style={{ height }}>
        <td colSpan={doc.columns.length} />
      </tr>
    ) : null;
  return (
    <article className="invoice-doc statement-doc" aria-label={`${doc.title} for ${doc.recipient.name}`}>
      <header className="invoice-doc__header">
        <div>
          <h2 className="invoice-doc__title">{doc.title}</h2>
          <p className="statement-doc__covers">{doc.covers}</p>
        </div>
        <div className="invoice-doc__issuer">
          <p className="invoice-doc__issuer-name">{doc.issuer.name}</p>
          {doc.issuer.lines.map((line, index) => (
            <span key={index} className="invoice-doc__line">
              {line}
            </span>
          ))}
        </div>
      </header>
      <div className="invoice-doc__parties">
        <div className="invoice-doc__party">
          <p className="invoice-doc__party-heading">Statement for</p>
          <p className="invoice-doc__issuer-name">{doc.recipient.name}</p>
          {doc.recipient.lines.map((line, index) => (
            <span key={index} className="invoice-doc__line">
              {line}
            </span>
          ))}
        </div>
      </div>
      {/* Scrolls sideways on a narrow screen; focusable so the keyboard can scroll it. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="invoice-doc__lines-scroll" tabIndex={0} role="region" aria-label="Statement lines">
        <table className="invoice-doc__lines" aria-rowcount={virtual ? doc.rows.length + 1 : undefined}>
          <caption className="visually-hidden">{doc.title}</caption>
          <thead>
            <tr>
              {doc.columns.map((column) => (
                <th key={column.label} scope="col" className={column.align === 'end' ? 'invoice-doc__num' : undefined}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody ref={bodyRef}>
            {doc.rows.length === 0 ? (
              <tr>
                <td colSpan={doc.columns.length}>{doc.emptyMessage}</td>
              </tr>
            ) : (
              <>
                {spacer(before, 'before')}
                {indexes.map((rowIndex) => (
                  <tr key={rowIndex} ref={measure} data-index={rowIndex} aria-rowindex={virtual ? rowIndex + 2 : undefined}>
                    {(doc.rows[rowIndex] ?? []).map((cell, index) => (
                      <td key={index} className={doc.columns[index]?.align === 'end' ? 'invoice-doc__num' : undefined}>
                        {cell}
                      </td>
                    ))}
                  </tr>
                ))}
                {spacer(after, 'after')}
              </>
            )}
          </tbody>
        </table>
      </div>
      <div className="invoice-doc__bottom">
        <div />
        <dl className="invoice-doc__totals">
          {doc.totals.map((total) => (
            <div key={total.label} className={total.strong ? 'invoice-doc__total' : undefined}>
              <dt>{total.label}</dt>
              <dd>{total.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </article>
  );
}
