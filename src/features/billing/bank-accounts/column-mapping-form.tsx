// For a CSV whose layout is not one we recognise: which column holds what. Saved on the account
// (PUT /api/bank-accounts/{id}/csv-mapping), so the next file of that layout is read the same way
// for whoever imports it; unsaved choices are kept like every form's.
import { errorMessage, fieldErrorsFrom } from '@/api/errors';
import { useSaveCsvMapping } from '@/api/bank-accounts';
import type { CsvColumnMapping } from '@/api/types';
import { Button } from '@/components/button/button';
import { KeptWorkForm } from '@/components/form/kept-work-form';
import { requestErrors } from '@/components/form/request-errors';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { useKeptValues } from '@/components/form/use-kept-values';
import { SelectField } from '@/components/select/select-field';
import { StatusMessage } from '@/components/status-message/status-message';
import { csvColumnMappingRequest } from '@/lib/requests/bank-accounts';
import { useAuth } from '@/features/session/use-auth';
import { MAPPED_FIELDS, type MappedField } from './statement-files/statement-reading';

const FIELD_LABELS: Record<MappedField, string> = {
  date: 'Date',
  amount: 'Amount (money in positive, money out negative)',
  debit: 'Money out (debit)',
  credit: 'Money in (credit)',
  payee: 'Payee',
  particulars: 'Particulars',
  code: 'Code',
  reference: 'Reference',
  balance: 'Running balance',
  transactionId: 'Bank’s transaction id',
};

export interface ColumnMappingFormProps {
  accountId: number;
  headers: readonly string[];
  sample: ReadonlyArray<readonly string[]>;
  /** Where the choices start: the account's saved mapping, else a guess from the header names. */
  start: Partial<CsvColumnMapping>;
  onMapped: (mapping: CsvColumnMapping) => void;
  onCancel: () => void;
}

export function ColumnMappingForm({ accountId, headers, sample, start, onMapped, onCancel }: ColumnMappingFormProps) {
  const save = useSaveCsvMapping();
  const { username } = useAuth();
  const initial = Object.fromEntries(
    MAPPED_FIELDS.map((field) => [field, headers.includes(start[field] ?? '') ? (start[field] ?? '') : '']),
  ) as Record<MappedField, string>;
  const { values, set, kept } = useKeptValues(initial, { kind: 'csv-mapping', owner: username, id: accountId, label: 'a column mapping' });
  const { form, errors, message, pending, submit } = useFormSubmit<MappedField>();
  const mapping = (): CsvColumnMapping => {
    const chosen = Object.fromEntries(MAPPED_FIELDS.filter((field) => values[field] !== '').map((field) => [field, values[field]]));
    return { ...chosen, date: values.date };
  };

  const onSubmit = submit({
    validate: () => requestErrors(csvColumnMappingRequest, mapping()),
    send: () => save.mutateAsync({ id: accountId, mapping: mapping() }),
    kept,
    onSuccess: () => onMapped(mapping()),
    fieldErrors: fieldErrorsFrom,
    failure: (error) => errorMessage(error, 'The column mapping could not be saved. Please try again.'),
  });

  const options = [
    { value: '', label: 'Not in this file' },
    ...headers.filter(Boolean).map((header) => ({ value: header, label: header })),
  ];
  return (
    <section aria-labelledby="column-mapping" className="statement-import">
      <h3 id="column-mapping">Which column holds what?</h3>
      <p>This file’s layout is not one we recognise. Choose the columns once; this account remembers them for the next file.</p>
      <div className="statement-import__sample">
        <table>
          <caption>The first rows of the file</caption>
          <thead>
            <tr>
              {headers.map((header, index) => (
                <th key={index} scope="col">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {sample.map((row, rowIndex) => (
              <tr key={rowIndex}>
                {headers.map((_, index) => (
                  <td key={index}>{row[index] ?? ''}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <KeptWorkForm kept={kept} ref={form} onSubmit={onSubmit} noValidate aria-label="Column mapping" className="ui-form">
        <div className="column-mapping">
          {MAPPED_FIELDS.map((field) => (
            <SelectField
              key={field}
              label={FIELD_LABELS[field]}
              name={field}
              options={options}
              value={values[field]}
              error={errors[field]}
              onChange={(event) => set(field, event.target.value)}
            />
          ))}
        </div>
        <StatusMessage tone="error">{message}</StatusMessage>
        <div className="statement-import__actions">
          <Button type="submit" busy={pending}>
            Use these columns
          </Button>
          <Button type="button" variant="secondary" onClick={onCancel}>
            Choose another file
          </Button>
        </div>
      </KeptWorkForm>
    </section>
  );
}
