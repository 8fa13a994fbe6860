// The business reports (openapi.yaml tag `reports`, docs/invoicing.md#reports), computed on request
// from the records: profit and loss for a date range, job costing per quote, aged payables. Amounts
// exclude the GST a registered business collects or claims; GST not claimed is part of a cost.
import type { IsoDate } from '../../src/lib/calendar-date';
import { sumCents, type Cents } from '../../src/lib/money';
import { quoteLabel } from '../../src/lib/quote-rules';
import { addBalance, ageOf, emptyBalances, lineCosts } from '../../src/lib/reports';
import { db, type BillRecord, type BusinessRecord, type InvoiceRecord, type QuoteRecord, type SupplierRecord } from '../runtime/db';
import { accountsOf, billNumber, claimOf, owedOf } from './purchases';
import type { AgedPayables, JobCosting, JobCostingRow, ProfitAndLoss, ReportAccount, ReportDocument } from '../handlers/types';

/** The account income is reported under: invoices carry no income account. */
const INCOME_ACCOUNT = 'Sales';

const countsAsSale = (invoice: InvoiceRecord) => invoice.status !== 'DRAFT' && invoice.status !== 'VOID' && invoice.currency === 'NZD';
const countsAsCost = (bill: BillRecord) => bill.status !== 'DRAFT' && bill.status !== 'VOID';
const isRegistered = (business: BusinessRecord) => Boolean(business.businessGst?.trim());

function supplierNames(businessId: number): Map<number, SupplierRecord> {
  return new Map(db.suppliers.findMany((q) => q.where({ businessId })).map((supplier) => [supplier.id, supplier]));
}

/** What each line of a bill costs the business: GST excluded when it is claimed; a supplier credit note's negative. */
function billLineCosts(bill: BillRecord, supplier: SupplierRecord | undefined, registered: boolean): Cents[] {
  const claimed = registered && claimOf(bill, supplier ?? { name: '' }).reason === null;
  const sign = bill.kind === 'CREDIT_NOTE' ? -1 : 1;
  return lineCosts(bill.lines, bill.taxBreakdown, claimed).map((cost) => sign * cost || 0);
}

const reportKind = (bill: BillRecord): ReportDocument['kind'] => (bill.kind === 'CREDIT_NOTE' ? 'SUPPLIER_CREDIT_NOTE' : bill.kind);

function clientName(record: Pick<InvoiceRecord, 'clientId' | 'recipientSnapshot'>): string {
  if (record.recipientSnapshot?.name) return record.recipientSnapshot.name;
  const client = db.clients.findFirst((q) => q.where({ id: record.clientId }));
  return client?.clientName ?? client?.clientBusinessName ?? '';
}

const byDate = (a: ReportDocument, b: ReportDocument) => (a.date === b.date ? a.id - b.id : a.date < b.date ? -1 : 1);

function accountsFrom(documents: Map<string, ReportDocument[]>): ReportAccount[] {
  return [...documents]
    .map(([account, list]) => ({ account, amount: sumCents(list.map((d) => d.amount)), documents: list.sort(byDate) }))
    .sort((a, b) => a.account.localeCompare(b.account, 'en-NZ'));
}

function push(map: Map<string, ReportDocument[]>, account: string, document: ReportDocument) {
  const list = map.get(account);
  if (list) list.push(document);
  else map.set(account, [document]);
}

