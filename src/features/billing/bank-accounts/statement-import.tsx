// Import a statement into an account: choose a file → its layout recognised (or the columns mapped)
// → a preview from the server that saves nothing (new lines, lines already imported) → import.
// All or nothing: a file with rows that cannot be read imports nothing (docs/bank-statements.md).
import { useRef, useState } from 'react';
import { useImportStatement } from '@/api/bank-accounts';
import { errorMessage } from '@/api/errors';
import type { BankAccount, CsvColumnMapping, StatementImportResult, StatementLineInput } from '@/api/types';
import { Button } from '@/components/button/button';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { FieldFrame } from '@/components/field/field-frame';
import { useField } from '@/components/field/use-field';
import { StatusMessage } from '@/components/status-message/status-message';
import { REQUEST_BODY_LIMIT_BYTES } from '@/config/constants';
import { formatDate } from '@/lib/calendar-date';
import { formatMoney } from '@/lib/money';
import { ColumnMappingForm } from './column-mapping-form';
import { readStatementFile } from './statement-files/read-statement-file';
import type { StatementReading } from './statement-files/statement-reading';

type Read = Extract<StatementReading, { kind: 'statement' }>;

type Step =
  | { name: 'choose' }
  | { name: 'reading'; fraction: number }
  | { name: 'refused'; message: string }
  | { name: 'mapping'; reading: Extract<StatementReading, { kind: 'needs-mapping' }> }
  | { name: 'problems'; reading: Read }
  | { name: 'checking'; reading: Read }
  | { name: 'preview'; reading: Read; result: StatementImportResult };

const PREVIEW_ROWS = 200;

const TOO_MUCH_AT_ONCE = 'This statement holds too much to import at once. Export a shorter period from your bank and import it in parts.';

interface PreviewRow {
  index: number;
  line: StatementLineInput;
  skipped: boolean;
}

const PREVIEW_COLUMNS: readonly DataTableColumn<PreviewRow>[] = [
  { id: 'date', header: 'Date', nowrap: true, cell: (row) => formatDate(row.line.date) },
  { id: 'payee', header: 'Payee', rowHeader: true, cell: (row) => row.line.payee ?? '—' },
  {
    id: 'details',
    header: 'Particulars · code · reference',
    label: 'Details',
    cell: (row) => [row.line.particulars, row.line.code, row.line.reference].filter(Boolean).join(' · '),
  },
  { id: 'amount', header: 'Amount', align: 'end', cell: (row) => formatMoney(row.line.amount) },
  { id: 'outcome', header: 'Import', cell: (row) => (row.skipped ? 'Skipped: imported already' : 'New') },
];

const plural = (count: number, one: string, many: string) => `${count.toLocaleString('en-NZ')} ${count === 1 ? one : many}`;

