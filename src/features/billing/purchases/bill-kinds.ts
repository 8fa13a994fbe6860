// What differs between the kinds of purchase the bill editor records, one configuration object per
// kind: the editor shell's document type (a due date or none), the words of the page and its
// buttons, whether it can be approved, and whether it can be edited after saving. A new kind (a
// supplier credit note) is one more entry here: `Record<BillKind, …>` does not compile without it.
import type { Bill, BillKind } from '@/api/types';
import type { KeptWorkKind } from '@/lib/kept-work';
import { formatMoney } from '@/lib/money';
// Types only: the bills list and the bill's page read this too, without the editor's code.
import type { DatesConfig, DocumentType, LinesConfig } from '@/features/billing/shared/editor/document-type';

export interface BillKindConfig {
  kind: BillKind;
  /** The editor shell's configuration: dates, lines, preview, leave guard. */
  type: DocumentType;
  /** Page titles and the form's accessible name. */
  titles: { new: string; edit: string };
  /** The bills list's action that opens the editor. */
  newAction: string;
  /** Its kept work's kind (one per kind: a new bill's and a new expense's are kept apart). */
  keptKind: KeptWorkKind;
  /** What the kept-work offer and the logout question call it. */
  keptLabel: { new: string; draft: string };
  /** The main button: a bill saves a draft; an expense is recorded (and paid) at once. */
  save: { label: string; busy: string };
  /** A second button that saves and approves (a bill: awaiting payment); null: none. */
  approve: { label: string; busy: string } | null;
  /** Said on its page after saving. */
  saved: (bill: Bill) => string;
  /** Whether the server lets it change after saving (updateBill): a bill without payments; an expense or credit note never. */
  editable: boolean;
  /** What it is called in a sentence ("The bill could not be saved"). */
  noun: string;
}

/** A purchase's lines: its GST treatments (NO_GST too), an account per line, no discount. */
const PURCHASE_LINES: LinesConfig = { treatments: 'purchase', discount: false, accounts: true };

const BILL_DATES: DatesConfig = {
  heading: 'Dates and reference',
  issueDate: 'Date',
  dueDate: 'Due date',
  paymentTerms: false,
  reference: 'Supplier’s reference',
  currency: false,
};

export const BILL_KINDS: Record<BillKind, BillKindConfig> = {
  BILL: {
    kind: 'BILL',
    type: { previewLabel: 'Preview of the bill', dates: BILL_DATES, lines: PURCHASE_LINES, notes: null, leaveGuard: true },
    titles: { new: 'New bill', edit: 'Edit bill' },
    newAction: 'New bill',
    keptKind: 'bill',
    keptLabel: { new: 'a new bill', draft: 'a draft bill' },
    save: { label: 'Save as draft', busy: 'Saving…' },
    approve: { label: 'Save and approve', busy: 'Approving…' },
    saved: (bill) =>
      bill.status === 'DRAFT'
        ? 'Draft bill saved. Attach its receipt, then approve it when it is right.'
        : `Bill saved: ${formatMoney(bill.balance)} awaiting payment. Attach its receipt here.`,
    editable: true,
    noun: 'bill',
  },
  EXPENSE: {
    kind: 'EXPENSE',
    // Paid when bought: no due date (the server makes it the date).
    type: {
      previewLabel: 'Preview of the expense',
      dates: { ...BILL_DATES, dueDate: null, reference: 'Receipt number' },
      lines: PURCHASE_LINES,
      notes: null,
      leaveGuard: true,
    },
    titles: { new: 'New expense', edit: 'Edit expense' },
    newAction: 'New expense',
    keptKind: 'expense',
    keptLabel: { new: 'a new expense', draft: 'an expense' },
    save: { label: 'Save expense', busy: 'Saving…' },
    approve: null,
    saved: (bill) => `Expense recorded, paid ${formatMoney(bill.total)}. Attach its receipt here.`,
    editable: false,
    noun: 'expense',
  },
  // A supplier's credit note (decision 215): opened from the bill it credits (its business, supplier
  // and quote come from it), dated the day it was received, applied at once, never changed.
  CREDIT_NOTE: {
    kind: 'CREDIT_NOTE',
    type: {
      previewLabel: 'Preview of the credit note',
      dates: {
        ...BILL_DATES,
        heading: 'Date received and reference',
        issueDate: 'Date received',
        dueDate: null,
        reference: 'Credit note number',
      },
      lines: PURCHASE_LINES,
      notes: null,
      leaveGuard: true,
    },
    titles: { new: 'Record a supplier credit note', edit: 'Credit note' },
    newAction: 'Record a credit note',
    keptKind: 'supplier-credit-note',
    keptLabel: { new: 'a supplier credit note', draft: 'a supplier credit note' },
    save: { label: 'Record credit note', busy: 'Recording…' },
    approve: null,
    saved: (note) =>
      `Credit note recorded: ${formatMoney(note.total)} off bill ${note.creditsBillTitle ?? ''}, counted in the GST return of the period received. Attach its copy here.`,
    editable: false,
    noun: 'credit note',
  },
};

/** The bill kind an address names (`?kind=EXPENSE`, `?kind=CREDIT_NOTE&credits=7`); a bill otherwise. */
export function billKindOf(text: string | null): BillKind {
  return text !== null && Object.hasOwn(BILL_KINDS, text) ? (text as BillKind) : 'BILL';
}

/** Whether the server lets the bill change (updateBill): a kind that can, without payments or credit notes, not yet paid or void. */
export const billEditable = (bill: Pick<Bill, 'kind' | 'status' | 'payments' | 'credited'>) =>
  BILL_KINDS[bill.kind].editable &&
  (bill.status === 'DRAFT' || bill.status === 'AWAITING_PAYMENT') &&
  bill.payments.length === 0 &&
  bill.credited === 0;

/** Whether a supplier credit note may reduce the bill: an approved bill with something owed. */
export const billCreditable = (bill: Pick<Bill, 'kind' | 'status' | 'balance'>) =>
  bill.kind === 'BILL' && (bill.status === 'AWAITING_PAYMENT' || bill.status === 'PART_PAID') && bill.balance > 0;