export function profitAndLossOf(business: BusinessRecord, from: IsoDate, to: IsoDate): ProfitAndLoss {
  const registered = isRegistered(business);
  const inRange = (date: IsoDate) => date >= from && date <= to;
  const income = new Map<string, ReportDocument[]>();
  const counted = new Set<number>();
  for (const invoice of db.invoices.findMany((q) => q.where({ businessId: business.id }))) {
    if (!countsAsSale(invoice)) continue;
    counted.add(invoice.id);
    if (!inRange(invoice.issueDate)) continue;
    push(income, INCOME_ACCOUNT, {
      kind: 'INVOICE',
      id: invoice.id,
      date: invoice.issueDate,
      number: invoice.number ?? `#${invoice.id}`,
      party: clientName(invoice),
      amount: registered ? invoice.subtotal : invoice.total,
    });
  }
  for (const note of db.creditNotes.findMany((q) => q.where({ businessId: business.id }))) {
    if (!counted.has(note.invoiceId) || !inRange(note.issueDate)) continue;
    push(income, INCOME_ACCOUNT, {
      kind: 'CREDIT_NOTE',
      id: note.id,
      date: note.issueDate,
      number: note.number,
      party: clientName(note),
      amount: -(registered ? note.subtotal : note.total) || 0,
    });
  }
  const expenses = new Map<string, ReportDocument[]>();
  const accounts = new Map(accountsOf(business.id).map((account) => [account.id, account.name]));
  const suppliers = supplierNames(business.id);
  for (const bill of db.bills.findMany((q) => q.where({ businessId: business.id }))) {
    if (!countsAsCost(bill) || !inRange(bill.date)) continue;
    const supplier = suppliers.get(bill.supplierId);
    const perAccount = new Map<string, Cents>();
    billLineCosts(bill, supplier, registered).forEach((cost, index) => {
      const name = accounts.get(bill.lines[index]?.accountId ?? -1) ?? 'Unknown account';
      perAccount.set(name, (perAccount.get(name) ?? 0) + cost);
    });
    for (const [account, amount] of perAccount) {
      const party = supplier?.name ?? 'Unknown supplier';
      push(expenses, account, { kind: reportKind(bill), id: bill.id, date: bill.date, number: billNumber(bill), party, amount });
    }
  }
  const incomeRows = accountsFrom(income);
  const expenseRows = accountsFrom(expenses);
  const totalIncome = sumCents(incomeRows.map((row) => row.amount));
  const totalExpenses = sumCents(expenseRows.map((row) => row.amount));
  return {
    businessId: business.id,
    businessName: business.businessName ?? business.businessId,
    from,
    to,
    gstRegistered: registered,
    income: incomeRows,
    expenses: expenseRows,
    totalIncome,
    totalExpenses,
    net: totalIncome - totalExpenses,
  };
}

/** The latest revision of a quote (revisions replace each other). */
function latestRevision(quote: QuoteRecord, quotes: ReadonlyMap<number, QuoteRecord>): QuoteRecord {
  let current = quote;
  for (let hops = 0; current.replacedById !== undefined && hops < 100; hops += 1) {
    const next = quotes.get(current.replacedById);
    if (!next) break;
    current = next;
  }
  return current;
}

const INVOICED_STATUSES: ReadonlySet<InvoiceRecord['status']> = new Set(['ISSUED', 'PARTIALLY_PAID', 'PAID', 'CREDITED']);

