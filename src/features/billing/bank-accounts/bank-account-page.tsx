// /bank-accounts/:id: one bank account: its number, a form to rename it, the statement import and
// matching its lines to invoices, and its statement lines (docs/bank-statements.md#screens).
import { lazy, Suspense, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useBankAccount } from '@/api/bank-accounts';
import { errorMessage, httpStatusOf } from '@/api/errors';
import { Button } from '@/components/button/button';
import { LoadError } from '@/components/load-error/load-error';
import { NotFound } from '@/components/not-found/not-found';
import { Page } from '@/components/page/page';
import { StatusMessage } from '@/components/status-message/status-message';
import { paths } from '@/config/paths';
import { BankAccountForm } from './bank-account-form';
import { StatementImport } from './statement-import';
import { StatementLines } from './statement-lines';
import '@/components/button/button.css';
import './bank-accounts.css';

// The match view (the engine and its screens) loads after the account: the page renders without it.
const BankMatching = lazy(() => import('./match/bank-matching').then((module) => ({ default: module.BankMatching })));

export function BankAccountPage() {
  const { id } = useParams();
  const accountId = /^\d{1,15}$/.test(id ?? '') ? Number(id) : null;
  const account = useBankAccount(accountId);
  const [editing, setEditing] = useState(false);
  const [news, setNews] = useState<string | null>(null);

  if (accountId === null || httpStatusOf(account.error) === 404) {
    return (
      <NotFound
        title="Bank account not found"
        message="There is no bank account at this address."
        link={{ to: paths.bankAccounts, label: 'Back to bank accounts' }}
      />
    );
  }
  if (account.isError) {
    return (
      <Page title="Bank account">
        <LoadError
          message="The bank account could not be loaded."
          detail={errorMessage(account.error, 'Please try again.')}
          onRetry={() => void account.refetch()}
        />
      </Page>
    );
  }
  if (!account.data) {
    return (
      <Page title="Bank account">
        <StatusMessage tone="info">Loading the bank account…</StatusMessage>
      </Page>
    );
  }
  const current = account.data;
  return (
    <Page
      title={current.name}
      documentTitle={`${current.name} (bank account)`}
      description={`${current.businessName} · ${current.accountNumber} · ${current.linesToMatch.toLocaleString('en-NZ')} to match`}
    >
      <StatusMessage tone="success">{news}</StatusMessage>
      {editing ? (
        <section aria-labelledby="edit-bank-account" className="bank-accounts__panel">
          <h2 id="edit-bank-account">Edit the account</h2>
          <BankAccountForm
            account={current}
            onDone={(saved) => {
              setEditing(false);
              setNews(`${saved.name} saved.`);
            }}
            onCancel={() => setEditing(false)}
          />
        </section>
      ) : (
        <Button
          variant="secondary"
          onClick={() => {
            setNews(null);
            setEditing(true);
          }}
        >
          Edit the account
        </Button>
      )}
      <StatementImport account={current} />
      <Suspense fallback={<StatusMessage tone="info">Loading matching…</StatusMessage>}>
        <BankMatching account={current} />
      </Suspense>
      <StatementLines accountId={current.id} />
    </Page>
  );
}
