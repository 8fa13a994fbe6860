// Amounts typed with or without GST: the switch and the label suffix the invoice editor offers for
// its prices and discount, and the credit-note form for an amount to credit.
import type { ChangeEvent } from 'react';
import { Checkbox } from '@/components/checkbox-group/checkbox';

interface IncludesGstCheckboxProps {
  /** "Prices include GST", "Amount includes GST". */
  label: string;
  checked: boolean;
  /** For a business or an invoice without GST, where the choice changes nothing. */
  disabled?: boolean;
  onChange: (includesGst: boolean) => void;
}

export function IncludesGstCheckbox({ label, checked, disabled = false, onChange }: IncludesGstCheckboxProps) {
  return (
    <Checkbox
      label={label}
      checked={checked}
      disabled={disabled}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.checked)}
    />
  );
}

/** "Unit price" → "Unit price (incl. GST)" when amounts include GST; with `sayExclusive`, "(excl. GST)" otherwise. */
export const withGstBasis = (label: string, includesGst: boolean, { sayExclusive = false } = {}): string =>
  includesGst ? `${label} (incl. GST)` : sayExclusive ? `${label} (excl. GST)` : label;
