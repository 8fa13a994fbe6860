// From and to on the specification's service: an ADMIN picks the business and its client from the
// admin lists; a USER types both (remembered in this browser for the next invoice). The number the
// invoice takes is shown here, with where it is counted.
import type { InvoicingClient } from '@/api/types';
import { TextAreaField } from '@/components/field/text-area-field';
import { TextField } from '@/components/field/text-field';
import { defaultPaymentInstructions } from '@/lib/invoice-rules';
import { CardSection } from '../shared/card-section';
import { BusinessSelect } from '../shared/editor/business-select';
import { ClientPicker } from '../shared/editor/client-picker';
import { useEditorActions, useEditorView } from '../shared/editor/editor-context';
import { EXEMPT_TAX, STANDARD_TAX } from '../shared/editor/editor-form';
import type { TypedBusiness, TypedClient, TypedParties } from './kept-parties';

export type PartiesSource =
  | { kind: 'admin'; clients: readonly InvoicingClient[] }
  | { kind: 'typed'; parties: TypedParties; onChange: (parties: TypedParties) => void };

function NumberNote() {
  const { business } = useEditorView();
  return (
    <p className="invoice-editor__note">
      {business ? (
        <>
          Number: <strong>{business.nextInvoiceNumber}</strong>.{' '}
        </>
      ) : null}
      Numbers are counted in this browser: the business’s first number, then the next after the highest kept here.
    </p>
  );
}

function AdminParties({ clients }: { clients: readonly InvoicingClient[] }) {
  const { dispatch } = useEditorActions();
  const { form, errors, business } = useEditorView();
  const ofBusiness = clients.filter((client) => client.businessId === business?.id);
  return (
    <div className="invoice-editor__grid">
      <BusinessSelect />
      <ClientPicker
        clients={ofBusiness}
        value={form.clientId}
        onChange={(clientId) => dispatch({ type: 'client', clientId })}
        disabled={!business}
        placeholder={business ? 'Type to search' : 'Choose a business first'}
        hint="The clients of the business, from Admin."
        error={errors.general.clientId}
      />
    </div>
  );
}

function TypedPartiesFields({ parties, onChange }: { parties: TypedParties; onChange: (parties: TypedParties) => void }) {
  const { dispatch } = useEditorActions();
  const { form, errors } = useEditorView();
  const error = (field: string) => errors.general[field];
  const business = (field: keyof TypedBusiness) => ({
    value: parties.business[field],
    error: error(`business.${field}`),
    onChange: (event: { target: { value: string } }) => {
      const next = { ...parties.business, [field]: event.target.value };
      // Payment instructions follow the bank account until they are changed by hand.
      const untouched =
        form.paymentInstructions.trim() === '' ||
        form.paymentInstructions === defaultPaymentInstructions(null, parties.business.bankAccount);
      if (field === 'bankAccount' && untouched) {
        dispatch({ type: 'field', field: 'paymentInstructions', value: defaultPaymentInstructions(null, next.bankAccount) });
      }
      // Registering for GST (or not) re-points the lines, as choosing another business does.
      const registered = (b: TypedBusiness) => b.gstNumber.trim() !== '';
      if (field === 'gstNumber' && registered(next) !== registered(parties.business)) {
        for (const line of form.lines) {
          const tax = registered(next) ? (line.tax === EXEMPT_TAX ? STANDARD_TAX : line.tax) : EXEMPT_TAX;
          if (tax !== line.tax) dispatch({ type: 'line', key: line.key, field: 'tax', value: tax });
        }
      }
      onChange({ ...parties, business: next });
    },
  });
  const client = (field: keyof TypedClient) => ({
    value: parties.client[field],
    error: error(`client.${field}`),
    onChange: (event: { target: { value: string } }) =>
      onChange({ ...parties, client: { ...parties.client, [field]: event.target.value } }),
  });
  return (
    <div className="invoice-editor__grid">
      <TextField label="Business name" required autoComplete="organization" {...business('name')} />
      <TextAreaField label="Business address" rows={3} hint="One line per line of the address." {...business('address')} />
      <TextField label="GST number" hint="Leave empty when the business is not registered for GST." {...business('gstNumber')} />
      <TextField label="Bank account" {...business('bankAccount')} />
      <TextField label="Invoice tag" hint="Put before the number, e.g. RENO-." {...business('invoiceTag')} />
      <TextField label="First invoice number" inputMode="numeric" required {...business('nextNumber')} />
      <TextField label="Client name" required {...client('name')} />
      <TextAreaField label="Client address" rows={3} {...client('address')} />
      <TextField label="Client email" type="email" {...client('email')} />
    </div>
  );
}

export function KeptPartiesSection({ source }: { source: PartiesSource }) {
  return (
    <CardSection heading="From and to" className="invoice-editor__section">
      {source.kind === 'admin' ? <AdminParties clients={source.clients} /> : <TypedPartiesFields {...source} />}
      <NumberNote />
    </CardSection>
  );
}
