// How a bill that can no longer be changed is corrected: by documents of their own, dated today
// (a supplier credit note for what it overcharged, while something is owed; a new bill for what
// it left out), which count in the current GST return.
import { Link } from 'react-router-dom';
import type { Bill } from '@/api/types';
import { newBillPath, newSupplierCreditNotePath } from '@/config/paths';
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
