// The dashboard's "Bank lines to match": per bank account, how many imported statement lines wait
// to be matched, linking to the account's lines to match (docs/bank-statements.md#screens).
import { Link } from 'react-router-dom';
import { useBankAccounts } from '@/api/bank-accounts';
import { errorMessage } from '@/api/errors';
import { LoadError } from '@/components/load-error/load-error';
import { bankAccountPath, paths } from '@/config/paths';
import './lines-to-match-panel.css';

export function LinesToMatchPanel({ businessId }: { businessId?: number | undefined }) {
  const accounts = useBankAccounts();
  const shown = (accounts.data ?? []).filter((account) => businessId === undefined || account.businessId === businessId);
  const waiting = shown.filter((account) => account.linesToMatch > 0);
  return (
    <section className="ui-card" aria-labelledby="lines-to-match">
      <h2 id="lines-to-match" className="invoice-section-title">
        Bank lines to match
      </h2>
      {accounts.isError ? (
        <LoadError
          message="The bank accounts could not be loaded."
          detail={errorMessage(accounts.error, 'Please try again.')}
          onRetry={() => void accounts.refetch()}
        />
      ) : !accounts.data ? (
        <p role="status">Loading...</p>
      ) : shown.length === 0 ? (
        <p>
          No bank accounts yet. <Link to={paths.bankAccounts}>Add one to import its statements</Link>
        </p>
      ) : waiting.length === 0 ? (
        <p>
          Every imported statement line is matched. <Link to={paths.bankAccounts}>Bank accounts</Link>
        </p>
      ) : (
        <ul className="lines-to-match">
          {waiting.map((account) => (
            <li key={account.id}>
              <Link to={`${bankAccountPath(account.id)}?status=TO_MATCH`}>
                {account.name} ({account.businessName})
              </Link>
              : {account.linesToMatch.toLocaleString('en-NZ')} {account.linesToMatch === 1 ? 'line' : 'lines'} to match
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
