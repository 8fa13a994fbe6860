// The matching engine's inputs and outputs (docs/invoicing.md#bank-matching). Plain data, integer
// cents, field names as the contract's (`InvoiceListItem`, `ScheduleListItem`), so the screens and
// the mock can hand over what they already hold. No React, no mock code.
import type { Cents } from '@/lib/money';

/** One line of an imported bank statement. */
export interface BankLine {
  id: number;
  /** yyyy-mm-dd. */
  date: string;
  /** Signed cents: money in is above 0, money out below. */
  amount: Cents;
  payee?: string;
  particulars?: string;
  code?: string;
  reference?: string;
}

/** An invoice that can still be paid (ISSUED or PARTIALLY_PAID with a balance). */
export interface OpenInvoice {
  id: number;
  number: string;
  businessId: number;
  clientId: number;
  clientName: string;
  issueDate: string;
  dueDate: string;
  /** What is left to pay, above 0. */
  balance: Cents;
  scheduleId?: number;
}

/** A recurring invoice schedule: tenants pay its invoices quoting its reference. */
export interface RecurringSchedule {
  id: number;
  clientId: number;
  clientName?: string;
  reference?: string;
  /** Each invoice's total. */
  total: Cents;
}

/** A supplier's bill that can still be paid. */
export interface OpenBill {
  id: number;
  number?: string;
  supplierId: number;
  supplierName: string;
  issueDate: string;
  dueDate: string;
  balance: Cents;
}

export interface OpenDocuments {
  invoices: readonly OpenInvoice[];
  schedules?: readonly RecurringSchedule[];
  /** Absent until purchases exist: money-out lines are then suggested as expenses. */
  bills?: readonly OpenBill[];
}

export type DocumentKind = 'invoice' | 'bill';

/** What a money line pays of one document. */
export interface Allocation {
  documentKind: DocumentKind;
  documentId: number;
  /** The document's number as people read it (a bill may have none: its supplier's name). */
  label: string;
  amount: Cents;
  /** The balance left to pay before this allocation (after any earlier line's). */
  balanceBefore: Cents;
}

/**
 * What becomes of the part of a line that pays no document: credit owed to the client (money in
 * beyond the balances), credit from a supplier (a bill overpaid), or an expense (money out, no bill).
 */
export type ExcessKind = 'credit-owed' | 'supplier-credit' | 'expense';

/** How a line's money meets the documents. */
export type Outcome = 'exact' | 'part' | 'over' | 'expense';

export type MatchRule =
  | 'invoice-number'
  | 'invoice-number-loose'
  | 'schedule-reference'
  | 'schedule-amount'
  | 'client-amount'
  | 'client-oldest-first'
  | 'bill-number'
  | 'bill-supplier'
  | 'expense';

export type Confidence = 'sure' | 'likely' | 'possible';

/** A line matched to documents: what a suggestion proposes, or what the user chose. */
export interface Match {
  lineId: number;
  allocations: Allocation[];
  /** |line amount| − Σ allocations, never below 0. */
  excess: Cents;
  excessKind?: ExcessKind;
  /** Who the credit owed is for (money in) or from (money out). */
  partyId?: number;
  outcome: Outcome;
}

export interface Suggestion extends Match {
  rule: MatchRule;
  confidence: Confidence;
  /** 0–100; sure from 90, likely from 70, possible from 40 (decision 230). */
  score: number;
  /** Why, in words a user reads. */
  reason: string;
}

export interface LineSuggestions {
  lineId: number;
  direction: 'in' | 'out';
  /**
   * Best first. The first is reserved: no other line's first suggestion uses the same balance. The
   * others are alternatives that each fit in its place against the balances the reservations leave.
   */
  suggestions: Suggestion[];
}
