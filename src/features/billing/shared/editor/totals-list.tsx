// The live totals under the lines: lines total and discount (when there is one), subtotal, GST by
// rate, GST and total.
import type { Currency } from '@/api/types';
import type { InputTax } from '@/lib/input-tax';
import type { InvoiceTotals, PurchaseTaxCode } from '@/lib/invoice-math';
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

/** `claim`: a purchase's GST claimable (and why not, when the input tax rule refuses it). */
export function TotalsList({
  totals,
  currency,
  claim = null,
}: {
  totals: InvoiceTotals<PurchaseTaxCode>;
  currency: Currency;
  claim?: InputTax | null;
}) {
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
          <Row key={entry.taxRate} term={breakdownLabel({ ...entry, taxCode: 'STANDARD' }, m)}>
            {m(entry.gst)}
          </Row>
        ))}
      <Row term="GST">{m(totals.gst)}</Row>
      <div className="invoice-editor__total">
        <dt>Total</dt>
        <dd id="editor-total">{m(totals.total)}</dd>
      </div>
      {claim ? (
        <>
          <Row term="GST claimable">{m(claim.claimed)}</Row>
          {claim.reason ? (
            <div>
              <dd className="invoice-editor__note" role="note">
                {claim.reason}
              </dd>
            </div>
          ) : null}
        </>
      ) : null}
    </dl>
  );
}
