// The business form: every business field from the definitions, in sections sorted by label, plus
// 'Linked Login Users' (usernames from GET /api/admin/users). Email, phone, GST number and sequence
// number are checked before saving; every field is optional. The parent remounts it (a new `key`)
// to return to create mode.
import { useState, type SyntheticEvent } from 'react';
import { useLoginUsers, useSaveBusiness } from '@/api/admin';
import type { Business, BusinessInput } from '@/api/types';
import { MultiSelect } from '@/components/multi-select/multi-select';
import { CompanyFormActions, useCompanyForm, type CompanyFormProps } from './company-form';
import { DefinedFields } from './defined-fields';
import { BUSINESS_FIELDS, BUSINESS_SECTIONS, checkFields, groupBySection, type BusinessFieldName } from './field-definitions';
import { inputFrom, valuesFrom } from './field-values';

const SECTIONS = groupBySection(BUSINESS_FIELDS, BUSINESS_SECTIONS);
const LOGINS = 'businessPermittedLogins';

export function BusinessForm({ editing, onCancel, ...rest }: CompanyFormProps<Business>) {
  const save = useSaveBusiness();
  const loginUsers = useLoginUsers();
  const [values, setValues] = useState(() => valuesFrom(BUSINESS_FIELDS, editing));
  const [logins, setLogins] = useState<string[]>(() => [...(editing?.businessPermittedLogins ?? [])]);
  const { form, errors, submit, saving } = useCompanyForm<Business, BusinessInput, BusinessFieldName | typeof LOGINS>({
    save,
    noun: 'business',
    editing,
    ...rest,
  });

  const options = (loginUsers.data ?? []).map(({ username }) => ({ value: username, label: username }));

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) =>
    submit(
      event,
      () => checkFields(BUSINESS_FIELDS, values),
      () => ({ ...(inputFrom(BUSINESS_FIELDS, values) as BusinessInput), businessPermittedLogins: logins }),
    );

  return (
    <form ref={form} className="ui-form companies-form" noValidate onSubmit={onSubmit}>
      <DefinedFields
        sections={SECTIONS}
        values={values}
        errors={errors}
        onChange={(name, value) => setValues((current) => ({ ...current, [name]: value }))}
      />
      <fieldset className="ui-form__section companies-section">
        <legend className="ui-form__section-title">Access</legend>
        <MultiSelect
          label="Linked Login Users"
          name={LOGINS}
          placeholder="Type a username"
          hint="The users who may issue invoices for this business. Type to find a username."
          tooltip="Administrators can invoice for every business; a USER only for the businesses that list their username here."
          noun={['user', 'users']}
          options={options}
          loading={loginUsers.isPending}
          value={logins}
          onChange={setLogins}
          error={errors[LOGINS]}
        />
        {loginUsers.isError ? (
          <p className="companies-note">The usernames could not be loaded; the linked users are kept as they are.</p>
        ) : null}
      </fieldset>
      <CompanyFormActions saving={saving} onCancel={onCancel} />
    </form>
  );
}
