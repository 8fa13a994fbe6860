// The NZ input tax rule for a purchase, said alike by the server (what a bill may claim) and the
// screens (why it may not). GST is claimable only with taxable supply information: above $200
// including GST that must name the supplier's GST number, so a bill over $200 from a supplier whose
// GST number is not recorded is kept, but its GST is not claimed. A supplier who is not registered
// charges no GST (the NO_GST treatment), so there is nothing to claim.
import { formatMoney, type Cents } from './money';

/** Above this total (cents, GST included) the supplier's GST number must be held to claim. */
const TAXABLE_SUPPLY_INFO_THRESHOLD = 20_000;

export interface InputTax {
  /** The GST the business may claim (cents). */
  claimed: Cents;
  /** Why GST the bill shows is not claimed; null when all of it is. */
  reason: string | null;
}

export function inputTax(bill: { total: Cents; gst: Cents }, supplier: { name: string; gstNumber?: string | null }): InputTax {
  if (bill.gst === 0) return { claimed: 0, reason: null };
  if (bill.total > TAXABLE_SUPPLY_INFO_THRESHOLD && !supplier.gstNumber) {
    return {
      claimed: 0,
      reason:
        `GST of ${formatMoney(bill.gst)} not claimed: the bill is over ${formatMoney(TAXABLE_SUPPLY_INFO_THRESHOLD)} including GST ` +
        `and ${supplier.name}'s GST number is not recorded. Record it on the supplier to claim the GST.`,
    };
  }
  return { claimed: bill.gst, reason: null };
}

/** A supplier credit note takes back only GST its bill claimed (decision 215). */
export const CREDIT_NOT_CLAIMED = 'Its bill’s GST is not claimed, so this credit note takes none back.';
