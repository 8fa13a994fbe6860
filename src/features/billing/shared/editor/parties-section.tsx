// From and to: the business (a choice when the user may invoice for several) and the client,
// searchable, with what the invoice will say about each.
import type { Dispatch } from 'react';
import type { InvoicingBusiness, InvoicingClient } from '@/api/types';
import type { FieldErrors } from '@/components/form/use-form-submit';
import { SelectField } from '@/components/select/select-field';
import { ClientPicker, clientLabel } from './client-picker';
import { gstRegistered, type EditorForm } from './editor-form';
import type { EditorAction } from './editor-reducer';

interface PartiesSectionProps {
  form: EditorForm;
  dispatch: Dispatch<EditorAction>;
  errors: FieldErrors;
  businesses: readonly InvoicingBusiness[];
  business: InvoicingBusiness | null;
  clients: { data?: InvoicingClient[]; isPending: boolean };
  client: InvoicingClient | null;
}

export function PartiesSection({ form, dispatch, errors, businesses, business, clients, client }: PartiesSectionProps) {
  const clientContact = client ? [client.addressLines.join(', '), client.email, client.phone].filter(Boolean).join(' · ') : '';
  return (
    <section className="ui-card invoice-editor__section" aria-labelledby="editor-parties">
      <h2 id="editor-parties" className="invoice-section-title">
        From and to
      </h2>
      <div className="invoice-editor__grid">
        {businesses.length > 1 ? (
          <SelectField
            label="Business"
            placeholder="Choose a business"
            required
            options={businesses.map((b) => ({ value: String(b.id), label: b.name }))}
            value={form.businessId === null ? '' : String(form.businessId)}
            error={errors.businessId}
            onChange={(event) => {
              const next = businesses.find((b) => String(b.id) === event.target.value);
              if (next) dispatch({ type: 'business', business: next, previous: business });
            }}
          />
        ) : (
          <p className="invoice-editor__from">
            <span className="invoice-editor__label">From</span> {business?.name}
          </p>
        )}
        <ClientPicker
          clients={clients.data ?? []}
          value={form.clientId}
          onChange={(clientId) => dispatch({ type: 'client', clientId })}
          disabled={!business}
          placeholder={business ? (clients.isPending ? 'Loading clients…' : 'Type to search') : 'Choose a business first'}
          hint="Search by name, business name or email."
          error={errors.clientId}
        />
      </div>
      {business && !gstRegistered(business) ? (
        <p className="invoice-editor__note">{business.name} is not registered for GST, so its invoices charge no GST.</p>
      ) : null}
      {client ? (
        <p className="invoice-editor__note">
          Bill to {clientLabel(client)}
          {clientContact ? `: ${clientContact}` : ' (no address, phone or email on record)'}
        </p>
      ) : null}
    </section>
  );
}
