// The return's boxes, each figure a button that opens the documents behind it; the period, basis
// and due date above; "No sales in this period" when nothing counted.
import type { GstReturn } from '@/api/types';
import { Button } from '@/components/button/button';
import { ColumnHeads } from '@/components/column-heads/column-heads';
import { displayDate, money } from '@/features/billing/shared/invoice-labels';
import { BOX_LABELS, boxValue, GST_BOXES, type GstBox } from './gst-return-boxes';

export interface GstReturnFiguresProps {
  report: GstReturn;
  openBox: GstBox | null;
  onOpen: (box: GstBox) => void;
}

export function GstReturnFigures({ report, openBox, onOpen }: GstReturnFiguresProps) {
  return (
    <section className="ui-card gst-return" aria-labelledby="gst-return-heading">
      <h2 id="gst-return-heading" className="gst-return__heading">
        {report.businessName}: {displayDate(report.start)} to {displayDate(report.end)}
      </h2>
      <p className="gst-return__meta">
        GST number {report.gstNumber} · {report.basis === 'INVOICE' ? 'Invoice basis' : 'Payments basis'} · Due{' '}
        {displayDate(report.dueDate)}
      </p>
      {report.rows.length === 0 ? <p role="status">No sales in this period.</p> : null}
      <table className="gst-return__boxes">
        <caption className="visually-hidden">GST return boxes</caption>
        <ColumnHeads labels={['Box', 'Description', 'Amount']} amounts={1} amountClass="invoice-doc__num" />
        <tbody>
          {GST_BOXES.map((box) => (
            <tr key={box} className={box === '10' ? 'gst-return__total' : undefined}>
              <th scope="row">{box}</th>
              <td>{BOX_LABELS[box]}</td>
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
            </tr>
          ))}
        </tbody>
      </table>
      <p className="gst-return__note">
        Sales only: purchases are not recorded here, so boxes 11 to 14 are not shown. Credit notes reduce boxes 5 and 6 in the period they
        are issued; box 9 holds no adjustments. Box 8 is box 7 × 3/23, rounded to the nearest cent.
      </p>
    </section>
  );
}
