// Links that open one document for its client without signing in (docs/sending.md#links-for-the-client,
// decision 270): the rules the mock, the screens and the conformance kit share.

/** Random bytes in a token: 256 bits, written as 43 base64url characters. */
export const LINK_TOKEN_BYTES = 32;

/** What a token looks like; anything else is refused as unknown without a lookup. */
export const LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A link opens its document for 90 days after it is made. */
export const LINK_LIFE_DAYS = 90;

/** Making a link answers the active one while it has at least this many days left, else a new one. */
export const LINK_REUSE_MIN_DAYS_LEFT = 30;

/** Unknown tokens a client address may send in one window before every public request is refused (429). */
export const LINK_GUESS_LIMIT = 10;
export const LINK_GUESS_WINDOW_MINUTES = 15;

/** The header that carries the token to the API: never the address, so access logs do not keep it. */
export const DOCUMENT_TOKEN_HEADER = 'Document-Token';

/** The public page's path, `/d/{token}`, in the app's origin. */
export const PUBLIC_DOCUMENT_PREFIX = '/d/';

export const LINK_PROBLEM_TYPES = {
  /** 404: no link has this token. */
  unknown: 'urn:invoicing:link-unknown',
  /** 410: the business revoked the link. */
  revoked: 'urn:invoicing:link-revoked',
  /** 410: the link is older than its life. */
  expired: 'urn:invoicing:link-expired',
  /** 410: the invoice was voided. */
  voided: 'urn:invoicing:document-voided',
  /** 410: the quote was replaced by a revision. */
  replaced: 'urn:invoicing:document-replaced',
  /** 409: the quote was already accepted or declined. */
  answered: 'urn:invoicing:quote-answered',
  /** 429: too many unknown tokens from one address. */
  tooManyAttempts: 'urn:invoicing:too-many-attempts',
} as const;

export const ANSWER_LIMITS = { nameMin: 2, nameMax: 100, reasonMax: 1000 } as const;
