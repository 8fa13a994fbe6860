// An issued invoice to credit, priced by the one calculator, for the credit maths' tests.
import type { CreditableInvoice } from '@/lib/credit-math';
import { calculateInvoice, formatQuantity, parseQuantity, type Discount, type MathLine } from '@/lib/invoice-math';

/** Lines 1, 2, … of an invoice with nothing credited yet. */
export function creditableInvoiceOf(lines: MathLine[], pricesIncludeGst = false, discount?: Discount): CreditableInvoice {
  const totals = calculateInvoice({ lines, pricesIncludeGst, discount: discount ?? null });
  return {
    pricesIncludeGst,
    lines: lines.map((line, index) => ({
      position: index + 1,
      description: `Line ${index + 1}`,
      quantity: formatQuantity(parseQuantity(line.quantity) ?? 0),
      unitPrice: line.unitPrice,
      taxCode: line.taxCode,
      taxRate: line.taxCode === 'STANDARD' ? (line.taxRate ?? 1500) : 0,
      amount: totals.lineAmounts[index] ?? 0,
    })),
    taxBreakdown: totals.taxBreakdown,
    creditedBreakdown: [],
  };
}
