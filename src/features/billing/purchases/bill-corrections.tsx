// How a bill that can no longer be changed is corrected: by documents of their own, dated today
// (a supplier credit note for what it overcharged, while something is owed; a new bill for what
// it left out), which count in the current GST return.
import { Link } from 'react-router-dom';
import type { Bill, LockedPeriod } from '@/api/types';
import { newBillPath, newSupplierCreditNotePath } from '@/config/paths';
import { formatDate } from '@/lib/calendar-date';
import { billCreditable } from './bill-kinds';

export function BillCorrections({ bill }: { bill: Pick<Bill, 'id' | 'kind' | 'status' | 'balance' | 'businessId'> }) {
  const noun = bill.kind === 'EXPENSE' ? 'expense' : 'bill';
  return (
    <>
      Correct it today:{' '}
      {billCreditable(bill) ? (
        <>
          <Link to={newSupplierCreditNotePath(bill.id)}>Record a credit note</Link> for what it overcharged, or{' '}
        </>
      ) : null}
      <Link to={newBillPath(bill.kind === 'EXPENSE' ? 'EXPENSE' : 'BILL', bill.businessId)}>Enter a new {noun}</Link> for what it left out.
    </>
  );
}

/**
 * The period lock's notice for an approved bill itself dated in the filed period: the server checks
 * its saved date as well as the new one, so "Date it today" (PeriodLockedNotice) cannot help; the
 * corrections are offered instead. Its own markup keeps the invoice pages' notice as small as it was.
 */
export function LockedBillNotice({ locked, bill }: { locked: LockedPeriod; bill: Bill }) {
  return (
    <div className="period-locked" role="group" aria-label="Locked GST period">
      <p>
        The GST return for {formatDate(locked.start)} to {formatDate(locked.end)} was filed on {formatDate(locked.filedOn)} by{' '}
        {locked.filedBy}. This {bill.kind === 'EXPENSE' ? 'expense' : 'bill'} counts in that return, so it can no longer be changed.{' '}
        <BillCorrections bill={bill} />
      </p>
    </div>
  );
}
