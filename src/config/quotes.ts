// Quote constants shared by the screens and the mock backend (docs/invoicing.md#quotes-and-progress-billing).

/** Problem `type`s of the quote endpoints beyond the invoice ones, as documented on QuoteConflict in openapi.yaml. */
export const QUOTE_PROBLEM_TYPES = {
  /** 409: accepting a quote past its valid-until date. */
  expired: 'urn:invoicing:quote-expired',
  /** 409: accepting or declining a quote a revision replaced. */
  replaced: 'urn:invoicing:quote-replaced',
  /** 409: the invoice would take the quote's invoices past its total with variations. */
  exceeded: 'urn:invoicing:quote-exceeded',
} as const;

/** A new quote is valid for 30 days by default. */
export const DEFAULT_QUOTE_VALID_DAYS = 30;

/** What the quote list sorts by (openapi.yaml, GET /api/quotes `sort`). */
export const QUOTE_SORT_PROPERTIES = ['issueDate', 'validUntil', 'number', 'clientName', 'total', 'status', 'updatedAt'] as const;
