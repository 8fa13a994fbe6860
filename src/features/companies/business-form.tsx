// The business form: every business field from the definitions, in sections sorted by label, plus
// 'Linked Login Users' (usernames from GET /api/admin/users). Email, phone, GST number and sequence
// number are checked before saving; every field is optional. The parent remounts it (a new `key`)
// to return to create mode.
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { flushSync } from 'react-dom';
import { useLoginUsers, useSaveBusiness } from '@/api/admin';
import { errorMessage, fieldErrorsFrom } from '@/api/errors';
import type { Business, BusinessInput } from '@/api/types';
import { Button } from '@/components/button/button';
import { focusFirstInvalid } from '@/components/form/focus-first-invalid';
import { MultiSelect } from '@/components/multi-select/multi-select';
import { DefinedFields } from './defined-fields';
import { BUSINESS_FIELDS, BUSINESS_SECTIONS, checkFields, groupBySection, type BusinessFieldName } from './field-definitions';
import { inputFrom, valuesFrom } from './field-values';
import type { SaveOutcome } from './save-outcome';

const SECTIONS = groupBySection(BUSINESS_FIELDS, BUSINESS_SECTIONS);
const LOGINS = 'businessPermittedLogins';

type Errors = Partial<Record<BusinessFieldName | typeof LOGINS, string>>;

export interface BusinessFormProps {
  editing: Business | null;
  focusOnMount?: boolean;
  onSaveStart: () => void;
  onOutcome: (outcome: SaveOutcome<Business>) => void;
  onCancel: () => void;
}

export function BusinessForm({ editing, focusOnMount = false, onSaveStart, onOutcome, onCancel }: BusinessFormProps) {
  const save = useSaveBusiness();
  const loginUsers = useLoginUsers();
  const [values, setValues] = useState(() => valuesFrom(BUSINESS_FIELDS, editing));
  const [logins, setLogins] = useState<string[]>(() => [...(editing?.businessPermittedLogins ?? [])]);
  const [errors, setErrors] = useState<Errors>({});
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (focusOnMount) form.current?.querySelector<HTMLElement>('input, textarea, select')?.focus();
  }, [focusOnMount]);

  const options = (loginUsers.data ?? []).map(({ username }) => ({ value: username, label: username }));

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    flushSync(() => setErrors(checkFields(BUSINESS_FIELDS, values)));
    if (focusFirstInvalid(form.current)) return;
    onSaveStart();
    const input: BusinessInput = { ...(inputFrom(BUSINESS_FIELDS, values) as BusinessInput), businessPermittedLogins: logins };
    save.mutate(
      { id: editing?.id ?? null, input },
      {
        onSuccess: (business) => onOutcome({ kind: editing ? 'updated' : 'created', record: business }),
        onError: (error) => {
          flushSync(() => setErrors(fieldErrorsFrom(error)));
          onOutcome({
            kind: 'failed',
            message: errorMessage(error, editing ? 'The business could not be updated.' : 'The business could not be created.'),
          });
          focusFirstInvalid(form.current);
        },
      },
    );
  };

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
      <div className="ui-form__actions">
        <Button type="submit" busy={save.isPending}>
          Save
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={save.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
