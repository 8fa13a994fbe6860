// A line for the invoice calculator's tests: quantity as typed, unit price in cents, GST by default.
import type { MathLine, TaxCode } from '@/lib/invoice-math';

export const line = (quantity: string, unitPrice: number, taxCode: TaxCode = 'STANDARD', taxRate?: number): MathLine => ({
  quantity,
  unitPrice,
  taxCode,
  ...(taxRate === undefined ? {} : { taxRate }),
});
