// An account's statement lines, newest first, filtered by status in the address (?status=TO_MATCH).
import { useSearchParams } from 'react-router-dom';
import { useBankStatementLines } from '@/api/bank-accounts';
import { errorMessage } from '@/api/errors';
import type { BankLineStatus, BankStatementLine } from '@/api/types';
import { Button } from '@/components/button/button';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { LoadError } from '@/components/load-error/load-error';
import { SelectField } from '@/components/select/select-field';
import { BANK_LINE_STATUS_VALUES } from '@/config/api-values';
import { formatDate } from '@/lib/calendar-date';
import { formatMoney } from '@/lib/money';

const PAGE_SIZE = 50;

const LINE_STATUS_LABELS: Record<BankLineStatus, string> = { TO_MATCH: 'To match', RECONCILED: 'Reconciled' };

const details = (line: BankStatementLine) => [line.particulars, line.code, line.reference].filter(Boolean).join(' · ');

const COLUMNS: readonly DataTableColumn<BankStatementLine>[] = [
  { id: 'date', header: 'Date', nowrap: true, cell: (line) => formatDate(line.date) },
  { id: 'payee', header: 'Payee', rowHeader: true, cell: (line) => line.payee ?? '—' },
  { id: 'details', header: 'Particulars · code · reference', label: 'Details', cell: details },
  { id: 'amount', header: 'Amount', align: 'end', cell: (line) => formatMoney(line.amount) },
  { id: 'balance', header: 'Balance', align: 'end', cell: (line) => (line.balance === undefined ? '' : formatMoney(line.balance)) },
  { id: 'status', header: 'Status', cell: (line) => LINE_STATUS_LABELS[line.status] },
];

const statusFrom = (value: string | null): BankLineStatus | undefined =>
  (BANK_LINE_STATUS_VALUES as readonly string[]).includes(value ?? '') ? (value as BankLineStatus) : undefined;

export function StatementLines({ accountId }: { accountId: number }) {
  const [params, setParams] = useSearchParams();
  const status = statusFrom(params.get('status'));
  const page = /^\d{1,5}$/.test(params.get('page') ?? '') ? Number(params.get('page')) : 0;
  const lines = useBankStatementLines(accountId, { page, size: PAGE_SIZE, ...(status ? { status } : {}) });
  const totalPages = lines.data?.page.totalPages ?? 0;
  const go = (next: Record<string, string | null>) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next))
          if (value === null) updated.delete(key);
          else updated.set(key, value);
        return updated;
      },
      { replace: true },
    );

  return (
    <section aria-labelledby="statement-lines" className="statement-lines">
      <h2 id="statement-lines">Statement lines</h2>
      <div className="statement-lines__filters">
        <SelectField
          label="Show"
          value={status ?? ''}
          options={[
            { value: '', label: 'All lines' },
            ...BANK_LINE_STATUS_VALUES.map((value) => ({ value, label: LINE_STATUS_LABELS[value] })),
          ]}
          onChange={(event) => go({ status: event.target.value || null, page: null })}
        />
      </div>
      {lines.isError ? (
        <LoadError
          message="The statement lines could not be loaded."
          detail={errorMessage(lines.error, 'Please try again.')}
          onRetry={() => void lines.refetch()}
        />
      ) : (
        <DataTable
          caption="Statement lines"
          captionHidden
          columns={COLUMNS}
          rows={lines.data?.content ?? []}
          rowKey={(line) => line.id}
          loading={lines.isPending}
          loadingMessage="Loading statement lines…"
          emptyMessage={status ? `No lines ${LINE_STATUS_LABELS[status].toLowerCase()}.` : 'No lines yet. Import a statement above.'}
          card={{ title: 'payee', facts: ['date', 'amount', 'details', 'status'] }}
        />
      )}
      {totalPages > 1 ? (
        <nav aria-label="Pages" className="statement-lines__filters">
          <Button variant="secondary" disabled={page === 0} onClick={() => go({ page: String(page - 1) })}>
            Previous
          </Button>
          <span>
            Page {page + 1} of {totalPages}
          </span>
          <Button variant="secondary" disabled={page + 1 >= totalPages} onClick={() => go({ page: String(page + 1) })}>
            Next
          </Button>
        </nav>
      ) : null}
    </section>
  );
}
