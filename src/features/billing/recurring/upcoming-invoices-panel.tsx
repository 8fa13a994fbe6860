// The dashboard's "next 30 days": what active schedules will invoice (date, client, amount) and
// the total, so the month's rent and fees can be checked before they go out.
import { Link } from 'react-router-dom';
import { errorMessage } from '@/api/errors';
import { useUpcomingInvoices } from '@/api/recurring';
import { ColumnHeads } from '@/components/column-heads/column-heads';
import { LoadError } from '@/components/load-error/load-error';
import { paths, schedulePath } from '@/config/paths';
import { formatDate } from '@/lib/calendar-date';
import { formatMoney } from '@/lib/money';
import { CardSection } from '@/features/billing/shared/card-section';
import './recurring.css';

export function UpcomingInvoicesPanel({ days = 30 }: { days?: number }) {
  const upcoming = useUpcomingInvoices(days);
  return (
    <CardSection heading={`Recurring invoices in the next ${days} days`}>
      {upcoming.isError ? (
        <LoadError
          message="The coming invoices could not be loaded."
          detail={errorMessage(upcoming.error, 'Please try again.')}
          onRetry={() => void upcoming.refetch()}
        />
      ) : !upcoming.data ? (
        <p role="status">Loading...</p>
      ) : upcoming.data.items.length === 0 ? (
        <p>
          No recurring invoices are due. <Link to={paths.schedules}>Recurring schedules</Link>
        </p>
      ) : (
        <table className="upcoming-invoices">
          <caption className="visually-hidden">Invoices schedules will make</caption>
          <ColumnHeads labels={['Date', 'Client', 'Amount']} amounts={1} amountClass="upcoming-invoices__amount" />
          <tbody>
            {upcoming.data.items.map((item) => (
              <tr key={`${item.scheduleId}-${item.date}`}>
                <td>{formatDate(item.date)}</td>
                <td>
                  <Link to={schedulePath(item.scheduleId)}>{item.clientName ?? 'Client deleted'}</Link>
                </td>
                <td className="upcoming-invoices__amount">{formatMoney(item.total, { currency: item.currency })}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                Total (NZD)
              </th>
              <td className="upcoming-invoices__amount">{formatMoney(upcoming.data.total)}</td>
            </tr>
          </tfoot>
        </table>
      )}
    </CardSection>
  );
}
