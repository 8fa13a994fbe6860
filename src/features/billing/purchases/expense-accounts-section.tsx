// A business's expense accounts (materials, subcontractors, vehicle, …): the short list each bill
// line is filed under, with a name added or changed in place. Checked by the shared request schema
// before sending; a name the business already has is refused beside the field, the text kept.
import { useState, type SyntheticEvent } from 'react';
import { errorMessage, fieldErrorsFrom } from '@/api/errors';
import { useExpenseAccounts, useSaveExpenseAccount } from '@/api/suppliers';
import type { ExpenseAccount } from '@/api/types';
import { Button } from '@/components/button/button';
import { TextField } from '@/components/field/text-field';
import { requestErrors } from '@/components/form/request-errors';
import { LoadError } from '@/components/load-error/load-error';
import { StatusMessage } from '@/components/status-message/status-message';
import { expenseAccountRequest } from '@/lib/requests/expense-accounts';

/** One name being typed (a new account, or a rename), sent on submit; its error beside it. */
function AccountNameForm({
  businessId,
  account,
  label,
  submitLabel,
  onSaved,
  onCancel,
}: {
  businessId: number;
  account: ExpenseAccount | null;
  label: string;
  submitLabel: string;
  onSaved: (saved: ExpenseAccount) => void;
  onCancel?: () => void;
}) {
  const [name, setName] = useState(account?.name ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = useSaveExpenseAccount();

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const problem = requestErrors(expenseAccountRequest, { name }).name;
    if (problem) {
      setError(problem);
      return;
    }
    save.mutate(
      { businessId, id: account?.id ?? null, name: name.trim() },
      {
        onSuccess: (saved) => {
          setError(null);
          if (!account) setName('');
          onSaved(saved);
        },
        onError: (failure) => setError(fieldErrorsFrom(failure).name ?? errorMessage(failure, 'The account could not be saved.')),
      },
    );
  };

  return (
    <form className="purchases-account-form" onSubmit={submit} noValidate aria-label={label}>
      <TextField
        label={label}
        value={name}
        maxLength={100}
        required
        error={error ?? undefined}
        onChange={(event) => setName(event.target.value)}
      />
      <Button type="submit" size="small" busy={save.isPending}>
        {submitLabel}
      </Button>
      {onCancel ? (
        <Button size="small" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      ) : null}
    </form>
  );
}

export function ExpenseAccountsSection({ businessId, businessName }: { businessId: number; businessName: string }) {
  const accounts = useExpenseAccounts(businessId);
  const [renaming, setRenaming] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <section className="ui-card purchases-accounts" aria-labelledby="expense-accounts-heading">
      <h2 id="expense-accounts-heading" className="purchases-heading">
        Accounts of {businessName}
      </h2>
      <p className="purchases-receipt-hint">Each line of a bill is filed under one of these, for the profit and loss and job costs.</p>
      {accounts.isError ? (
        <LoadError
          message="The accounts could not be loaded."
          detail={errorMessage(accounts.error, 'Please try again.')}
          onRetry={() => void accounts.refetch()}
        />
      ) : accounts.isPending ? (
        <p role="status">Loading…</p>
      ) : (
        <ul className="purchases-account-list">
          {accounts.data.map((account) => (
            <li key={account.id}>
              {renaming === account.id ? (
                <AccountNameForm
                  businessId={businessId}
                  account={account}
                  label={`New name for ${account.name}`}
                  submitLabel="Save"
                  onSaved={(saved) => {
                    setRenaming(null);
                    setNotice(`Renamed ${account.name} to ${saved.name}.`);
                  }}
                  onCancel={() => setRenaming(null)}
                />
              ) : (
                <>
                  <span>{account.name}</span>
                  <Button
                    size="small"
                    variant="ghost"
                    onClick={() => {
                      setNotice(null);
                      setRenaming(account.id);
                    }}
                  >
                    Rename <span className="visually-hidden">{account.name}</span>
                  </Button>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      <AccountNameForm
        businessId={businessId}
        account={null}
        label="New account"
        submitLabel="Add account"
        onSaved={(saved) => setNotice(`Account added: ${saved.name}.`)}
      />
      <StatusMessage tone="success">{notice}</StatusMessage>
    </section>
  );
}
