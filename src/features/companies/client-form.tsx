// The client form: the required 'Linked Business' (option text the business's name, value its id)
// and every client field from the definitions, in sections sorted by label. The parent remounts it
// (a new `key`) to return to create mode.
import { useEffect, useMemo, useRef, useState, type SyntheticEvent } from 'react';
import { flushSync } from 'react-dom';
import { useBusinesses, useSaveClient } from '@/api/admin';
import { errorMessage, fieldErrorsFrom } from '@/api/errors';
import type { Client, ClientFields } from '@/api/types';
import { Button } from '@/components/button/button';
import { focusFirstInvalid } from '@/components/form/focus-first-invalid';
import { SelectField } from '@/components/select/select-field';
import { DefinedFields } from './defined-fields';
import { CLIENT_FIELDS, CLIENT_SECTIONS, checkFields, groupBySection, type ClientFieldName } from './field-definitions';
import { inputFrom, valuesFrom } from './field-values';
import type { SaveOutcome } from './save-outcome';

const SECTIONS = groupBySection(CLIENT_FIELDS, CLIENT_SECTIONS);
const LINKED = 'linkedBusinessId';
const CHOOSE_BUSINESS = 'Choose the business this client belongs to.';

type Errors = Partial<Record<ClientFieldName | typeof LINKED, string>>;

export interface ClientFormProps {
  editing: Client | null;
  focusOnMount?: boolean;
  onSaveStart: () => void;
  onOutcome: (outcome: SaveOutcome<Client>) => void;
  onCancel: () => void;
}

const byName = new Intl.Collator('en-NZ', { numeric: true, sensitivity: 'base' });

export function ClientForm({ editing, focusOnMount = false, onSaveStart, onOutcome, onCancel }: ClientFormProps) {
  const save = useSaveClient();
  const businesses = useBusinesses();
  const [values, setValues] = useState(() => valuesFrom(CLIENT_FIELDS, editing));
  const [linkedBusinessId, setLinkedBusinessId] = useState(editing ? String(editing.linkedBusinessId) : '');
  const [errors, setErrors] = useState<Errors>({});
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (focusOnMount) form.current?.querySelector<HTMLElement>('input, textarea, select')?.focus();
  }, [focusOnMount]);

  const options = useMemo(
    () =>
      (businesses.data ?? [])
        .map((business) => ({ value: String(business.id), label: business.businessName ?? business.businessId }))
        .sort((a, b) => byName.compare(a.label, b.label)),
    [businesses.data],
  );

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    flushSync(() =>
      setErrors({ ...(linkedBusinessId === '' ? { [LINKED]: CHOOSE_BUSINESS } : {}), ...checkFields(CLIENT_FIELDS, values) }),
    );
    if (focusFirstInvalid(form.current)) return;
    onSaveStart();
    const input = { ...(inputFrom(CLIENT_FIELDS, values) as ClientFields), linkedBusinessId: Number(linkedBusinessId) };
    save.mutate(
      { id: editing?.id ?? null, input },
      {
        onSuccess: (client) => onOutcome({ kind: editing ? 'updated' : 'created', record: client }),
        onError: (error) => {
          flushSync(() => setErrors(fieldErrorsFrom(error)));
          onOutcome({
            kind: 'failed',
            message: errorMessage(error, editing ? 'The client could not be updated.' : 'The client could not be created.'),
          });
          focusFirstInvalid(form.current);
        },
      },
    );
  };

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