export function StatementImport({ account }: { account: BankAccount }) {
  const [step, setStep] = useState<Step>({ name: 'choose' });
  const [news, setNews] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const file = useRef<File | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const send = useImportStatement();
  const field = useField({
    label: 'Statement file (CSV or OFX)',
    hint: 'As exported by ANZ, ASB, BNZ, Westpac or Kiwibank, or any CSV with dates and amounts.',
  });

  const body = (reading: Read, dryRun: boolean) => ({
    dryRun,
    lines: reading.lines,
    ...(reading.accountNumber ? { accountNumber: reading.accountNumber } : {}),
    ...(file.current ? { fileName: file.current.name.slice(0, 200) } : {}),
  });

  const preview = async (reading: Read) => {
    // Long payees and references can take 5,000 lines past what one request may carry.
    if (new TextEncoder().encode(JSON.stringify(body(reading, false))).length > REQUEST_BODY_LIMIT_BYTES) {
      setStep({ name: 'refused', message: TOO_MUCH_AT_ONCE });
      return;
    }
    setStep({ name: 'checking', reading });
    try {
      const result = await send.mutateAsync({ id: account.id, body: body(reading, true) });
      setStep({ name: 'preview', reading, result });
    } catch (error) {
      setStep({ name: 'refused', message: errorMessage(error, 'The statement could not be checked. Please try again.') });
    }
  };

  const read = async (chosen: File, mapping: CsvColumnMapping | undefined) => {
    setStep({ name: 'reading', fraction: 0 });
    try {
      const reading = await readStatementFile(chosen, mapping, (fraction) => setStep({ name: 'reading', fraction }));
      if (reading.kind === 'refused') setStep({ name: 'refused', message: reading.message });
      else if (reading.kind === 'needs-mapping') setStep({ name: 'mapping', reading });
      else if (reading.problems.length > 0) setStep({ name: 'problems', reading });
      else await preview(reading);
    } catch {
      setStep({ name: 'refused', message: 'The file could not be read. Check that it is a statement exported from your bank.' });
    }
  };

  const restart = () => {
    file.current = null;
    if (input.current) input.current.value = '';
    setStep({ name: 'choose' });
  };

  const importLines = async (reading: Read) => {
    setFailure(null);
    try {
      const result = await send.mutateAsync({ id: account.id, body: body(reading, false) });
      setNews(
        `Imported ${plural(result.added, 'line', 'lines')}${result.skipped > 0 ? `; ${plural(result.skipped, 'line was', 'lines were')} imported already and skipped` : ''}.`,
      );
      restart();
    } catch (error) {
      setFailure(errorMessage(error, 'The statement could not be imported. Nothing was saved; please try again.'));
    }
  };

  return (
    <section aria-labelledby="statement-import" className="statement-import">
      <h2 id="statement-import">Import a statement</h2>
      <StatusMessage tone="success">{news}</StatusMessage>
      <FieldFrame {...field.frame}>
        <input
          {...field.control}
          ref={input}
          type="file"
          className="ui-field__control"
          accept=".csv,.ofx,.qfx,text/csv,application/x-ofx"
          disabled={step.name === 'reading' || step.name === 'checking' || send.isPending}
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            setNews(null);
            setFailure(null);
            if (!chosen) return;
            file.current = chosen;
            void read(chosen, account.csvMapping);
          }}
        />
      </FieldFrame>
      {step.name === 'reading' ? (
        <p>
          <label htmlFor="statement-progress">Reading the file… </label>
          <progress id="statement-progress" max={1} value={step.fraction} />
        </p>
      ) : null}
      <StatusMessage tone="error">{step.name === 'refused' ? step.message : failure}</StatusMessage>
      {step.name === 'checking' ? <StatusMessage tone="info">Checking which lines are new…</StatusMessage> : null}
      {step.name === 'mapping' ? (
        <ColumnMappingForm
          accountId={account.id}
          headers={step.reading.headers}
          sample={step.reading.sample}
          start={account.csvMapping ?? step.reading.suggested}
          onMapped={(mapping) => {
            if (file.current) void read(file.current, mapping);
          }}
          onCancel={restart}
        />
      ) : null}
      {step.name === 'problems' ? (
        <div role="alert">
          <p>
            {plural(step.reading.problems.length, 'row', 'rows')} of this {step.reading.layout} file cannot be read, so nothing will be
            imported. Correct the file or export it again:
          </p>
          <ul className="statement-import__problems">
            {step.reading.problems.slice(0, 20).map((problem) => (
              <li key={problem.row}>{problem.message}</li>
            ))}
          </ul>
          <Button variant="secondary" onClick={restart}>
            Choose another file
          </Button>
        </div>
      ) : null}
      {step.name === 'preview' ? (
        <Preview
          reading={step.reading}
          result={step.result}
          busy={send.isPending}
          onImport={() => void importLines(step.reading)}
          onCancel={restart}
        />
      ) : null}
    </section>
  );
}

function Preview({
  reading,
  result,
  busy,
  onImport,
  onCancel,
}: {
  reading: Read;
  result: StatementImportResult;
  busy: boolean;
  onImport: () => void;
  onCancel: () => void;
}) {
  const skipped = new Set(result.skippedLines);
  const rows: PreviewRow[] = reading.lines.slice(0, PREVIEW_ROWS).map((line, index) => ({ index, line, skipped: skipped.has(index) }));
  return (
    <div className="statement-import">
      <h3>Preview</h3>
      <p>
        Read as a {reading.layout} file{reading.accountNumber ? ` for ${reading.accountNumber}` : ''}:{' '}
        <strong>{plural(result.added, 'new line', 'new lines')}</strong> to import,{' '}
        <strong>{plural(result.skipped, 'line', 'lines')}</strong> imported already (skipped). Nothing is saved until you import.
      </p>
      <DataTable
        caption="Lines in the file"
        columns={PREVIEW_COLUMNS}
        rows={rows}
        rowKey={(row) => row.index}
        emptyMessage="No lines."
        card={{ title: 'payee', facts: ['date', 'amount', 'outcome'] }}
      />
      {reading.lines.length > PREVIEW_ROWS ? (
        <p>
          The first {PREVIEW_ROWS} of {reading.lines.length.toLocaleString('en-NZ')} lines are shown.
        </p>
      ) : null}
      <div className="statement-import__actions">
        {result.added > 0 ? (
          <Button busy={busy} onClick={onImport}>
            Import {plural(result.added, 'line', 'lines')}
          </Button>
        ) : (
          <p>Every line of this file is imported already.</p>
        )}
        <Button variant="secondary" onClick={onCancel}>
          {result.added > 0 ? 'Cancel' : 'Choose another file'}
        </Button>
      </div>
    </div>
  );
}
