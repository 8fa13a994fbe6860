// The return's boxes, each figure a button that opens the documents behind it: sales (5–10),
// purchases (11–14) and box 15, GST to pay or the refund due; the period, basis and due date above.
// From a service without purchases, the sales boxes alone (decision 344).
import type { GstReturn } from '@/api/types';
import { Button } from '@/components/button/button';
import { ColumnHeads } from '@/components/column-heads/column-heads';
import { displayDate, money } from '@/features/billing/shared/invoice-labels';
import { BOX_LABELS, box15Meaning, boxSides, boxValue, GST_BOXES, type GstBox } from './gst-return-boxes';

export interface GstReturnFiguresProps {
  report: GstReturn;
  openBox: GstBox | null;
  onOpen: (box: GstBox) => void;
  /** False: the service keeps no purchases, so boxes 11–15 cannot be worked out here. */
  purchases: boolean;
}

const PURCHASES_NOT_HERE = 'Purchases are not on this server yet';

/** A box without purchases: 11–14 are not known, 15 would be box 10 passed off as the GST to pay. */
function SalesOnlyCell({ box }: { box: GstBox }) {
  return <td className="gst-return__unknown">{box === '15' ? 'Not worked out: needs boxes 11–14' : PURCHASES_NOT_HERE}</td>;
}

export function GstReturnFigures({ report, openBox, onOpen, purchases }: GstReturnFiguresProps) {
  const notClaimed = report.purchaseRows.filter((row) => row.notClaimed !== 0).length;
  return (
    <section className="ui-card gst-return" aria-labelledby="gst-return-heading">
      <h2 id="gst-return-heading" className="gst-return__heading">
        {report.businessName}: {displayDate(report.start)} to {displayDate(report.end)}
      </h2>
      <p className="gst-return__meta">
        GST number {report.gstNumber} · {report.basis === 'INVOICE' ? 'Invoice basis' : 'Payments basis'} · Due{' '}
        {displayDate(report.dueDate)}
        {report.status === 'FILED' && report.filing ? ` · Filed on ${displayDate(report.filing.filedOn)} by ${report.filing.filedBy}` : ''}
      </p>
      {report.rows.length === 0 ? <p role="status">No sales in this period.</p> : null}
      {purchases && report.purchaseRows.length === 0 ? <p role="status">No purchases in this period.</p> : null}
      <table className="gst-return__boxes">
        <caption className="visually-hidden">GST return boxes</caption>
        <ColumnHeads labels={['Box', 'Description', 'Amount']} amounts={1} amountClass="invoice-doc__num" />
        <tbody>
          {GST_BOXES.map((box) => (
            <tr key={box} className={box === '10' || box === '14' || box === '15' ? 'gst-return__total' : undefined}>
              <th scope="row">{box}</th>
              <td>{box === '15' ? `${BOX_LABELS[box]}: ${box15Meaning(report).toLowerCase()}` : BOX_LABELS[box]}</td>
              {!purchases && boxSides(box).purchases ? (
                <SalesOnlyCell box={box} />
              ) : (
                <td className="invoice-doc__num">
                  <Button
                    size="small"
                    variant={openBox === box ? 'primary' : 'secondary'}
                    aria-label={`Box ${box}: ${money(boxValue(report, box))}. Show the documents behind it`}
                    aria-pressed={openBox === box}
                    onClick={() => onOpen(box)}
                  >
                    {money(boxValue(report, box))}
                  </Button>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {purchases ? (
        <p className="gst-return__total-line" role="status">
          {box15Meaning(report)}: {money(Math.abs(report.box15))}
        </p>
      ) : (
        <p className="gst-return__total-line" role="status">
          GST collected on sales (box 10): {money(report.box10)}. {PURCHASES_NOT_HERE}, so the GST credit for them, and the GST to pay or
          the refund due, are not worked out here.
        </p>
      )}
      {purchases && notClaimed > 0 ? (
        <p className="gst-return__note">
          The GST of {notClaimed === 1 ? 'one purchase is' : `${notClaimed} purchases is`} not claimed: over $200 including GST without the
          supplier’s GST number. Box 11 lists {notClaimed === 1 ? 'it' : 'them'} and says why.
        </p>
      ) : null}
      <p className="gst-return__note">
        Credit notes reduce boxes 5 and 6 in the period they are issued; boxes 9 and 13 hold the changes to filed returns since they were
        filed
        {report.adjustments.length > 0
          ? ` (${report.adjustments.length === 1 ? 'one return' : `${report.adjustments.length} returns`})`
          : ''}
        . Boxes 8 and 12 are boxes 7 and 11 × 3/23, rounded to the nearest cent.
      </p>
    </section>
  );
}
