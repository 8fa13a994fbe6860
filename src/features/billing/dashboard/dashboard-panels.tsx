// The dashboard's panels below its figures, in a chunk of their own: their code is asked for as the
// page's module runs (beside its data) but evaluated and drawn after the figures, so the page's
// first render, the largest paint, does not wait on them (decision 254).
import { LinesToMatchPanel } from '../bank-accounts/lines-to-match-panel';
import { UpcomingInvoicesPanel } from '../recurring/upcoming-invoices-panel';
import { RemindersPanel } from '../sending/reminders-panel';

export default function DashboardPanels({ businessId }: { businessId?: number | undefined }) {
  return (
    <>
      <UpcomingInvoicesPanel />
      <RemindersPanel businessId={businessId} />
      <LinesToMatchPanel businessId={businessId} />
    </>
  );
}
