// A purchase's parties: the business that bought (a choice when the user may invoice for several),
// the supplier (one of the business's, with a way to add one) and the quote the cost belongs to. A
// supplier credit note's business and supplier are its bill's: said, not chosen.
import { Link, useLocation } from 'react-router-dom';
import type { Bill, Supplier } from '@/api/types';
import { billPath } from '@/config/paths';
import { suppliersPath } from './suppliers-link';
import { formatMoney } from '@/lib/money';
import { SelectField, type SelectOption } from '@/components/select/select-field';
import { CardSection } from '@/features/billing/shared/card-section';
import { useEditorActions, useEditorView } from '@/features/billing/shared/editor/editor-context';

export interface PurchasePartiesSectionProps {
  /** The chosen business's suppliers. */
  suppliers: { data?: readonly Supplier[]; isPending: boolean };
  /** The business's quotes a cost may belong to; null: the service keeps no quotes, no choice. */
  quotes: readonly SelectOption[] | null;
  /** The bill a supplier credit note reduces: its business and supplier are fixed. */
  credits?: Pick<Bill, 'id' | 'supplierName' | 'supplierReference' | 'balance'> | null;
}

const NO_ID = '';

export function PurchasePartiesSection({ suppliers, quotes, credits = null }: PurchasePartiesSectionProps) {
  const { dispatch } = useEditorActions();
  const { form, errors: allErrors, businesses, business } = useEditorView();
  const errors = allErrors.general;
  const supplier = suppliers.data?.find((s) => s.id === form.supplierId) ?? null;
  const idOf = (value: string) => (value === NO_ID ? null : Number(value));
  const here = useLocation();
  // The suppliers page links back here, where the typed work is offered back.
  const addSupplier = suppliersPath(business?.id ?? null, here.pathname + here.search);
  return (
    <CardSection heading="Bought from" className="invoice-editor__section">
      {credits ? (
        <p className="invoice-editor__note">
          Reduces the bill <Link to={billPath(credits.id)}>{credits.supplierReference ?? `#${String(credits.id)}`}</Link> from{' '}
          {credits.supplierName} for {business?.name}: {formatMoney(credits.balance)} is owed on it, the most this credit note can take off.
        </p>
      ) : null}
      <div className="invoice-editor__grid">
        {credits ? null : businesses.length > 1 ? (
          <SelectField
            label="Business"
            placeholder="Choose a business"
            required
            options={businesses.map((b) => ({ value: String(b.id), label: b.name }))}
            value={form.businessId === null ? NO_ID : String(form.businessId)}
            error={errors.businessId}
            onChange={(event) => {
              const next = businesses.find((b) => String(b.id) === event.target.value);
              if (next) dispatch({ type: 'business', business: next, previous: business, purchase: true });
            }}
          />
        ) : (
          <p className="invoice-editor__from">
            <span className="invoice-editor__label">Bought by</span> {business?.name}
          </p>
        )}
        {credits ? null : (
          <SelectField
            label="Supplier"
            placeholder={business ? (suppliers.isPending ? 'Loading suppliers…' : 'Choose a supplier') : 'Choose a business first'}
            required
            disabled={!business}
            options={(suppliers.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
            value={form.supplierId === null ? NO_ID : String(form.supplierId)}
            error={errors.supplierId}
            hint={
              <>
                Not listed? <Link to={addSupplier}>Add a supplier</Link> (what you typed here is kept).
              </>
            }
            onChange={(event) => dispatch({ type: 'supplier', supplierId: idOf(event.target.value) })}
          />
        )}
        {quotes ? (
          <SelectField
            label="Quote (job costing)"
            placeholder="None"
            disabled={!business}
            options={quotes}
            value={form.quoteId === null ? NO_ID : String(form.quoteId)}
            error={errors.quoteId}
            hint="The renovation quote this cost belongs to, if any."
            onChange={(event) => dispatch({ type: 'quote', quoteId: idOf(event.target.value) })}
          />
        ) : null}
      </div>
      {supplier ? (
        <p className="invoice-editor__note">
          {supplier.name}
          {supplier.gstNumber ? `: GST ${supplier.gstNumber}` : ': no GST number recorded'}
        </p>
      ) : null}
    </CardSection>
  );
}
