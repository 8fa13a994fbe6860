// The live preview's document, built from the editor's state and the shared calculator's totals.
// Document lines are cached per editor line, so an unchanged line keeps its object (and its
// memoised row in the preview).
import type { InvoicingBusiness, InvoicingClient, IssuerDetails, RecipientDetails } from '@/api/types';
import { readDiscount, readPrice, parseTax, type EditorForm, type EditorLine, type LiveTotals } from './editor-form';
import { discountLabel, documentTitle, type DocumentLine, type InvoiceDocumentModel } from '../document/invoice-document-model';
import { taxLabel } from '../invoice-labels';

const cache = new WeakMap<EditorLine, { amount: number; line: DocumentLine }>();

function documentLine(line: EditorLine, amount: number): DocumentLine {
  const hit = cache.get(line);
  if (hit && hit.amount === amount) return hit.line;
  const { taxCode, taxRate } = parseTax(line.tax);
  const documentLineValue: DocumentLine = {
    key: line.key,
    description: line.description,
    quantity: line.quantity.trim() === '' ? '0' : line.quantity,
    unitPrice: readPrice(line.unitPrice) ?? 0,
    tax: taxLabel(taxCode, taxRate),
    amount,
  };
  cache.set(line, { amount, line: documentLineValue });
  return documentLineValue;
}

const PLACEHOLDER_ISSUER: IssuerDetails = { code: '', name: 'Choose a business', addressLines: [] };
const PLACEHOLDER_RECIPIENT: RecipientDetails = { name: 'Choose a client', addressLines: [] };

export function documentFromForm(
  form: EditorForm,
  { totals, discountApplied }: LiveTotals,
  business: InvoicingBusiness | null,
  client: InvoicingClient | null,
): InvoiceDocumentModel {
  // Until a business is chosen, show the usual case: a GST-registered issuer.
  const taxInvoice = business ? Boolean(business.gstNumber?.trim()) : true;
  const discount = readDiscount(form);
  return {
    title: documentTitle(taxInvoice),
    taxInvoice,
    status: 'DRAFT',
    overdue: false,
    number: null,
    issueDate: form.issueDate,
    dueDate: form.dueDate,
    reference: form.reference.trim() || null,
    currency: form.currency,
    pricesIncludeGst: form.pricesIncludeGst,
    issuer: business ?? PLACEHOLDER_ISSUER,
    recipient: client ?? PLACEHOLDER_RECIPIENT,
    lines: form.lines.map((line, index) => documentLine(line, totals.lineAmounts[index] ?? 0)),
    linesTotal: totals.linesTotal,
    discountTotal: totals.discountTotal,
    discountLabel: discountApplied && discount && discount !== 'invalid' ? discountLabel(discount) : null,
    subtotal: totals.subtotal,
    gst: totals.gst,
    total: totals.total,
    paid: 0,
    credited: 0,
    balance: totals.total,
    taxBreakdown: totals.taxBreakdown,
    paymentInstructions: form.paymentInstructions.trim() || null,
    notes: form.notes.trim() || null,
    voidReason: null,
  };
}