export function jobCostingOf(business: BusinessRecord): JobCosting {
  const registered = isRegistered(business);
  const quotes = new Map(db.quotes.findMany((q) => q.where({ businessId: business.id })).map((quote) => [quote.id, quote]));
  const latestOf = (quoteId: number | undefined) => {
    const quote = quoteId === undefined ? undefined : quotes.get(quoteId);
    return quote ? latestRevision(quote, quotes) : undefined;
  };
  const invoiced = new Map<number, Cents>();
  const invoiceIds = new Map<number, number>();
  for (const invoice of db.invoices.findMany((q) => q.where({ businessId: business.id }))) {
    const quote = latestOf(invoice.quoteId);
    if (!quote || !INVOICED_STATUSES.has(invoice.status)) continue;
    invoiceIds.set(invoice.id, quote.id);
    invoiced.set(quote.id, (invoiced.get(quote.id) ?? 0) + (registered ? invoice.subtotal : invoice.total));
  }
  for (const note of db.creditNotes.findMany((q) => q.where({ businessId: business.id }))) {
    const quoteId = invoiceIds.get(note.invoiceId);
    if (quoteId !== undefined) invoiced.set(quoteId, (invoiced.get(quoteId) ?? 0) - (registered ? note.subtotal : note.total));
  }
  const bills = new Map<number, ReportDocument[]>();
  const suppliers = supplierNames(business.id);
  for (const bill of db.bills.findMany((q) => q.where({ businessId: business.id }))) {
    const quote = latestOf(bill.quoteId);
    if (!quote || !countsAsCost(bill)) continue;
    const supplier = suppliers.get(bill.supplierId);
    const amount = sumCents(billLineCosts(bill, supplier, registered));
    const document: ReportDocument = {
      kind: reportKind(bill),
      id: bill.id,
      date: bill.date,
      number: billNumber(bill),
      party: supplier?.name ?? 'Unknown supplier',
      amount,
    };
    bills.set(quote.id, [...(bills.get(quote.id) ?? []), document]);
  }
  const rows: JobCostingRow[] = [];
  for (const quote of quotes.values()) {
    if (quote.replacedById !== undefined) continue;
    const costsOf = (bills.get(quote.id) ?? []).sort(byDate);
    if (quote.status !== 'ACCEPTED' && costsOf.length === 0 && !invoiced.has(quote.id)) continue;
    const quoted = registered
      ? quote.subtotal + sumCents(quote.variations.map((v) => v.subtotal))
      : quote.total + sumCents(quote.variations.map((v) => v.total));
    const costs = sumCents(costsOf.map((d) => d.amount));
    const invoicedOf = invoiced.get(quote.id) ?? 0;
    rows.push({
      quoteId: quote.id,
      quoteNumber: quoteLabel(quote),
      clientName: clientName(quote),
      status: quote.status,
      quoted,
      invoiced: invoicedOf,
      costs,
      margin: invoicedOf - costs,
      expectedMargin: quoted - costs,
      bills: costsOf,
    });
  }
  rows.sort((a, b) => b.quoteId - a.quoteId);
  const total = (pick: (row: JobCostingRow) => Cents) => sumCents(rows.map(pick));
  return {
    businessId: business.id,
    businessName: business.businessName ?? business.businessId,
    rows,
    totals: {
      quoted: total((r) => r.quoted),
      invoiced: total((r) => r.invoiced),
      costs: total((r) => r.costs),
      margin: total((r) => r.margin),
      expectedMargin: total((r) => r.expectedMargin),
    },
  };
}

const OWING: ReadonlySet<BillRecord['status']> = new Set(['AWAITING_PAYMENT', 'PART_PAID']);

export function agedPayablesOf(business: BusinessRecord, asAt: IsoDate): AgedPayables {
  const suppliers = supplierNames(business.id);
  const bySupplier = new Map<number, AgedPayables['suppliers'][number]>();
  const totals = emptyBalances();
  for (const bill of db.bills.findMany((q) => q.where({ businessId: business.id }))) {
    const balance = owedOf(bill);
    if (!OWING.has(bill.status) || balance <= 0) continue;
    const { daysPastDue, bucket } = ageOf(bill.dueDate, asAt);
    let row = bySupplier.get(bill.supplierId);
    if (!row) {
      row = {
        supplierId: bill.supplierId,
        supplierName: suppliers.get(bill.supplierId)?.name ?? 'Unknown supplier',
        balances: emptyBalances(),
        bills: [],
      };
      bySupplier.set(bill.supplierId, row);
    }
    const { date, dueDate, total, kind, id } = bill;
    row.bills.push({ id, kind, date, dueDate, number: billNumber(bill), total, balance, daysPastDue, bucket });
    addBalance(row.balances, bucket, balance);
    addBalance(totals, bucket, balance);
  }
  const rows = [...bySupplier.values()].sort(
    (a, b) => a.supplierName.localeCompare(b.supplierName, 'en-NZ') || a.supplierId - b.supplierId,
  );
  for (const row of rows) row.bills.sort((a, b) => (a.dueDate === b.dueDate ? a.id - b.id : a.dueDate < b.dueDate ? -1 : 1));
  return { businessId: business.id, businessName: business.businessName ?? business.businessId, asAt, suppliers: rows, totals };
}
