// When a document's GST reaches the GST account (docs/ledger.md#gst-by-basis). On the invoice
// basis at once. On the payments basis it waits in "GST on documents not yet paid" and moves
// with each payment: its share of the GST by amount, and all that is left with the payment that
// settles the document, so nothing stays behind once it is settled. A credit note takes back from
// what still waits first, the rest from the GST account (that part was already due).
import { mulDivRoundHalfUp, type Cents } from '../money';

export interface GstTiming {
  /** A credit note of `gst` and `total`: how much of its GST comes off what waits, and off the GST account. */
  credit(gst: Cents, total: Cents): { fromPending: Cents; fromDue: Cents };
  /** A voided credit note gives back what it took. */
  uncredit(taken: { fromPending: Cents }, total: Cents): void;
  /** A payment of `amount`: the GST it makes due. */
  pay(amount: Cents): Cents;
}

/** `gst`: what the document posts to the GST accounts; `waits`: on the payments basis. */
export function gstTiming(gst: Cents, total: Cents, waits: boolean): GstTiming {
  let pending = waits ? gst : 0;
  let settled = 0;
  return {
    credit(noteGst, noteTotal) {
      const fromPending = Math.min(noteGst, pending);
      pending -= fromPending;
      settled += noteTotal;
      return { fromPending, fromDue: noteGst - fromPending };
    },
    uncredit({ fromPending }, noteTotal) {
      pending += fromPending;
      settled -= noteTotal;
    },
    pay(amount) {
      settled += amount;
      const share = settled >= total ? pending : Math.min(pending, total === 0 ? 0 : mulDivRoundHalfUp(amount, gst, total));
      pending -= share;
      return share;
    },
  };
}
