// The invoice limits have one source of truth (INVOICE_LIMITS, imported by the calculator, the
// editor and the mock backend); openapi.yaml documents the same numbers for the Spring team.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { INVOICE_LIMITS } from './invoicing';

interface Schema {
  maximum?: number;
  minimum?: number;
  maxItems?: number;
  pattern?: string;
  properties?: Record<string, Schema>;
}

const schemas = (parse(readFileSync(resolve(process.cwd(), 'openapi.yaml'), 'utf8')) as { components: { schemas: Record<string, Schema> } })
  .components.schemas;
const property = (schema: string, name: string) => schemas[schema]?.properties?.[name] ?? {};

describe('INVOICE_LIMITS', () => {
  it('are the maximums openapi.yaml documents', () => {
    expect(property('InvoiceInput', 'lines').maxItems).toBe(INVOICE_LIMITS.lines);
    expect(property('InvoiceLineInput', 'unitPrice').maximum).toBe(INVOICE_LIMITS.maxUnitPriceCents);
    expect(property('InvoiceLine', 'unitPrice').maximum).toBe(INVOICE_LIMITS.maxUnitPriceCents);
    expect(schemas.Quantity?.pattern).toBe(`^\\d{1,${INVOICE_LIMITS.quantityWholeDigits}}(\\.\\d{1,3})?$`);
    // One schema for a line's amount and every total: the two limits are the same figure.
    expect(schemas.InvoiceAmount?.maximum).toBe(INVOICE_LIMITS.maxTotalCents);
    expect(schemas.InvoiceAmount?.maximum).toBe(INVOICE_LIMITS.maxLineAmountCents);
  });

  it('keep every amount far inside the safe integers', () => {
    // The largest Number the calculator forms, a lines total of every line at the maximum, with a margin of 1,000.
    expect(INVOICE_LIMITS.lines * INVOICE_LIMITS.maxLineAmountCents * 1000).toBeLessThan(Number.MAX_SAFE_INTEGER);
    // A quantity × price product is formed as a BigInt, then divided by 1000.
    expect(Number.isSafeInteger((INVOICE_LIMITS.maxQuantityMilli * INVOICE_LIMITS.maxUnitPriceCents) / 1000)).toBe(true);
  });
});
