// The ledger's shapes (docs/ledger.md): accounts of a chart, and journals of balanced lines in
// integer cents. A journal is derived from a document by the posting functions (posting-*.ts);
// nothing here is stored by itself (decision 360).
import type { IsoDate } from '../calendar-date';
import type { GstBasis } from '../gst-return';
import type { Cents } from '../money';

type AccountType = 'asset' | 'liability' | 'equity' | 'income' | 'expense';

/** What an account is for, where the books need to find it (decision 361). */
type AccountKind =
  | 'bank'
  | 'receivables'
  | 'payables'
  | 'gst'
  | 'gst-pending'
  | 'client-credit'
  | 'current-account'
  | 'fixed-asset'
  | 'retained-earnings'
  | 'sales'
  | 'cost-of-sales'
  | 'overhead';

export interface Account {
  /** The code accountants type: "610", "820". */
  code: string;
  name: string;
  type: AccountType;
  kind?: AccountKind;
}

/** One side of a journal: exactly one of debit and credit is above zero. */
export interface JournalLine {
  accountCode: string;
  debit: Cents;
  credit: Cents;
}

export type SourceKind =
  | 'INVOICE'
  | 'INVOICE_VOID'
  | 'CREDIT_NOTE'
  | 'PAYMENT'
  | 'REFUND'
  | 'CLIENT_CREDIT'
  | 'CLIENT_CREDIT_REFUND'
  | 'BILL'
  | 'EXPENSE'
  | 'SUPPLIER_CREDIT_NOTE'
  | 'BILL_VOID'
  | 'BILL_PAYMENT';

/** The document a journal comes from: what a ledger entry opens. */
export interface JournalSource {
  kind: SourceKind;
  /** The document's id (for a payment or refund: the invoice's or bill's, which the entry opens). */
  id: number;
  /** Its number as people read it ("INV-0042", a supplier's reference). */
  number: string;
  /** The payment, refund or credit entry's own id, when the journal is one of several of a document. */
  entryId?: number;
}

export interface Journal {
  date: IsoDate;
  source: JournalSource;
  narration: string;
  lines: JournalLine[];
}

/** How a business posts GST: not at all when it has no GST number, else on its basis. */
export interface PostingPolicy {
  registered: boolean;
  basis: GstBasis;
}
