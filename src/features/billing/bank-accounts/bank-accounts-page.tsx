// /bank-accounts: the bank accounts of every business the user may invoice for, with how many
// statement lines wait to be matched; a form to add one (docs/bank-statements.md#screens).
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useBankAccounts } from '@/api/bank-accounts';
import { errorMessage } from '@/api/errors';
import type { BankAccount } from '@/api/types';
import { Button } from '@/components/button/button';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { LoadError } from '@/components/load-error/load-error';
import { Page } from '@/components/page/page';
import { StatusMessage } from '@/components/status-message/status-message';
import { bankAccountPath } from '@/config/paths';
import { formatDate } from '@/lib/calendar-date';
import { BankAccountForm } from './bank-account-form';
import '@/components/button/button.css';
import './bank-accounts.css';

const COLUMNS: readonly DataTableColumn<BankAccount>[] = [
  { id: 'name', header: 'Account', rowHeader: true, cell: (row) => <Link to={bankAccountPath(row.id)}>{row.name}</Link> },
  { id: 'business', header: 'Business', cell: (row) => row.businessName },
  { id: 'number', header: 'Number', nowrap: true, cell: (row) => row.accountNumber },
  { id: 'toMatch', header: 'To match', align: 'end', cell: (row) => row.linesToMatch },
  { id: 'last', header: 'Latest line', nowrap: true, cell: (row) => (row.lastLineDate ? formatDate(row.lastLineDate) : 'No lines yet') },
];

export function BankAccountsPage() {
  const accounts = useBankAccounts();
  const [adding, setAdding] = useState(false);
  const [news, setNews] = useState<string | null>(null);

  return (
    <Page title="Bank accounts" description="Your businesses' bank accounts, and the statements imported into them.">
      <StatusMessage tone="success">{news}</StatusMessage>
      {adding ? (
        <section aria-labelledby="add-bank-account" className="bank-accounts__panel">
          <h2 id="add-bank-account">Add a bank account</h2>
          <BankAccountForm
            account={null}
            onDone={(account) => {
              setAdding(false);
              setNews(`${account.name} (${account.accountNumber}) added.`);
            }}
            onCancel={() => setAdding(false)}
          />
        </section>
      ) : (
        <Button
          onClick={() => {
            setNews(null);
            setAdding(true);
          }}
        >
          Add a bank account
        </Button>
      )}
      {accounts.isError ? (
        <LoadError
          message="The bank accounts could not be loaded."
          detail={errorMessage(accounts.error, 'Please try again.')}
          onRetry={() => void accounts.refetch()}
        />
      ) : (
        <DataTable
          caption="Bank accounts"
          captionHidden
          columns={COLUMNS}
          rows={accounts.data ?? []}
          rowKey={(row) => row.id}
          loading={accounts.isPending}
          loadingMessage="Loading bank accounts…"
          emptyMessage="No bank accounts yet. Add one to import its statements."
          card={{ title: 'name', facts: ['business', 'number', 'toMatch', 'last'] }}
        />
      )}
    </Page>
  );
}
