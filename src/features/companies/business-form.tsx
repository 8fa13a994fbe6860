// The business form: every business field from the definitions, in sections sorted by label, plus
// 'Linked Login Users' (usernames from GET /api/admin/users). Email, phone, GST number and sequence
// number are checked before saving; every field is optional. The parent remounts it (a new `key`)
// to return to create mode.
import { useLoginUsers, useSaveBusiness } from '@/api/admin';
import type { Business, BusinessInput } from '@/api/types';
import { MultiSelect } from '@/components/multi-select/multi-select';
import { businessRequest } from '@/lib/requests/companies';
import { CompanyFormFrame, useCompanyForm, type CompanyFormProps } from './company-form';
import { DefinedFields } from './defined-fields';
import { BUSINESS_FIELDS, BUSINESS_SECTIONS, groupBySection, type BusinessFieldName } from './field-definitions';
import { inputFrom, valuesFrom, type FieldValues } from './field-values';

const SECTIONS = groupBySection(BUSINESS_FIELDS, BUSINESS_SECTIONS);
const LOGINS = 'businessPermittedLogins';

export function BusinessForm(props: CompanyFormProps<Business>) {
  const save = useSaveBusiness();
  const loginUsers = useLoginUsers();
  const { errors, values, set, onSubmit, frame } = useCompanyForm<
    Business,
    BusinessInput,
    BusinessFieldName | typeof LOGINS,
    FieldValues<BusinessFieldName> & { [LOGINS]: string[] }
  >({
    save,
    noun: 'business',
    start: { ...valuesFrom(BUSINESS_FIELDS, props.editing), [LOGINS]: [...(props.editing?.businessPermittedLogins ?? [])] },
    ...props,
  });

  const options = (loginUsers.data ?? []).map(({ username }) => ({ value: username, label: username }));

  return (
    <CompanyFormFrame
      {...frame}
      onSubmit={onSubmit(businessRequest, () => ({
        ...(inputFrom(BUSINESS_FIELDS, values) as BusinessInput),
        businessPermittedLogins: values[LOGINS],
      }))}
    >
      <DefinedFields sections={SECTIONS} values={values} errors={errors} onChange={set} />
      <fieldset className="ui-form__section companies-section companies-access">
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
          value={values[LOGINS]}
          onChange={(logins) => set(LOGINS, logins)}
          error={errors[LOGINS]}
        />
        {loginUsers.isError ? (
          <p className="companies-note">The usernames could not be loaded; the linked users are kept as they are.</p>
        ) : null}
      </fieldset>
    </CompanyFormFrame>
  );
}
