// The default seed's purchases: every business's starting accounts; suppliers (a renovation business
// buys from a merchant, a subcontractor, a fuel company and a sole trader who is not GST-registered;
// a property manager buys cleaning); and a few bills and expenses of the renovation business, dated
// relative to today: one part paid (with its PDF invoice as a receipt), one awaiting payment, one
// draft, two expenses. The generated scenarios add thousands more (seedLargeBills).
import { addDays, todayIn } from '../../src/lib/calendar-date';
import type { BillRequest } from '../../src/lib/requests/bills';
import { paidOf, priceBill, STARTING_ACCOUNTS } from '../domain/purchases';
import { bytesToBase64 } from '../../src/lib/base64';
import { createAll, db, type BillRecord, type SupplierRecord } from '../runtime/db';
import { mulberry32 } from './seed-invoices';
import { nowMs } from '../runtime/clock';

const SUPPLIERS: Array<Omit<SupplierRecord, 'id'>> = [
  {
    businessId: 1,
    name: 'Placemakers Newmarket',
    gstNumber: '102-345-673',
    nzbn: '9429000106078',
    email: 'trade.newmarket@placemakers.example.nz',
    phone: '+64 9 555 0170',
    address: '2 Gillies Avenue\nNewmarket\nAuckland 1023',
    bankAccount: '12-3011-0023456-00',
  },
  {
    businessId: 1,
    name: 'Sparks Electrical Ltd',
    gstNumber: '113-456-787',
    email: 'accounts@sparkselectrical.example.nz',
    phone: '021 555 0133',
    address: '7 Morningside Drive\nKingsland\nAuckland 1025',
    bankAccount: '06-0101-0456789-00',
  },
  {
    businessId: 1,
    name: 'Z Energy',
    gstNumber: '124-567-890',
    address: 'PO Box 2091\nWellington 6140',
  },
  {
    businessId: 1,
    name: 'Tama’s Rubbish Removal',
    phone: '027 555 0188',
    address: '41 Great North Road\nGrey Lynn\nAuckland 1021',
    bankAccount: '38-9000-0654321-00',
  },
  {
    businessId: 2,
    name: 'Capital Commercial Cleaning',
    gstNumber: '135-678-902',
    email: 'invoices@capitalclean.example.nz',
    phone: '+64 4 555 0161',
    address: '12 Tory Street\nTe Aro\nWellington 6011',
  },
];

/** The starting accounts of businesses `ids`, numbered from after the accounts already stored. */
export async function seedStartingAccounts(ids: readonly number[]): Promise<void> {
  let next = db.expenseAccounts.count() + 1;
  await createAll(
    db.expenseAccounts,
    ids.flatMap((businessId) => STARTING_ACCOUNTS.map((name) => ({ id: next++, businessId, name }))),
  );
}

/** Business 1's account of this name (seeded first, so ids 1 to 6 in STARTING_ACCOUNTS order). */
const account = (name: (typeof STARTING_ACCOUNTS)[number]) => STARTING_ACCOUNTS.indexOf(name) + 1;

type Plan = Omit<BillRequest, 'businessId' | 'date' | 'dueDate'> & {
  daysAgo: number;
  dueInDays?: number;
  status: BillRecord['status'];
  payments?: Array<{ amount: number; daysAgo: number; reference?: string }>;
};

const PLACEMAKERS = 1;
const SPARKS = 2;
const Z_ENERGY = 3;
const RUBBISH = 4;

const BILLS: Plan[] = [
  {
    kind: 'BILL',
    supplierId: PLACEMAKERS,
    supplierReference: 'INV-448812',
    daysAgo: 20,
    dueInDays: 10,
    pricesIncludeGst: false,
    status: 'PART_PAID',
    lines: [
      { description: '90x45 H3.2 framing, 4.8 m', quantity: '24', unitPrice: 1850, taxCode: 'STANDARD', accountId: account('Materials') },
      {
        description: 'GIB Standard 10 mm, 2.4 x 1.2 m',
        quantity: '12',
        unitPrice: 3200,
        taxCode: 'STANDARD',
        accountId: account('Materials'),
      },
    ],
    payments: [{ amount: 30000, daysAgo: 5, reference: 'Part payment' }],
  },
  {
    kind: 'BILL',
    supplierId: SPARKS,
    supplierReference: 'SE-2031',
    daysAgo: 10,
    dueInDays: 10,
    pricesIncludeGst: true,
    status: 'AWAITING_PAYMENT',
    lines: [
      {
        description: 'Kitchen rewire, labour and materials',
        quantity: '1',
        unitPrice: 115000,
        taxCode: 'STANDARD',
        accountId: account('Subcontractors'),
      },
    ],
  },
  {
    kind: 'BILL',
    supplierId: PLACEMAKERS,
    daysAgo: 1,
    dueInDays: 30,
    pricesIncludeGst: true,
    status: 'DRAFT',
    lines: [
      { description: 'Resene Lumbersider, 4 L', quantity: '4', unitPrice: 6500, taxCode: 'STANDARD', accountId: account('Materials') },
    ],
  },
  {
    kind: 'EXPENSE',
    supplierId: Z_ENERGY,
    daysAgo: 3,
    pricesIncludeGst: true,
    status: 'PAID',
    lines: [{ description: 'Diesel, 41.2 L', quantity: '1', unitPrice: 9240, taxCode: 'STANDARD', accountId: account('Vehicle') }],
  },
  {
    kind: 'EXPENSE',
    supplierId: RUBBISH,
    daysAgo: 12,
    pricesIncludeGst: true,
    status: 'PAID',
    lines: [
      { description: 'Skip bin, 6 m³, two days', quantity: '1', unitPrice: 35000, taxCode: 'NO_GST', accountId: account('Subcontractors') },
    ],
  },
];

