// The client form: the required 'Linked Business' (option text the business's name, value its id)
// and every client field from the definitions, in sections sorted by label. The parent remounts it
// (a new `key`) to return to create mode.
import { useMemo } from 'react';
import { useBusinesses, useSaveClient } from '@/api/admin';
import type { Client, ClientFields, ClientInput } from '@/api/types';
import { SelectField } from '@/components/select/select-field';
import { LOCALE } from '@/config/locale';
import { clientRequest } from '@/lib/requests/companies';
import { CompanyFormFrame, useCompanyForm, type CompanyFormProps } from './company-form';
import { DefinedFields } from './defined-fields';
import { CLIENT_FIELDS, CLIENT_SECTIONS, groupBySection, type ClientFieldName } from './field-definitions';
import { inputFrom, valuesFrom, type FieldValues } from './field-values';
import { once } from '@/lib/once';

const SECTIONS = groupBySection(CLIENT_FIELDS, CLIENT_SECTIONS);
const LINKED = 'linkedBusinessId';

const byName = once(() => new Intl.Collator(LOCALE, { numeric: true, sensitivity: 'base' }));

export function ClientForm(props: CompanyFormProps<Client>) {
  const save = useSaveClient();
  const businesses = useBusinesses();
  const { errors, values, set, onSubmit, frame } = useCompanyForm<
    Client,
    ClientInput,
    ClientFieldName | typeof LINKED,
    FieldValues<ClientFieldName | typeof LINKED>
  >({
    save,
    noun: 'client',
    start: { ...valuesFrom(CLIENT_FIELDS, props.editing), [LINKED]: props.editing ? String(props.editing.linkedBusinessId) : '' },
    ...props,
  });

  const options = useMemo(
    () =>
      (businesses.data ?? [])
        .map((business) => ({ value: String(business.id), label: business.businessName ?? business.businessId }))
        .sort((a, b) => byName().compare(a.label, b.label)),
    [businesses.data],
  );

  return (
    <CompanyFormFrame
      {...frame}
      onSubmit={onSubmit(clientRequest, () => ({
        ...(inputFrom(CLIENT_FIELDS, values) as ClientFields),
        linkedBusinessId: Number(values[LINKED]),
      }))}
    >
      <SelectField
        label="Linked Business"
        name={LINKED}
        required
        placeholder={businesses.isPending ? 'Loading...' : 'Choose a business'}
        hint="Required. The business that invoices this client."
        tooltip="Each client belongs to one business; only that business can address invoices to the client."
        options={options}
        value={values[LINKED]}
        error={errors[LINKED]}
        onChange={(event) => set(LINKED, event.target.value)}
        className="companies-linked-business"
      />
      {businesses.isError ? (
        <p className="companies-note">The businesses could not be loaded, so none can be chosen. Reload the page to try again.</p>
      ) : null}
      <DefinedFields sections={SECTIONS} values={values} errors={errors} onChange={set} />
    </CompanyFormFrame>
  );
}
