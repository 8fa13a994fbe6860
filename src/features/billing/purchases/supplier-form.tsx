// Add a supplier to a business, or change one: the fields of SupplierInput, checked by the shared
// request schema before sending (the GST number by the IRD's check digit), the server's field errors
// shown beside the fields, and what was typed kept in this browser until it is saved.
import { useEffect } from 'react';
import { errorMessage, fieldErrorsFrom } from '@/api/errors';
import { useSaveSupplier } from '@/api/suppliers';
import type { Supplier, SupplierInput } from '@/api/types';
import { Button } from '@/components/button/button';
import { TextAreaField } from '@/components/field/text-area-field';
import { TextField } from '@/components/field/text-field';
import { KeptWorkForm } from '@/components/form/kept-work-form';
import { fieldBinder } from '@/components/form/bind-field';
import { requestErrors } from '@/components/form/request-errors';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { useKeptValues } from '@/components/form/use-kept-values';
import { StatusMessage } from '@/components/status-message/status-message';
import { supplierRequest } from '@/lib/requests/suppliers';
import { useAuth } from '@/features/session/use-auth';

const FIELDS = ['name', 'gstNumber', 'nzbn', 'email', 'phone', 'address', 'bankAccount'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

const valuesOf = (supplier: Supplier | null): Values =>
  Object.fromEntries(FIELDS.map((field) => [field, supplier?.[field] ?? ''])) as Values;

/** The body to send: text trimmed, blank optional fields left out. */
function inputOf(values: Values): SupplierInput {
  const input: Record<string, string> = {};
  for (const field of FIELDS) {
    const text = values[field].trim();
    if (text !== '' || field === 'name') input[field] = text;
  }
  return input as unknown as SupplierInput;
}

export interface SupplierFormProps {
  businessId: number;
  businessName: string;
  /** The supplier to change; null adds one. */
  editing: Supplier | null;
  focusOnMount?: boolean;
  onSaved: (supplier: Supplier, how: 'added' | 'updated') => void;
  onCancel: () => void;
}

export function SupplierForm({ businessId, businessName, editing, focusOnMount = false, onSaved, onCancel }: SupplierFormProps) {
  const { username } = useAuth();
  const save = useSaveSupplier();
  const { values, set, kept } = useKeptValues(valuesOf(editing), {
    kind: 'supplier',
    owner: username,
    id: editing?.id ?? null,
    label: editing ? `supplier ${editing.name}` : `a new supplier of ${businessName}`,
    headingLevel: 3,
  });
  const { form, errors, message, pending, submit } = useFormSubmit<Field>();

  useEffect(() => {
    if (focusOnMount) form.current?.querySelector<HTMLElement>('input')?.focus();
  }, [focusOnMount, form]);

  const onSubmit = submit({
    validate: () => requestErrors<Field>(supplierRequest, inputOf(values)),
    send: () => save.mutateAsync({ businessId, id: editing?.id ?? null, input: inputOf(values) }),
    kept,
    onSuccess: (saved) => onSaved(saved, editing ? 'updated' : 'added'),
    fieldErrors: fieldErrorsFrom,
    failure: (error) => errorMessage(error, `The supplier could not be ${editing ? 'updated' : 'added'}. Please try again.`),
  });

  const bind = fieldBinder(values, errors, set);
  const field = (name: Field) => ({ name, ...bind(name) });

  return (
    <KeptWorkForm kept={kept} ref={form} className="ui-form purchases-supplier-form" noValidate onSubmit={onSubmit}>
      <TextField label="Name" required autoComplete="organization" maxLength={200} {...field('name')} />
      <TextField
        label="GST number"
        hint="8 or 9 digits, e.g. 49-091-850. Needed to claim the GST on a purchase over $200."
        tooltip="Checked with the IRD’s check digit, so a mistyped number is caught here rather than in an audit."
        inputMode="numeric"
        maxLength={20}
        {...field('gstNumber')}
      />
      <TextField label="NZBN" hint="Optional. 13 digits." inputMode="numeric" maxLength={20} {...field('nzbn')} />
      <TextField label="Email" type="email" autoComplete="email" maxLength={254} {...field('email')} />
      <TextField label="Phone" type="tel" autoComplete="tel" maxLength={40} {...field('phone')} />
      <TextAreaField label="Address" rows={3} maxLength={500} {...field('address')} />
      <TextField label="Bank account" hint="e.g. 12-3456-7890123-00" inputMode="numeric" maxLength={30} {...field('bankAccount')} />
      <StatusMessage tone="error">{message}</StatusMessage>
      <div className="ui-form__actions">
        <Button type="submit" busy={pending}>
          {editing ? 'Save supplier' : 'Add supplier'}
        </Button>
        <Button variant="secondary" onClick={kept.discardAnd(onCancel)} disabled={pending}>
          Cancel
        </Button>
      </div>
    </KeptWorkForm>
  );
}
