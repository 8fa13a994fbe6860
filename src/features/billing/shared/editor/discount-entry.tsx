// The discount: none, a percentage off, or an amount off (including GST when prices do).
import type { Dispatch } from 'react';
import { TextField } from '@/components/field/text-field';
import { SelectField } from '@/components/select/select-field';
import { withGstBasis } from '../gst-basis';
import type { DiscountKind, EditorForm } from './editor-form';
import type { EditorAction } from './editor-reducer';

const KINDS = [
  { value: 'NONE', label: 'No discount' },
  { value: 'PERCENT', label: 'Percentage off' },
  { value: 'AMOUNT', label: 'Amount off' },
];

export function DiscountEntry({ form, dispatch, error }: { form: EditorForm; dispatch: Dispatch<EditorAction>; error?: string }) {
  return (
    <div className="invoice-editor__discount">
      <SelectField
        label="Discount"
        options={KINDS}
        value={form.discountKind}
        onChange={(event) => dispatch({ type: 'discountKind', value: event.target.value as DiscountKind })}
      />
      {form.discountKind !== 'NONE' ? (
        <TextField
          label={form.discountKind === 'PERCENT' ? 'Discount (%)' : withGstBasis('Discount amount', form.pricesIncludeGst)}
          inputMode="decimal"
          value={form.discountValue}
          error={error}
          onChange={(event) => dispatch({ type: 'field', field: 'discountValue', value: event.target.value })}
        />
      ) : null}
    </div>
  );
}
