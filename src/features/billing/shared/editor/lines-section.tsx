// The lines: prices with or without GST, the lines table, Add line, the discount and the live totals.
import type { Dispatch, Ref } from 'react';
import type { InvoicingBusiness } from '@/api/types';
import { Button } from '@/components/button/button';
import { INVOICE_LIMITS } from '@/config/invoicing';
import type { InvoiceTotals } from '@/lib/invoice-math';
import { IncludesGstCheckbox } from '../gst-basis';
import { DiscountEntry } from './discount-entry';
import { EXEMPT_TAX, gstRegistered, STANDARD_TAX, type EditorForm } from './editor-form';
import type { EditorAction } from './editor-reducer';
import { LineItemsTable, type TaxOption } from './line-items';
import { TotalsList } from './totals-list';
import type { EditorErrors } from './use-editor-state';

const GST_TAX_OPTIONS: readonly TaxOption[] = [
  { value: STANDARD_TAX, label: 'GST 15%' },
  { value: 'ZERO:0', label: 'Zero-rated (0%)' },
  { value: EXEMPT_TAX, label: 'Exempt (no GST)' },
];
const NO_GST_TAX_OPTIONS: readonly TaxOption[] = [{ value: EXEMPT_TAX, label: 'No GST' }];

interface LinesSectionProps {
  form: EditorForm;
  dispatch: Dispatch<EditorAction>;
  errors: EditorErrors;
  business: InvoicingBusiness | null;
  totals: InvoiceTotals;
  onMove: (key: string, by: -1 | 1) => void;
  onRemove: (key: string, index: number) => void;
  onAddLine: () => void;
  /** Takes focus when the problem is with the lines as a whole. */
  messageRef: Ref<HTMLDivElement>;
}

export function LinesSection({ form, dispatch, errors, business, totals, onMove, onRemove, onAddLine, messageRef }: LinesSectionProps) {
  const registered = gstRegistered(business);
  return (
    <section className="ui-card invoice-editor__section" aria-labelledby="editor-lines">
      <div className="invoice-editor__lines-head">
        <h2 id="editor-lines" className="invoice-section-title">
          Lines
        </h2>
        <IncludesGstCheckbox
          label="Prices include GST"
          checked={form.pricesIncludeGst}
          disabled={!registered && business !== null}
          onChange={(value) => dispatch({ type: 'pricesIncludeGst', value })}
        />
      </div>
      <LineItemsTable
        lines={form.lines}
        lineAmounts={totals.lineAmounts}
        currency={form.currency}
        pricesIncludeGst={form.pricesIncludeGst}
        taxOptions={registered || !business ? GST_TAX_OPTIONS : NO_GST_TAX_OPTIONS}
        errors={errors.lines}
        dispatch={dispatch}
        onMove={onMove}
        onRemove={onRemove}
      />
      <div ref={messageRef} tabIndex={-1} className="invoice-editor__lines-message">
        {errors.general.lines ? <p className="ui-field__error">{errors.general.lines}</p> : null}
      </div>
      <div>
        <Button id="add-line" variant="secondary" onClick={onAddLine} disabled={form.lines.length >= INVOICE_LIMITS.lines}>
          Add line
        </Button>
      </div>
      <DiscountEntry form={form} dispatch={dispatch} error={errors.general.discount} />
      <TotalsList totals={totals} currency={form.currency} />
    </section>
  );
}
