// A statement as a printable sheet, drawn from its model (statement-model.ts): the business on top,
// the client and what the statement covers, the table, the totals. Styled like the invoice document.
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import type { StatementModel } from './statement-model';
import '../invoice-document.css';
import './statements.css';

/** Rows drawn at once; a long statement draws the rest in slices after the first paint. */
const FIRST_ROWS = 150;
const SLICE = 600;

/** How many of `total` rows to draw now: all of them before printing. */
function useShownRows(total: number): number {
  const [shown, setShown] = useState(FIRST_ROWS);
  useEffect(() => {
    if (shown >= total) return;
    const timer = setTimeout(() => setShown((n) => n + SLICE), 0);
    return () => clearTimeout(timer);
  }, [shown, total]);
  useEffect(() => {
    const all = () => flushSync(() => setShown(Number.MAX_SAFE_INTEGER));
    window.addEventListener('beforeprint', all);
    return () => window.removeEventListener('beforeprint', all);
  }, []);
  return shown;
}

/** Mount it with a `key` per statement so a new statement starts again from its first rows. */
export function StatementDocument({ doc }: { doc: StatementModel }) {
  const shown = useShownRows(doc.rows.length);
  return (
    <article
      className="invoice-doc statement-doc"
      aria-label={`${doc.title} for ${doc.recipient.name}`}
      aria-busy={shown < doc.rows.length || undefined}
      data-complete={shown >= doc.rows.length || undefined}
    >
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
        <table className="invoice-doc__lines">
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
          <tbody>
            {doc.rows.length === 0 ? (
              <tr>
                <td colSpan={doc.columns.length}>{doc.emptyMessage}</td>
              </tr>
            ) : (
              doc.rows.slice(0, shown).map((row, rowIndex) => (
                <tr key={rowIndex}>
                  {row.map((cell, index) => (
                    <td key={index} className={doc.columns[index]?.align === 'end' ? 'invoice-doc__num' : undefined}>
                      {cell}
                    </td>
                  ))}
                </tr>
              ))
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
