// The bill editor works on the document editor's form (docs/architecture.md#document-editor): its
// issue date holds the bill's date, its reference the supplier's reference, and its supplier, quote
// and line accounts the purchase's own fields. This maps it to and from the API's BillInput, checked
// by the schema the server reads it with (src/lib/requests/bills.ts) and the purchase calculator.
import type { Bill, BillInput } from '@/api/types';
import { DEFAULT_GST_RATE_BP, DEFAULT_PAYMENT_TERMS_DAYS } from '@/config/invoicing';
import { addDays } from '@/lib/calendar-date';
import { calculatePurchase, checkPurchaseMath } from '@/lib/invoice-math';
import { centsToDecimal } from '@/lib/money';
import { billRequest, overCreditMessage } from '@/lib/requests/bills';
import {
  emptyForm,
  newLine,
  parsePurchaseTax,
  STANDARD_TAX,
  typedPrice,
  typedQuantity,
  type EditorForm,
} from '@/features/billing/shared/editor/editor-form';
import { requestProblems, type FormErrors } from '@/features/billing/shared/editor/editor-checks';
import type { InvoicingBusiness } from '@/api/types';
import type { BillKindConfig } from './bill-kinds';

/** A new bill: dated today, due in the usual terms (an expense has no due date), one line at 15 %. */
export function emptyBillForm(today: string, business?: InvoicingBusiness | null): EditorForm {
  return {
    ...emptyForm(today, business),
    dueDate: addDays(today, DEFAULT_PAYMENT_TERMS_DAYS),
    paymentInstructions: '',
    lines: [newLine(STANDARD_TAX)],
  };
}

/**
 * A supplier credit note for `bill`: its business, supplier, quote and prices, dated today (the day
 * it was received), one line filed under the bill's first line's account and treatment, to fill in.
 */
export function creditNoteForm(today: string, bill: Bill): EditorForm {
  const first = bill.lines[0];
  return {
    ...emptyForm(today),
    businessId: bill.businessId,
    supplierId: bill.supplierId,
    quoteId: bill.quoteId ?? null,
    dueDate: today,
    pricesIncludeGst: bill.pricesIncludeGst,
    paymentInstructions: '',
    lines: [
      {
        ...newLine(first ? `${first.taxCode}:${first.taxCode === 'STANDARD' ? DEFAULT_GST_RATE_BP : 0}` : STANDARD_TAX),
        accountId: first ? String(first.accountId) : '',
      },
    ],
  };
}

export function formFromBill(bill: Bill): EditorForm {
  return {
    ...emptyForm(bill.date),
    businessId: bill.businessId,
    supplierId: bill.supplierId,
    quoteId: bill.quoteId ?? null,
    issueDate: bill.date,
    dueDate: bill.dueDate,
    reference: bill.supplierReference ?? '',
    pricesIncludeGst: bill.pricesIncludeGst,
    paymentInstructions: '',
    lines: bill.lines.map((line) => ({
      ...newLine(`${line.taxCode}:${line.taxCode === 'STANDARD' ? DEFAULT_GST_RATE_BP : 0}`),
      description: line.description,
      quantity: line.quantity,
      unitPrice: centsToDecimal(line.unitPrice),
      accountId: String(line.accountId),
    })),
  };
}

/**
 * The API body for what is on screen (`approve`: a bill moves on to awaiting payment; `creditsBillId`:
 * the bill a credit note reduces); checked by validateBillForm first.
 */
export function toBillInput(form: EditorForm, kind: BillKindConfig, approve: boolean, creditsBillId?: number): BillInput {
  const reference = form.reference.trim();
  return {
    businessId: form.businessId ?? 0,
    kind: kind.kind,
    ...(kind.kind === 'CREDIT_NOTE' && creditsBillId !== undefined ? { creditsBillId } : {}),
    supplierId: form.supplierId ?? 0,
    date: form.issueDate,
    // An expense's due date is its date (the server's rule): it sends none.
    ...(kind.type.dates.dueDate === null ? {} : { dueDate: form.dueDate }),
    ...(reference ? { supplierReference: reference } : {}),
    pricesIncludeGst: form.pricesIncludeGst,
    ...(form.quoteId === null ? {} : { quoteId: form.quoteId }),
    approve,
    lines: form.lines.map((line) => ({
      description: line.description.trim(),
      quantity: typedQuantity(line.quantity),
      unitPrice: typedPrice(line.unitPrice),
      taxCode: parsePurchaseTax(line.tax).taxCode,
      accountId: line.accountId === '' ? 0 : Number(line.accountId),
    })),
  };
}

/** Server field names of a bill, as the editor's fields. */
export function billFieldOf(field: string): string {
  if (field === 'date') return 'issueDate';
  if (field === 'supplierReference') return 'reference';
  return field;
}

/** What the server would refuse, on the editor's fields: the schema's problems, then the calculator's. */
export function validateBillForm(form: EditorForm, kind: BillKindConfig, approve: boolean, credits?: CreditedBill | null): FormErrors {
  const body = toBillInput(form, kind, approve, credits?.id);
  const errors = requestProblems(billRequest, body, billFieldOf);
  if (Object.keys(errors).length > 0) return errors;
  for (const problem of checkPurchaseMath({ lines: body.lines, pricesIncludeGst: body.pricesIncludeGst })) {
    errors[billFieldOf(problem.field)] ??= problem.message;
  }
  if (Object.keys(errors).length > 0 || !credits) return errors;
  const { total } = calculatePurchase({ lines: body.lines, pricesIncludeGst: body.pricesIncludeGst });
  if (total > credits.balance)
    errors.lines = overCreditMessage(total, credits.balance, credits.supplierReference ?? `#${String(credits.id)}`);
  return errors;
}

/** The bill a credit note reduces, as the form checks it (the server checks what is owed now). */
export type CreditedBill = Pick<Bill, 'id' | 'balance' | 'supplierReference'>;
