// Invoicing constants shared by the screens, the calculator and the mock backend.
// NZ GST rules: https://www.ird.govt.nz/gst/tax-invoices-for-gst (taxable supply information, April 2023).
import { CURRENCY_VALUES } from './api-values';

/** Currencies an invoice may be in. Each has two decimal places, so amounts are integer cents. */
export const INVOICE_CURRENCIES = CURRENCY_VALUES;
export type InvoiceCurrency = (typeof INVOICE_CURRENCIES)[number];
export const isInvoiceCurrency = (value: unknown): value is InvoiceCurrency => (INVOICE_CURRENCIES as readonly unknown[]).includes(value);
export const DEFAULT_CURRENCY: InvoiceCurrency = 'NZD';

/** GST 15 %, in basis points (1 % = 100). */
export const DEFAULT_GST_RATE_BP = 1500;
export const BASIS_POINTS = 10_000;

export const DEFAULT_PAYMENT_TERMS_DAYS = 14;

/** Above this GST-inclusive total (NZ$1,000) a tax invoice must name the recipient and one identifier. */
export const RECIPIENT_DETAILS_THRESHOLD_CENTS = 100_000;

/** Digits of the sequence in an invoice number: RENO- + 0042. */
export const INVOICE_NUMBER_DIGITS = 4;
/** Prefix of invoice numbers for a business without an invoice tag. */
export const DEFAULT_INVOICE_TAG = 'INV-';

/**
 * The largest values an invoice may hold; openapi.yaml documents the same numbers (a test keeps
 * them equal), and the calculator, the editor and the mock backend all enforce these.
 * No renovation or rental invoice comes near them. They keep every amount a safe integer with a
 * wide margin: a quantity × unit price product (at most 10^16) is only ever formed as a BigInt,
 * and the largest Number computed is a lines total of 500 × $100,000,000.00 = 5 × 10^12 cents
 * before the total is refused, some 1,800 times below 2^53.
 */
export const INVOICE_LIMITS = {
  lines: 500,
  quantityWholeDigits: 6,
  maxQuantityMilli: 100_000_000, // 100,000.000
  maxUnitPriceCents: 100_000_000, // $1,000,000.00
  /** A line's amount (quantity × unit price): $100,000,000.00. */
  maxLineAmountCents: 10_000_000_000,
  /** Every total of an invoice (lines total, subtotal, GST, total, so also payments and balance): $100,000,000.00. */
  maxTotalCents: 10_000_000_000,
  descriptionLength: 1000,
  referenceLength: 100,
  notesLength: 2000,
  paymentInstructionsLength: 1000,
  voidReasonLength: 500,
  paymentReferenceLength: 100,
} as const;

/**
 * Every date a request carries (issue, due, valid-until, payment, refund, schedule start and end,
 * statement and list filters, GST periods) lies in this range; the server answers 400 naming the
 * field otherwise (docs/decisions/140-request-dates-in-a-documented-range.md).
 */
export const DATE_RANGE = { earliest: '2000-01-01', latest: '2099-12-31' } as const;

/**
 * A schedule's start date lies within this many days of the server's today: far enough back to
 * enter a schedule that began last quarter, near enough that catching up makes few invoices
 * (docs/decisions/141-schedule-start-window-and-catch-up-cap.md).
 */
export const SCHEDULE_START_WINDOW = { daysBefore: 92, daysAfter: 730 } as const;

/**
 * Recurring invoices one request makes at most, and the time it may spend making them (it holds
 * the write lock); later requests make the rest, oldest first (decision 141).
 */
export const SCHEDULE_CATCH_UP_PER_REQUEST = 8;
export const SCHEDULE_CATCH_UP_BUDGET_MS = 20;

/**
 * Payment reminders one request sends at most, and the time it may spend (it holds the write lock);
 * later requests send the rest (decision 264).
 */
export const REMINDERS_PER_REQUEST = 20;
export const REMINDERS_BUDGET_MS = 20;

/** The largest page number a list takes: Spring's page offset (page × size) stays an int. */
export const MAX_PAGE_NUMBER = 100_000;

/** Spring Data's defaults: 20 per page, at most 2,000. */
export const INVOICE_PAGE_SIZE = 20;
export const INVOICE_MAX_PAGE_SIZE = 2000;

/** Problem `type`s of the invoicing API (RFC 9457), as documented on ProblemDetail in openapi.yaml. */
export const INVOICE_PROBLEM_TYPES = {
  /** 409: the `version` sent is not current; someone else changed the invoice. */
  staleVersion: 'urn:invoicing:stale-version',
  /** 409: the invoice's status forbids the change. */
  invalidStatus: 'urn:invoicing:invalid-status',
  /** 400: a tax invoice over NZ$1,000 lacks the client's name or an identifier. */
  taxInvoiceDetails: 'urn:invoicing:tax-invoice-details',
  /** 400: the draft is not complete enough to issue. */
  notReady: 'urn:invoicing:not-ready',
  /** 409: a business or client that invoices name cannot be deleted. */
  hasInvoices: 'urn:invoicing:has-invoices',
  /** 400: a credit note for more than is left to credit (docs/invoicing.md#credit-notes). */
  overCredit: 'urn:invoicing:over-credit',
  /** 400: a refund above the credit owed. */
  overRefund: 'urn:invoicing:over-refund',
  /** 409: a GST return was asked of a business without a GST number. */
  notGstRegistered: 'urn:invoicing:not-gst-registered',
  /** 409: a bank statement line is already matched (or named twice in one request). */
  alreadyMatched: 'urn:invoicing:already-matched',
  /** 422: the mail server refused an address (docs/sending.md); nothing was sent. */
  emailBounced: 'urn:invoicing:email-bounced',
  /** 409: a document dated in a GST period already filed (the problem's `lockedPeriod` names it). */
  periodLocked: 'urn:invoicing:period-locked',
} as const;
