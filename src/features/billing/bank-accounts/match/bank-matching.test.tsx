import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute, signInAs } from '@/testing/render';
import { db, type BankLineRecord, type InvoiceRecord } from '../../../../../mocks/runtime/db';
import { today } from '../../../../../mocks/runtime/clock';
import { balanceOf } from '../../../../../mocks/domain/invoice-views';

const SLOW = { timeout: 8000 };

/** Kiwi Home's open invoices (business 1), oldest first. */
const openInvoices = (): InvoiceRecord[] =>
  db.invoices
    .all()
    .filter((invoice) => invoice.businessId === 1 && (invoice.status === 'ISSUED' || invoice.status === 'PARTIALLY_PAID'))
    .sort((a, b) => a.issueDate.localeCompare(b.issueDate) || a.id - b.id);

let nextId = 9000;
/** A money-in line on the cheque account (account 1) quoting `particulars`. */
async function addLine(amount: number, particulars: string, payee = 'SOMEONE'): Promise<BankLineRecord> {
  nextId += 1;
  return db.bankLines.create({
    id: nextId,
    accountId: 1,
    date: today(),
    amount,
    payee,
    particulars,
    status: 'TO_MATCH',
    identity: `test-${nextId}`,
    importedAt: new Date().toISOString(),
    importedBy: 'user',
  });
}

async function openAccount() {
  await signInAs('user');
  const rendered = renderRoute('/bank-accounts/1');
  const list = await screen.findByRole('list', { name: 'Statement lines to match' }, SLOW);
  return { ...rendered, list };
}

const bankPaymentsOf = (id: number) =>
  (db.invoices.findFirst((q) => q.where({ id }))?.payments ?? []).filter((payment) => payment.bankLineId !== undefined);

