// The server's today: its clock decides which GST periods have started and whether an as-at date is
// in the future, so the screens ask it (the dashboard summary's asOf, usually cached) rather than
// trust the device's clock, which may be wrong or, on the mock, moved by ?mockNow.
import { useInvoiceSummary } from '@/api/invoices';
import { todayIn, type IsoDate } from '@/lib/calendar-date';

/**
 * `today`: the server's once it has answered, the device's until then; `known`: whether the server
 * has answered, so a screen judges "in the future" only then and never flashes a wrong refusal.
 */
export function useServerToday(): { today: IsoDate; known: boolean } {
  const asOf = useInvoiceSummary().data?.asOf;
  return { today: asOf ?? todayIn(), known: asOf !== undefined };
}
