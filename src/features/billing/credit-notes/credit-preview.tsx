// What the credit note will come to as the form stands, and the invoice's corrected figures.
import type { Invoice } from '@/api/types';
import type { PricedCredit } from '@/lib/credit-math';
import { money } from '@/features/billing/shared/invoice-labels';

export function CreditPreview({
  invoice,
  preview,
}: {
  invoice: Invoice;
  preview: { credit: PricedCredit } | { errors: Record<string, string> };
}) {
  if (!('credit' in preview)) return null;
  const { credit } = preview;
  const creditedGst = (invoice.creditedBreakdown ?? []).reduce((sum, group) => sum + group.gst, 0);
  const rows: Array<[string, number]> = [
    ['Credit note total', credit.total],
    ['GST credited', credit.gst],
    ["Invoice's corrected total", invoice.total - (invoice.credited ?? 0) - credit.total],
    ["Invoice's corrected GST", invoice.gst - creditedGst - credit.gst],
  ];
  return (
    <dl className="credit-note-form__preview" aria-label="This credit note" aria-live="polite">
      {rows.map(([label, cents]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{money(cents, invoice.currency)}</dd>
        </div>
      ))}
    </dl>
  );
}
