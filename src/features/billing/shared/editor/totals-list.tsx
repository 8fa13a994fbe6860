// The live totals under the lines: lines total and discount (when there is one), subtotal, GST by
// rate, GST and total.
import type { Currency } from '@/api/types';
import type { InvoiceTotals } from '@/lib/invoice-math';
import { breakdownLabel } from '../document/invoice-document-model';
import { money } from '../invoice-labels';

function Row({ term, children }: { term: string; children: string }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export function TotalsList({ totals, currency }: { totals: InvoiceTotals; currency: Currency }) {
  const m = (cents: number) => money(cents, currency);
  return (
    <dl className="invoice-editor__totals">
      {totals.discountTotal > 0 ? (
        <>
          <Row term="Lines total">{m(totals.linesTotal)}</Row>
          <Row term="Discount">{`−${m(totals.discountTotal)}`}</Row>
        </>
      ) : null}
      <Row term="Subtotal (excl. GST)">{m(totals.subtotal)}</Row>
      {totals.taxBreakdown
        .filter((entry) => entry.taxCode === 'STANDARD')
        .map((entry) => (
          <Row key={entry.taxRate} term={breakdownLabel(entry, m)}>
            {m(entry.gst)}
          </Row>
        ))}
      <Row term="GST">{m(totals.gst)}</Row>
      <div className="invoice-editor__total">
        <dt>Total</dt>
        <dd id="editor-total">{m(totals.total)}</dd>
      </div>
    </dl>
  );
}
