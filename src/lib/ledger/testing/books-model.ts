// A small model of one business's books for the ledger's property tests: documents made by the
// app's own calculators (invoice-math, credit-math, input-tax), changed only as the service's
// rules allow (payments up to the balance, refunds up to the credit owed, voids without payments
// or credits), and the journals the posting functions derive from them.
import { addDays, type IsoDate } from '../../calendar-date';
import { addCredit, priceCredit, settlement, type CreditGroup } from '../../credit-math';
import { inputTax } from '../../input-tax';
import { calculateInvoice, calculatePurchase, formatQuantity, type TaxCode } from '../../invoice-math';
import { sumCents } from '../../money';
import { chartFor } from '../chart';
import { purchaseJournals, type PurchaseDocument } from '../posting-purchases';
import { invoiceJournals, postClientCredit, type ClientCreditEntry, type SalesCreditNote, type SalesInvoice } from '../posting-sales';
import type { Journal, PostingPolicy } from '../types';

const EXPENSE_ACCOUNTS = [
  { id: 1, name: 'Materials' },
  { id: 2, name: 'Vehicle' },
  { id: 3, name: 'Scaffolding hire' },
];

interface Invoice extends SalesInvoice {
  taxBreakdown: CreditGroup[];
  creditedBreakdown: CreditGroup[];
  notes: SalesCreditNote[];
  payments: Array<SalesInvoice['payments'][number]>;
  refunds: Array<SalesInvoice['refunds'][number]>;
}

interface Bill extends PurchaseDocument {
  payments: Array<PurchaseDocument['payments'][number]>;
  notes: PurchaseDocument[];
}

export interface RawLine {
  milli: number;
  unitPrice: number;
  taxCode: TaxCode | 'NO_GST';
  account: number;
}

/** One step: what to do, on which document (an index, wrapped), how much (per mille of what is allowed), days later. */
export interface Step {
  kind:
    | 'invoice'
    | 'pay'
    | 'credit'
    | 'refund'
    | 'void'
    | 'overpay'
    | 'creditRefund'
    | 'bill'
    | 'expense'
    | 'billPay'
    | 'billCredit'
    | 'billVoid';
  pick: number;
  share: number;
  days: number;
  lines: RawLine[];
  inclusive: boolean;
  supplierHasGstNumber: boolean;
  fromCredit: boolean;
}

export class BooksModel {
  date: IsoDate = '2026-04-01';
  readonly invoices: Invoice[] = [];
  readonly bills: Bill[] = [];
  readonly credits: ClientCreditEntry[] = [];
  private nextId = 1;
  private readonly expenseCode = chartFor(EXPENSE_ACCOUNTS).expenseCode;

  constructor(readonly policy: PostingPolicy) {}

  journals(): Journal[] {
    return [
      ...this.invoices.flatMap((invoice) => invoiceJournals(invoice, invoice.notes, this.policy)),
      ...this.bills.flatMap((bill) => purchaseJournals(bill, bill.notes, this.policy, this.expenseCode)),
      ...this.credits.flatMap((entry) => postClientCredit(entry) ?? []),
    ];
  }

  /** Σ (total − credited − paid + refunded) of the invoices not void. */
  receivables(): number {
    return sumCents(
      this.invoices
        .filter((i) => !i.voidedOn)
        .map((i) => i.total - this.credited(i) - this.paid(i) + sumCents(i.refunds.map((r) => r.amount))),
    );
  }

  /** Σ (total − paid − credit notes not void) of the bills and expenses not void. */
  payables(): number {
    return sumCents(this.bills.filter((b) => !b.voidedOn).map((b) => this.owed(b)));
  }

  clientCredit(): number {
    return sumCents(this.credits.map((c) => (c.kind === 'OVERPAYMENT' ? c.amount : -c.amount)));
  }

