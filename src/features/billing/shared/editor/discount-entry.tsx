// The discount: none, a percentage off, or an amount off (including GST when prices do).
import { TextField } from '@/components/field/text-field';
import { SelectField } from '@/components/select/select-field';
import { withGstBasis } from '../gst-basis';
import { useEditorActions, useEditorView } from './editor-context';
import type { DiscountKind } from './editor-form';

const KINDS = [
  { value: 'NONE', label: 'No discount' },
  { value: 'PERCENT', label: 'Percentage off' },
  { value: 'AMOUNT', label: 'Amount off' },
];

export function DiscountEntry() {
  const { dispatch } = useEditorActions();
  const { form, errors } = useEditorView();
  const error = errors.general.discount;
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
