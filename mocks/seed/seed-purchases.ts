// The default seed's purchases: every business's starting accounts; suppliers (a renovation business
// buys from a merchant, a subcontractor, a fuel company and a sole trader who is not GST-registered;
// a property manager buys cleaning); and a few bills and expenses of the renovation business, dated
// relative to today: one part paid (with its PDF invoice as a receipt), one awaiting payment, one
// draft, two expenses.
import { addDays, todayIn } from '../../src/lib/calendar-date';
import type { BillRequest } from '../../src/lib/requests/bills';
import { paidOf, priceBill, STARTING_ACCOUNTS } from '../domain/purchases';
import { bytesToBase64 } from '../../src/lib/base64';
import { createAll, db, type BillRecord, type SupplierRecord } from '../runtime/db';

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

export async function seedPurchases(now: number = Date.now()): Promise<void> {
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