  apply(step: Step): void {
    this.date = addDays(this.date, step.days);
    const id = this.nextId++;
    const share = (max: number) => portion(max, step.share);
    const pick = <T>(list: T[]) => (list.length === 0 ? undefined : list[step.pick % list.length]);
    switch (step.kind) {
      case 'invoice': {
        const lines = step.lines.map((l) => ({
          quantity: formatQuantity(l.milli),
          unitPrice: l.unitPrice,
          taxCode: l.taxCode === 'NO_GST' ? 'EXEMPT' : l.taxCode,
        }));
        const totals = calculateInvoice({ lines, pricesIncludeGst: step.inclusive });
        if (totals.total === 0) return;
        const number = `INV-${id}`;
        const base = { id, number, issueDate: this.date, subtotal: totals.subtotal, gst: totals.gst, total: totals.total };
        this.invoices.push({ ...base, taxBreakdown: totals.taxBreakdown, creditedBreakdown: [], notes: [], payments: [], refunds: [] });
        return;
      }
      case 'pay': {
        const invoice = pick(this.invoices.filter((i) => !i.voidedOn && this.balance(i) > 0));
        if (!invoice) return;
        const amount = share(this.balance(invoice));
        const fromCredit = step.fromCredit && this.clientCredit() >= amount;
        invoice.payments.push({ id, amount, paidOn: this.date, ...(fromCredit ? { fromClientCredit: true } : {}) });
        if (fromCredit) this.credits.push({ id, clientId: 1, kind: 'APPLIED', amount, date: this.date });
        return;
      }
      case 'credit': {
        const invoice = pick(this.invoices.filter((i) => !i.voidedOn && this.credited(i) < i.total));
        if (!invoice) return;
        const credit = priceCredit(
          { pricesIncludeGst: true, lines: [], taxBreakdown: invoice.taxBreakdown, creditedBreakdown: invoice.creditedBreakdown },
          {
            kind: 'AMOUNT',
            amount: share(invoice.total - this.credited(invoice)),
          },
        );
        invoice.creditedBreakdown = addCredit(invoice.creditedBreakdown, credit.taxBreakdown);
        invoice.notes.push({
          id,
          number: `CN-${id}`,
          issueDate: this.date,
          subtotal: credit.subtotal,
          gst: credit.gst,
          total: credit.total,
        });
        return;
      }
      case 'refund': {
        const invoice = pick(this.invoices.filter((i) => this.creditOwed(i) > 0));
        if (invoice) invoice.refunds.push({ id, amount: share(this.creditOwed(invoice)), refundedOn: this.date });
        return;
      }
      case 'void': {
        const invoice = pick(this.invoices.filter((i) => !i.voidedOn && i.payments.length === 0 && i.notes.length === 0));
        if (invoice) invoice.voidedOn = this.date;
        return;
      }
      case 'overpay':
        this.credits.push({ id, clientId: 1, kind: 'OVERPAYMENT', amount: share(100_000), date: this.date });
        return;
      case 'creditRefund':
        if (this.clientCredit() > 0)
          this.credits.push({ id, clientId: 1, kind: 'REFUNDED', amount: share(this.clientCredit()), date: this.date });
        return;
      case 'bill':
      case 'expense':
        this.addPurchase(step, id);
        return;
      case 'billPay': {
        const bill = pick(this.bills.filter((b) => !b.voidedOn && this.owed(b) > 0));
        if (bill) bill.payments.push({ id, amount: share(this.owed(bill)), paidOn: this.date });
        return;
      }
      case 'billCredit':
        this.addSupplierCredit(step, id, pick);
        return;
      case 'billVoid': {
        const candidates = [
          ...this.bills.filter((b) => !b.voidedOn && (b.kind === 'EXPENSE' || b.payments.length === 0) && b.notes.every((n) => n.voidedOn)),
          ...this.bills.flatMap((b) => b.notes.filter((n) => !n.voidedOn)),
        ];
        const chosen = pick(candidates);
        if (chosen) chosen.voidedOn = this.date;
        return;
      }
    }
  }

  private addPurchase(step: Step, id: number): void {
    const lines = step.lines.map((l) => ({
      quantity: formatQuantity(l.milli),
      unitPrice: l.unitPrice,
      taxCode: l.taxCode,
      accountId: l.account,
    }));
    const totals = calculatePurchase({ lines, pricesIncludeGst: step.inclusive });
    if (totals.total === 0) return;
    const supplier = { name: 'Supplier', gstNumber: step.supplierHasGstNumber ? '123-456-789' : null };
    const kind = step.kind === 'expense' ? 'EXPENSE' : 'BILL';
    this.bills.push({
      id,
      kind,
      number: `B-${id}`,
      date: this.date,
      lines: lines.map((line, index) => ({ taxCode: line.taxCode, accountId: line.accountId, amount: totals.lineAmounts[index] ?? 0 })),
      taxBreakdown: totals.taxBreakdown,
      gst: totals.gst,
      total: totals.total,
      gstClaimed: inputTax(totals, supplier).reason === null,
      payments: kind === 'EXPENSE' ? [{ id, amount: totals.total, paidOn: this.date }] : [],
      notes: [],
    });
  }

  private addSupplierCredit(step: Step, id: number, pick: <T>(list: T[]) => T | undefined): void {
    const bill = pick(this.bills.filter((b) => b.kind === 'BILL' && !b.voidedOn && this.owed(b) > 0));
    if (!bill) return;
    const taxCode = bill.lines[0]?.taxCode ?? 'STANDARD';
    const totals = calculatePurchase({
      lines: [{ quantity: '1', unitPrice: portion(this.owed(bill), step.share), taxCode }],
      pricesIncludeGst: true,
    });
    const accountId = bill.lines[0]?.accountId ?? 1;
    bill.notes.push({
      id,
      kind: 'CREDIT_NOTE',
      number: `SCN-${id}`,
      date: this.date,
      lines: [{ taxCode, accountId, amount: totals.lineAmounts[0] ?? 0 }],
      taxBreakdown: totals.taxBreakdown,
      gst: totals.gst,
      total: totals.total,
      gstClaimed: bill.gstClaimed,
      payments: [],
    });
  }

  /** Pays every invoice's and bill's balance, the next day. */
  settleEverything(): void {
    this.date = addDays(this.date, 1);
    for (const invoice of this.invoices.filter((i) => !i.voidedOn && this.balance(i) > 0))
      invoice.payments.push({ id: this.nextId++, amount: this.balance(invoice), paidOn: this.date });
    for (const bill of this.bills.filter((b) => !b.voidedOn && this.owed(b) > 0))
      bill.payments.push({ id: this.nextId++, amount: this.owed(bill), paidOn: this.date });
  }

  private paid = (i: Invoice) => sumCents(i.payments.map((p) => p.amount));
  private credited = (i: Invoice) => sumCents(i.notes.map((n) => n.total));
  private balance = (i: Invoice) => settlement({ total: i.total, paid: this.paid(i), credited: this.credited(i), refunded: 0 }).balance;
  private creditOwed = (i: Invoice) =>
    settlement({ total: i.total, paid: this.paid(i), credited: this.credited(i), refunded: sumCents(i.refunds.map((r) => r.amount)) })
      .creditOwed;
  private owed = (b: Bill) =>
    b.total - sumCents(b.payments.map((p) => p.amount)) - sumCents(b.notes.filter((n) => !n.voidedOn).map((n) => n.total));
}

const portion = (max: number, share: number) => Math.max(1, Math.floor((max * share) / 1000));
