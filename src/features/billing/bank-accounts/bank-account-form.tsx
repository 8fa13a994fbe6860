// Add a bank account to a business, or rename one / correct its number. The number is checked as
// the server checks it (src/lib/requests/bank-accounts.ts); unsaved typing is kept like every form's.
import { errorMessage, fieldErrorsFrom } from '@/api/errors';
import { useSaveBankAccount } from '@/api/bank-accounts';
import { useInvoicingBusinesses } from '@/api/invoices';
import type { BankAccount } from '@/api/types';
import { Button } from '@/components/button/button';
import { TextField } from '@/components/field/text-field';
import { KeptWorkForm } from '@/components/form/kept-work-form';
import { requestErrors } from '@/components/form/request-errors';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { useKeptValues } from '@/components/form/use-kept-values';
import { SelectField } from '@/components/select/select-field';
import { StatusMessage } from '@/components/status-message/status-message';
import { bankAccountRequest } from '@/lib/requests/bank-accounts';
import { useAuth } from '@/features/session/use-auth';

type Field = 'businessId' | 'name' | 'accountNumber';

export interface BankAccountFormProps {
  /** null: a new account. */
  account: BankAccount | null;
  onDone: (account: BankAccount) => void;
  onCancel: () => void;
}

export function BankAccountForm({ account, onDone, onCancel }: BankAccountFormProps) {
  const save = useSaveBankAccount();
  const businesses = useInvoicingBusinesses();
  const { username } = useAuth();
  const { values, set, kept } = useKeptValues(
    { businessId: account ? String(account.businessId) : '', name: account?.name ?? '', accountNumber: account?.accountNumber ?? '' },
    {
      kind: 'bank-account',
      owner: username,
      id: account?.id ?? null,
      label: account ? `the bank account ${account.name}` : 'a new bank account',
    },
  );
  const { form, errors, message, pending, submit } = useFormSubmit<Field>();
  const fixedNumber = (account?.lineCount ?? 0) > 0;
  const body = () => ({ businessId: Number(values.businessId) || 0, name: values.name, accountNumber: values.accountNumber });

  const onSubmit = submit({
    validate: () => requestErrors(bankAccountRequest, body()),
    send: () => save.mutateAsync({ id: account?.id ?? null, version: account?.version ?? 0, input: body() }),
    kept,
    onSuccess: onDone,
    fieldErrors: fieldErrorsFrom,
    failure: (error) => errorMessage(error, 'The account could not be saved. Please try again.'),
  });

  const options = (businesses.data ?? []).map((business) => ({ value: String(business.id), label: business.name }));
  return (
    <KeptWorkForm
      kept={kept}
      ref={form}
      onSubmit={onSubmit}
      noValidate
      aria-label={account ? 'Edit the bank account' : 'Add a bank account'}
      className="ui-form bank-account-form"
    >
      {account ? null : (
        <SelectField
          label="Business"
          name="businessId"
          placeholder={businesses.isPending ? 'Loading…' : 'Choose a business'}
          options={options}
          value={values.businessId}
          error={errors.businessId}
          onChange={(event) => set('businessId', event.target.value)}
        />
      )}
      <TextField
        label="Account name"
        name="name"
        hint="e.g. Rent account"
        value={values.name}
        error={errors.name}
        onChange={(event) => set('name', event.target.value)}
      />
      <TextField
        label="Account number"
        name="accountNumber"
        hint={
          fixedNumber
            ? 'This account has statement lines, so its number stays as it is. Add a new account for another number.'
            : 'Bank, branch, account and suffix, e.g. 12-3140-0123456-00'
        }
        readOnly={fixedNumber}
        inputMode="numeric"
        autoComplete="off"
        value={values.accountNumber}
        error={errors.accountNumber}
        onChange={(event) => set('accountNumber', event.target.value)}
      />
      <StatusMessage tone="error">{message}</StatusMessage>
      <div className="bank-account-form__actions">
        <Button type="submit" busy={pending}>
          {account ? 'Save account' : 'Add account'}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </KeptWorkForm>
  );
}
