// From and to: the business (a choice when the user may invoice for several) and the client,
// searchable, with what the invoice will say about each.
import { BusinessSelect } from './business-select';
import { ClientPicker, clientLabel } from './client-picker';
import { useEditorActions, useEditorView } from './editor-context';
import { gstRegistered } from './editor-form';
import { CardSection } from '../card-section';

export function PartiesSection() {
  const { dispatch } = useEditorActions();
  const { form, errors: allErrors, businesses, business, clients, client } = useEditorView();
  const errors = allErrors.general;
  const clientContact = client ? [client.addressLines.join(', '), client.email, client.phone].filter(Boolean).join(' · ') : '';
  return (
    <CardSection heading="From and to" className="invoice-editor__section">
      <div className="invoice-editor__grid">
        {businesses.length > 1 ? (
          <BusinessSelect />
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
    </CardSection>
  );
}
