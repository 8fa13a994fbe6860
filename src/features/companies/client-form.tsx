// The client form: the required 'Linked Business' (option text the business's name, value its id)
// and every client field from the definitions, in sections sorted by label. The parent remounts it
// (a new `key`) to return to create mode.
import { useMemo, useState, type SyntheticEvent } from 'react';
import { useBusinesses, useSaveClient } from '@/api/admin';
import type { Client, ClientFields, ClientInput } from '@/api/types';
import { SelectField } from '@/components/select/select-field';
import { CompanyFormActions, useCompanyForm, type CompanyFormProps } from './company-form';
import { DefinedFields } from './defined-fields';
import { CLIENT_FIELDS, CLIENT_SECTIONS, checkFields, groupBySection, type ClientFieldName } from './field-definitions';
import { inputFrom, valuesFrom } from './field-values';

const SECTIONS = groupBySection(CLIENT_FIELDS, CLIENT_SECTIONS);
const LINKED = 'linkedBusinessId';
const CHOOSE_BUSINESS = 'Choose the business this client belongs to.';

const byName = new Intl.Collator('en-NZ', { numeric: true, sensitivity: 'base' });

export function ClientForm({ editing, onCancel, ...rest }: CompanyFormProps<Client>) {
  const save = useSaveClient();
  const businesses = useBusinesses();
  const [values, setValues] = useState(() => valuesFrom(CLIENT_FIELDS, editing));
  const [linkedBusinessId, setLinkedBusinessId] = useState(editing ? String(editing.linkedBusinessId) : '');
  const { form, errors, submit, saving } = useCompanyForm<Client, ClientInput, ClientFieldName | typeof LINKED>({
    save,
    noun: 'client',
    editing,
    ...rest,
  });

  const options = useMemo(
    () =>
      (businesses.data ?? [])
        .map((business) => ({ value: String(business.id), label: business.businessName ?? business.businessId }))
        .sort((a, b) => byName.compare(a.label, b.label)),
    [businesses.data],
  );

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) =>
    submit(
      event,
      () => ({ ...(linkedBusinessId === '' ? { [LINKED]: CHOOSE_BUSINESS } : {}), ...checkFields(CLIENT_FIELDS, values) }),
      () => ({ ...(inputFrom(CLIENT_FIELDS, values) as ClientFields), linkedBusinessId: Number(linkedBusinessId) }),
    );

  return (
    <form ref={form} className="ui-form companies-form" noValidate onSubmit={onSubmit}>
      <SelectField
        label="Linked Business"
        name={LINKED}
        required
        placeholder={businesses.isPending ? 'Loading...' : 'Choose a business'}
        hint="Required. The business that invoices this client."
        tooltip="Each client belongs to one business; only that business can address invoices to the client."
        options={options}
        value={linkedBusinessId}
        error={errors[LINKED]}
        onChange={(event) => setLinkedBusinessId(event.target.value)}
        className="companies-linked-business"
      />
      {businesses.isError ? (
        <p className="companies-note">The businesses could not be loaded, so none can be chosen. Reload the page to try again.</p>
      ) : null}
      <DefinedFields
        sections={SECTIONS}
        values={values}
        errors={errors}
        onChange={(name, value) => setValues((current) => ({ ...current, [name]: value }))}
      />
      <CompanyFormActions saving={saving} onCancel={onCancel} />
    </form>
  );
}
