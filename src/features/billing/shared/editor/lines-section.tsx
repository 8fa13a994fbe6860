// The lines: prices with or without GST, the lines table, Add line, the discount and the live totals.
import { Button } from '@/components/button/button';
import { INVOICE_LIMITS } from '@/config/invoicing';
import { IncludesGstCheckbox } from '../gst-basis';
import { PURCHASE_TAX_LABELS } from '../invoice-labels';
import { DiscountEntry } from './discount-entry';
import type { LinesConfig } from './document-type';
import { EXEMPT_TAX, gstRegistered, STANDARD_TAX } from './editor-form';
import { useEditorActions, useEditorView } from './editor-context';
import { LineItemsTable, type TaxOption } from './line-items';
import { TotalsList } from './totals-list';

const GST_TAX_OPTIONS: readonly TaxOption[] = [
  { value: STANDARD_TAX, label: 'GST 15%' },
  { value: 'ZERO:0', label: 'Zero-rated (0%)' },
  { value: EXEMPT_TAX, label: 'Exempt (no GST)' },
];
const NO_GST_TAX_OPTIONS: readonly TaxOption[] = [{ value: EXEMPT_TAX, label: 'No GST' }];
/** What a supplier charged: whether the buyer is registered does not change it. */
const PURCHASE_TAX_OPTIONS: readonly TaxOption[] = [
  { value: STANDARD_TAX, label: PURCHASE_TAX_LABELS.STANDARD },
  { value: 'ZERO:0', label: PURCHASE_TAX_LABELS.ZERO },
  { value: EXEMPT_TAX, label: PURCHASE_TAX_LABELS.EXEMPT },
  { value: 'NO_GST:0', label: PURCHASE_TAX_LABELS.NO_GST },
];

const NO_ACCOUNTS: readonly [] = [];

export function LinesSection({ treatments, discount, accounts }: LinesConfig) {
  const { dispatch } = useEditorActions();
  const { form, errors, business, totals, addLine, linesMessage, accounts: accountOptions, claim } = useEditorView();
  const purchase = treatments === 'purchase';
  const registered = purchase || gstRegistered(business);
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
        taxOptions={purchase ? PURCHASE_TAX_OPTIONS : registered || !business ? GST_TAX_OPTIONS : NO_GST_TAX_OPTIONS}
        accounts={accounts ? (accountOptions ?? NO_ACCOUNTS) : null}
        errors={errors.lines}
      />
      <div ref={linesMessage} tabIndex={-1} className="invoice-editor__lines-message">
        {errors.general.lines ? <p className="ui-field__error">{errors.general.lines}</p> : null}
      </div>
      <div>
        <Button id="add-line" variant="secondary" onClick={addLine} disabled={form.lines.length >= INVOICE_LIMITS.lines}>
          Add line
        </Button>
      </div>
      {discount ? <DiscountEntry /> : null}
      <TotalsList totals={totals} currency={form.currency} claim={claim} />
    </section>
  );
}
