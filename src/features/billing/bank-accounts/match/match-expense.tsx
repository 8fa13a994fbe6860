// Record a money-out line as an expense in one step (decision 233): the account it is filed under and
// its GST treatment, the supplier if known (else the payee's name becomes one). The amount is the
// line's, GST inclusive; the server records the expense as paid from the line.
import { useId, useState } from 'react';
import { errorMessage } from '@/api/errors';
import type { BankExpenseInput, BankStatementLine, ExpenseAccount, PurchaseTaxCode, Supplier } from '@/api/types';
import { Button } from '@/components/button/button';
import { SelectField } from '@/components/select/select-field';
import { StatusMessage } from '@/components/status-message/status-message';
import { PURCHASE_TAX_CODE_VALUES } from '@/config/api-values';
import { PURCHASE_TAX_LABELS } from '@/features/billing/shared/invoice-labels';
import { formatDate } from '@/lib/calendar-date';
import { formatMoney } from '@/lib/money';

export interface MatchExpenseProps {
  line: BankStatementLine;
  accounts: readonly ExpenseAccount[];
  suppliers: readonly Supplier[];
  busy?: boolean;
  error?: unknown;
  onConfirm: (expense: BankExpenseInput) => void;
  onCancel: () => void;
}

const TAX_OPTIONS = PURCHASE_TAX_CODE_VALUES.map((value) => ({ value, label: PURCHASE_TAX_LABELS[value] }));

export function MatchExpense({ line, accounts, suppliers, busy = false, error, onConfirm, onCancel }: MatchExpenseProps) {
  const id = useId();
  const payee = line.payee?.trim() ?? '';
  const named = suppliers.find((supplier) => supplier.name.toLowerCase() === payee.toLowerCase());
  const [accountId, setAccountId] = useState('');
  const [taxCode, setTaxCode] = useState<PurchaseTaxCode>('STANDARD');
  const [supplierId, setSupplierId] = useState(named ? String(named.id) : '');
  const [tried, setTried] = useState(false);
  const accountMissing = accountId === '' ? 'Choose the account the expense is filed under.' : null;

  return (
    <section aria-labelledby={`${id}-title`} className="bank-match__split">
      <h3 id={`${id}-title`}>
        Record {formatMoney(-line.amount)} to {payee || 'this payee'} on {formatDate(line.date)} as an expense
      </h3>
      <SelectField
        label="Account"
        placeholder="Choose an account"
        options={accounts.map((account) => ({ value: String(account.id), label: account.name }))}
        value={accountId}
        error={tried ? accountMissing : null}
        onChange={(event) => setAccountId(event.target.value)}
      />
      <SelectField
        label="GST"
        hint="The amount is the line's, GST included."
        options={TAX_OPTIONS}
        value={taxCode}
        onChange={(event) => setTaxCode(event.target.value as PurchaseTaxCode)}
      />
      <SelectField
        label="Supplier"
        placeholder={payee ? `${payee} (from the payee)` : 'None'}
        options={suppliers.map((supplier) => ({ value: String(supplier.id), label: supplier.name }))}
        value={supplierId}
        onChange={(event) => setSupplierId(event.target.value)}
      />
      {error ? <StatusMessage tone="error">{errorMessage(error, 'The expense could not be recorded.')}</StatusMessage> : null}
      <div className="bank-match__actions">
        <Button
          busy={busy}
          onClick={() => {
            setTried(true);
            if (accountMissing) return;
            onConfirm({ accountId: Number(accountId), taxCode, ...(supplierId ? { supplierId: Number(supplierId) } : {}) });
          }}
        >
          Record the expense
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </section>
  );
}