/** A one-page PDF saying `text`, with a correct cross-reference table, as a supplier's emailed invoice would be. */
function receiptPdf(text: string): Uint8Array {
  const stream = `BT /F1 14 Tf 72 760 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(pdf);
}

export async function seedPurchases(now: number = nowMs()): Promise<void> {
  await seedStartingAccounts(db.businesses.all().map((business) => business.id));
  for (const [index, supplier] of SUPPLIERS.entries()) await db.suppliers.create({ ...supplier, id: index + 1 });
  const today = todayIn(undefined, now);
  const at = new Date(now).toISOString();
  let paymentId = 0;
  for (const [index, { daysAgo, dueInDays, status, payments = [], ...plan }] of BILLS.entries()) {
    const date = addDays(today, -daysAgo);
    const priced = priceBill(plan);
    const paid =
      plan.kind === 'EXPENSE'
        ? [{ id: ++paymentId, amount: priced.total, paidOn: date, recordedBy: 'user', recordedAt: at }]
        : payments.map((payment) => ({
            id: ++paymentId,
            amount: payment.amount,
            paidOn: addDays(today, -payment.daysAgo),
            ...(payment.reference ? { reference: payment.reference } : {}),
            recordedBy: 'user',
            recordedAt: at,
          }));
    const bill: BillRecord = {
      id: index + 1,
      businessId: 1,
      kind: plan.kind,
      status,
      supplierId: plan.supplierId,
      date,
      dueDate: plan.kind === 'EXPENSE' ? date : addDays(today, dueInDays ?? 0),
      ...(plan.supplierReference ? { supplierReference: plan.supplierReference } : {}),
      pricesIncludeGst: plan.pricesIncludeGst,
      ...priced,
      payments: paid,
      createdBy: 'user',
      createdAt: at,
    };
    if (paidOf(bill) > bill.total) throw new Error(`Seed bill ${bill.id} is overpaid.`);
    await db.bills.create(bill);
  }
  // The first bill's invoice, as the supplier emailed it.
  const pdf = receiptPdf('Placemakers Newmarket - Tax invoice');
  await db.receipts.create({
    id: 1,
    billId: 1,
    fileName: 'placemakers-tax-invoice.pdf',
    contentType: 'application/pdf',
    size: pdf.length,
    content: bytesToBase64(pdf),
    attachedBy: 'user',
    attachedAt: at,
  });
}

const BULK_LINES: ReadonlyArray<{
  description: string;
  unitPrice: number;
  taxCode: BillRecord['lines'][number]['taxCode'];
  account: string;
}> = [
  { description: 'Timber and fixings', unitPrice: 18_950, taxCode: 'STANDARD', account: 'Materials' },
  { description: 'Plasterboard, 10 sheets', unitPrice: 32_500, taxCode: 'STANDARD', account: 'Materials' },
  { description: 'Electrician, call-out and labour', unitPrice: 46_000, taxCode: 'STANDARD', account: 'Subcontractors' },
  { description: 'Cleaning after tenancy', unitPrice: 23_000, taxCode: 'STANDARD', account: 'Subcontractors' },
  { description: 'Diesel', unitPrice: 9_240, taxCode: 'STANDARD', account: 'Vehicle' },
  { description: 'Drill bits and blades', unitPrice: 6_480, taxCode: 'STANDARD', account: 'Tools' },
  { description: 'Workshop rent', unitPrice: 120_000, taxCode: 'STANDARD', account: 'Rent paid' },
  { description: 'Imported tiles (zero-rated)', unitPrice: 41_000, taxCode: 'ZERO', account: 'Materials' },
  { description: 'Bank fees', unitPrice: 1_500, taxCode: 'EXEMPT', account: 'Fees' },
  { description: 'Rubbish removal (not registered)', unitPrice: 15_000, taxCode: 'NO_GST', account: 'Subcontractors' },
];

/**
 * The generated scenarios' bills: `count` bills and expenses over the last two years, the first
 * `onBooksBusiness` of them Harbourview Property Management's (business 2, whose GST return
 * `npm run bench:gst-return` reads), the rest spread over the generated businesses as their
 * invoices are; each business gets a few suppliers, one without a GST number. Drafts, void, part
 * paid and paid bills in about the invoices' shares.
 */
export async function seedLargeBills(count: number, onBooksBusiness: number, now: number = nowMs()): Promise<void> {
  const random = mulberry32(20261126);
  const today = todayIn(undefined, now);
  const at = new Date(now).toISOString();
  const businesses = db.businesses.all().map((business) => business.id);
  const generated = businesses.filter((id) => id > 3);
  const accounts = new Map<number, Map<string, number>>();
  for (const account of db.expenseAccounts.all()) {
    const named = accounts.get(account.businessId) ?? new Map<string, number>();
    named.set(account.name, account.id);
    accounts.set(account.businessId, named);
  }
  const suppliers = new Map<number, number[]>();
  let supplierId = db.suppliers.all().reduce((max, supplier) => Math.max(max, supplier.id), 0);
  const newSuppliers: SupplierRecord[] = [];
  for (const businessId of count > onBooksBusiness ? [2, ...generated] : [2]) {
    const ids: number[] = [];
    for (let i = 0; i < (businessId === 2 ? 20 : 3); i += 1) {
      supplierId += 1;
      ids.push(supplierId);
      // The last of each business's suppliers has no GST number recorded (its large bills claim nothing).
      const last = i === (businessId === 2 ? 19 : 2);
      newSuppliers.push({ id: supplierId, businessId, name: `Supplier ${supplierId} Ltd`, ...(last ? {} : { gstNumber: '49-091-850' }) });
    }
    suppliers.set(businessId, ids);
  }
  await createAll(db.suppliers, newSuppliers);
  let billId = db.bills.all().reduce((max, bill) => Math.max(max, bill.id), 0);
  let paymentId = db.bills.all().reduce((max, bill) => Math.max(max, ...bill.payments.map((p) => p.id)), 0);
  const bills: BillRecord[] = [];
  for (let i = 0; i < count; i += 1) {
    const businessId = i < onBooksBusiness ? 2 : (generated[Math.floor(random() * generated.length)] ?? 2);
    const named = accounts.get(businessId);
    const supplierIds = suppliers.get(businessId) ?? [];
    const daysAgo = Math.floor(random() * 730);
    const date = addDays(today, -daysAgo);
    const kind: BillRecord['kind'] = random() < 0.1 ? 'EXPENSE' : 'BILL';
    const lines = Array.from({ length: 1 + Math.floor(random() * 3) }, () => {
      const line = BULK_LINES[Math.floor(random() * BULK_LINES.length)] as (typeof BULK_LINES)[number];
      return {
        description: line.description,
        quantity: String(1 + Math.floor(random() * 4)),
        unitPrice: line.unitPrice,
        taxCode: line.taxCode,
        accountId: named?.get(line.account) ?? 0,
      };
    });
    const pricesIncludeGst = random() < 0.5;
    const priced = priceBill({ lines, pricesIncludeGst });
    const roll = random();
    const status: BillRecord['status'] =
      kind === 'EXPENSE'
        ? 'PAID'
        : daysAgo < 20 && roll < 0.2
          ? 'DRAFT'
          : roll < 0.03
            ? 'VOID'
            : roll < 0.12
              ? 'PART_PAID'
              : roll < 0.3 || daysAgo < 30
                ? 'AWAITING_PAYMENT'
                : 'PAID';
    const paidOn = kind === 'EXPENSE' ? date : addDays(date, Math.min(daysAgo, 1 + Math.floor(random() * 30)));
    const paidAmount = status === 'PAID' ? priced.total : status === 'PART_PAID' ? Math.floor(priced.total / 2) : 0;
    bills.push({
      id: ++billId,
      businessId,
      kind,
      status,
      supplierId: supplierIds[Math.floor(random() * supplierIds.length)] ?? 0,
      date,
      dueDate: kind === 'EXPENSE' ? date : addDays(date, 20),
      supplierReference: `S-${billId}`,
      pricesIncludeGst,
      ...priced,
      payments: paidAmount > 0 ? [{ id: ++paymentId, amount: paidAmount, paidOn, recordedBy: 'admin', recordedAt: at }] : [],
      createdBy: 'admin',
      createdAt: at,
    });
  }
  await createAll(db.bills, bills);
}
