// Limits of statement imports, shared by the import screen and the mock backend; openapi.yaml says
// the same (docs/bank-statements.md#limits).

export const STATEMENT_LIMITS = {
  /** Lines in one import request (a year of a busy account); a longer file is imported in parts by date. */
  linesPerImport: 5_000,
  /** The largest file the import screen reads. */
  fileBytes: 5 * 1024 * 1024,
  /** A line's amount, either way, in cents: $100,000,000.00, the largest invoice total. */
  amountCents: 10_000_000_000,
  /** Free-text fields of a line. */
  payeeLength: 200,
  detailLength: 100,
  transactionIdLength: 100,
  accountNameLength: 100,
  /** Lines confirmed in one request ("Confirm all sure matches"). */
  linesPerConfirm: 2_000,
  /** Invoices one line pays. */
  allocationsPerLine: 100,
} as const;