describe('the match view of a bank account', () => {
  it('confirms every sure match in one request; the invoice is paid with the line as its source; undo restores it', async () => {
    const invoice = openInvoices()[0]!;
    const balance = balanceOf(invoice);
    const line = await addLine(balance, invoice.number ?? '');
    const { user, router } = await openAccount();
    const row = screen.getByRole('listitem', { name: new RegExp(`from SOMEONE`) });
    expect(row).toHaveTextContent(`Sure Pays ${invoice.number ?? ''}`);
    expect(row).toHaveTextContent(/Invoice RENO-\d+/);
    const confirmAll = screen.getByRole('button', { name: /^Confirm all \d+ sure match/ });
    await user.click(confirmAll);
    await screen.findByText(/^Confirmed \d+ sure match/, undefined, SLOW);
    expect(db.bankLines.findFirst((q) => q.where({ id: line.id }))?.status).toBe('RECONCILED');
    expect(bankPaymentsOf(invoice.id)).toEqual([expect.objectContaining({ amount: balance, bankLineId: line.id, paidOn: today() })]);

    await router.navigate(`/invoices/${invoice.id}`);
    const payments = await screen.findByRole('region', { name: 'Payments recorded' }, SLOW);
    expect(payments).toHaveTextContent(`Bank transfer · from bank statement line ${line.id}`);
    await router.navigate('/bank-accounts/1');
    await screen.findByRole('list', { name: 'Statement lines to match' }, SLOW);
    await user.click(screen.getByRole('button', { name: /^Reconciled \(/ }));
    const reconciled = await screen.findByRole('listitem', { name: /from SOMEONE/ }, SLOW);
    expect(reconciled).toHaveTextContent(`Paid ${invoice.number ?? ''}`);
    reconciled.focus();
    await user.keyboard('u');
    await screen.findByText(/^Undone: .* is to match again/, undefined, SLOW);
    expect(bankPaymentsOf(invoice.id)).toEqual([]);
    expect(balanceOf(db.invoices.findFirst((q) => q.where({ id: invoice.id }))!)).toBe(balance);
  });

  it('is keyboard-first: the keys are said on screen, j and k move, Enter confirms the focused line', async () => {
    const [first, second] = openInvoices();
    await addLine(balanceOf(first!), first!.number ?? '', 'FIRST PAYER');
    await addLine(balanceOf(second!), second!.number ?? '', 'SECOND PAYER');
    const { user, list } = await openAccount();
    expect(screen.getByText(/Keys: ↑ ↓ or j k move · Enter confirms the suggestion · s skips/)).toBeInTheDocument();
    const items = within(list).getAllByRole('listitem');
    items[0]!.focus();
    await user.keyboard('j');
    expect(items[1]).toHaveFocus();
    expect(items[1]).toHaveAttribute('aria-current', 'true');
    await user.keyboard('k');
    expect(items[0]).toHaveFocus();
    const target = within(list).getByRole('listitem', { name: /from SECOND PAYER/ });
    while (document.activeElement !== target) await user.keyboard('{ArrowDown}');
    await user.keyboard('{Enter}');
    await screen.findByText(/^Matched .* from SECOND PAYER/, undefined, SLOW);
    expect(bankPaymentsOf(second!.id)).toHaveLength(1);
    expect(bankPaymentsOf(first!.id)).toHaveLength(0);
  });

  it('splits a line over invoices the user chooses; money beyond them is kept as the client’s credit', async () => {
    const [first] = openInvoices();
    const line = await addLine(balanceOf(first!) + 100, 'NO NUMBER', 'ANOTHER PAYER');
    const { user } = await openAccount();
    const row = screen.getByRole('listitem', { name: /from ANOTHER PAYER/ });
    await user.click(within(row).getByRole('button', { name: /Choose invoices|Change/ }));
    const split = screen.getByRole('region', { name: /^Match .* from ANOTHER PAYER/ });
    for (const chosen of within(split).queryAllByRole('button', { name: /^Remove / })) await user.click(chosen);
    await user.type(within(split).getByLabelText('Find an invoice (number or client)'), first!.number ?? '');
    await user.click(within(split).getByRole('button', { name: `Add ${first!.number ?? ''}` }));
    expect(within(split).getByText(/^The other \$1\.00 is an overpayment: it is kept as credit owed to /)).toBeInTheDocument();
    await user.click(within(split).getByRole('button', { name: 'Confirm this match' }));
    await screen.findByText(/^Matched .* from ANOTHER PAYER/, undefined, SLOW);
    await waitFor(() => expect(db.bankLines.findFirst((q) => q.where({ id: line.id }))?.status).toBe('RECONCILED'));
    expect(bankPaymentsOf(first!.id).map((payment) => payment.amount)).toEqual([balanceOf(first!)]);
    expect(db.clientCredits.all()).toEqual([
      expect.objectContaining({ kind: 'OVERPAYMENT', clientId: first!.clientId, amount: 100, bankLineId: line.id }),
    ]);
  });

  it('pays an open bill from money out, and records another money-out line as an expense in one step', async () => {
    const bill = db.bills
      .all()
      .find((one) => one.businessId === 1 && one.kind === 'BILL' && (one.status === 'AWAITING_PAYMENT' || one.status === 'PART_PAID'))!;
    const owed = bill.total - bill.payments.reduce((sum, payment) => sum + payment.amount, 0);
    const toBill = await addLine(-owed, bill.supplierReference ?? '', 'BILL PAYEE');
    const toShop = await addLine(-2_300, 'PIES', 'CORNER DAIRY');
    const { user, list } = await openAccount();
    const billRow = within(list).getByRole('listitem', { name: /to BILL PAYEE/ });
    expect(billRow).toHaveTextContent(`Pays ${bill.supplierReference ?? ''}`);
    await user.click(within(billRow).getByRole('button', { name: 'Confirm' }));
    await screen.findByText(/^Matched .* to BILL PAYEE/, undefined, SLOW);
    await waitFor(() =>
      expect(db.bills.findFirst((q) => q.where({ id: bill.id }))?.payments.at(-1)).toMatchObject({ amount: owed, bankLineId: toBill.id }),
    );

    const shopRow = within(list).getByRole('listitem', { name: /to CORNER DAIRY/ });
    shopRow.focus();
    await user.keyboard('e');
    const form = screen.getByRole('region', { name: /^Record \$23\.00 to CORNER DAIRY/ });
    await user.selectOptions(within(form).getByLabelText('Account'), 'Materials');
    await user.click(within(form).getByRole('button', { name: 'Record the expense' }));
    await screen.findByText(/^Matched .* to CORNER DAIRY/, undefined, SLOW);
    const expense = db.bills.all().find((one) => one.bankLineId === toShop.id);
    expect(expense).toMatchObject({ kind: 'EXPENSE', status: 'PAID', total: 2_300, gst: 300 });
  });

  it('shows the reconciled balance against the statement’s closing balance, the difference explained', async () => {
    await openAccount();
    const figures = screen.getByText('Statement closing balance').closest('dl')!;
    const toMatch = db.bankLines.findMany((q) => q.where({ accountId: 1 })).filter((line) => line.status === 'TO_MATCH');
    const moneyIn = toMatch.filter((line) => line.amount > 0);
    expect(figures).toHaveTextContent(new RegExp(`${moneyIn.length} lines of money in`));
    expect(figures).toHaveTextContent(/Statement closing balance\$[\d,]+\.\d\d/);
    expect(figures).toHaveTextContent(/Reconciled balance\$[\d,]+\.\d\d/);
  });
});
