// The editor's changes: one action per thing a person does, and the reducer that applies it
// (a business change re-points the lines' GST and the default payment instructions; a new issue
// date keeps the payment terms).
import type { Currency, InvoicingBusiness } from '@/api/types';
import { DEFAULT_PAYMENT_TERMS_DAYS } from '@/config/invoicing';
import { addDays, isIsoDate } from '@/lib/calendar-date';
import {
  EXEMPT_TAX,
  gstRegistered,
  instructionsFor,
  newLine,
  paymentTermsDays,
  STANDARD_TAX,
  type DiscountKind,
  type EditorForm,
  type EditorLine,
  type TaxChoice,
} from './editor-form';

export type EditorAction =
  | { type: 'replace'; form: EditorForm }
  | { type: 'field'; field: 'reference' | 'notes' | 'paymentInstructions' | 'terms' | 'discountValue'; value: string }
  | { type: 'currency'; value: Currency }
  | { type: 'discountKind'; value: DiscountKind }
  | { type: 'pricesIncludeGst'; value: boolean }
  /** `purchase`: the lines keep their GST (what a supplier charged does not follow the buyer's registration). */
  | { type: 'business'; business: InvoicingBusiness; previous: InvoicingBusiness | null; purchase?: boolean }
  | { type: 'client'; clientId: number | null }
  | { type: 'supplier'; supplierId: number | null }
  | { type: 'quote'; quoteId: number | null }
  | { type: 'issueDate'; value: string }
  | { type: 'dueDate'; value: string }
  | { type: 'terms'; days: number }
  | { type: 'line'; key: string; field: 'description' | 'quantity' | 'unitPrice' | 'tax' | 'accountId'; value: string }
  | { type: 'addLine'; tax: TaxChoice; line?: EditorLine }
  | { type: 'removeLine'; key: string }
  | { type: 'moveLine'; key: string; by: -1 | 1 };

export function editorReducer(form: EditorForm, action: EditorAction): EditorForm {
  switch (action.type) {
    case 'replace':
      return action.form;
    case 'field':
      return { ...form, [action.field]: action.value };
    case 'currency':
      return { ...form, currency: action.value };
    case 'discountKind':
      return { ...form, discountKind: action.value };
    case 'pricesIncludeGst':
      return { ...form, pricesIncludeGst: action.value };
    case 'business': {
      const { business, previous, purchase = false } = action;
      if (form.businessId === business.id) return form;
      // The parties, the quote and the accounts belong to the business: chosen again for the new one.
      const lines = form.lines.map((line) => (line.accountId === '' ? line : { ...line, accountId: '' }));
      if (purchase) return { ...form, businessId: business.id, supplierId: null, quoteId: null, lines };
      const toExempt = !gstRegistered(business);
      const toStandard = !toExempt && previous !== null && !gstRegistered(previous);
      const instructionsUntouched = form.paymentInstructions.trim() === '' || form.paymentInstructions === instructionsFor(previous);
      return {
        ...form,
        businessId: business.id,
        clientId: null,
        supplierId: null,
        quoteId: null,
        paymentInstructions: instructionsUntouched ? instructionsFor(business) : form.paymentInstructions,
        lines: lines.map((line) =>
          toExempt && line.tax !== EXEMPT_TAX
            ? { ...line, tax: EXEMPT_TAX }
            : toStandard && line.tax === EXEMPT_TAX
              ? { ...line, tax: STANDARD_TAX }
              : line,
        ),
      };
    }
    case 'client':
      return { ...form, clientId: action.clientId };
    case 'supplier':
      return { ...form, supplierId: action.supplierId };
    case 'quote':
      return { ...form, quoteId: action.quoteId };
    case 'issueDate': {
      // Keep the payment terms: the due date moves with the issue date.
      const terms = paymentTermsDays(form) ?? DEFAULT_PAYMENT_TERMS_DAYS;
      return {
        ...form,
        issueDate: action.value,
        dueDate: isIsoDate(action.value) ? addDays(action.value, Math.max(0, terms)) : form.dueDate,
      };
    }
    case 'dueDate':
      return { ...form, dueDate: action.value };
    case 'terms':
      return isIsoDate(form.issueDate) ? { ...form, dueDate: addDays(form.issueDate, action.days) } : form;
    case 'line':
      return { ...form, lines: form.lines.map((line) => (line.key === action.key ? { ...line, [action.field]: action.value } : line)) };
    case 'addLine':
      return { ...form, lines: [...form.lines, action.line ?? newLine(action.tax)] };
    case 'removeLine':
      return { ...form, lines: form.lines.filter((line) => line.key !== action.key) };
    case 'moveLine': {
      const from = form.lines.findIndex((line) => line.key === action.key);
      const to = from + action.by;
      if (from < 0 || to < 0 || to >= form.lines.length) return form;
      const lines = [...form.lines];
      const [moved] = lines.splice(from, 1);
      if (moved) lines.splice(to, 0, moved);
      return { ...form, lines };
    }
  }
}
