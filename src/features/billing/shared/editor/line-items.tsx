// The editor's lines: description, quantity, unit price, GST; add, remove and move (buttons, so
// the keyboard can reorder). Each row is memoised: typing in one line re-renders that line and
// the totals, not the other 199.
import { memo } from 'react';
import type { Currency } from '@/api/types';
import { Button } from '@/components/button/button';
import type { EditorLine, TaxChoice } from './editor-form';
import { useEditorActions } from './editor-context';
import { withGstBasis } from '../gst-basis';
import { money } from '../invoice-labels';

export interface TaxOption {
  value: TaxChoice;
  label: string;
}

interface LineRowProps {
  line: EditorLine;
  index: number;
  last: boolean;
  amount: number;
  currency: Currency;
  taxOptions: readonly TaxOption[];
  /** A column of accounts (a purchase's); null: none. */
  accounts: readonly AccountOption[] | null;
  errors: LineErrors | undefined;
}

export interface LineErrors {
  description?: string;
  quantity?: string;
  unitPrice?: string;
  accountId?: string;
}

/** A purchase line's account choices: the business's expense accounts. */
export interface AccountOption {
  value: string;
  label: string;
}

export const lineFieldId = (key: string, field: string) => `${key}-${field}`;

function Cell({ id, error, children }: { id: string; error: string | undefined; children: React.ReactNode }) {
  return (
    <td>
      {children}
      {error ? (
        <p id={`${id}-error`} className="ui-field__error line-items__error">
          {error}
        </p>
      ) : null}
    </td>
  );
}

const LineRow = memo(function LineRow({ line, index, last, amount, currency, taxOptions, accounts, errors }: LineRowProps) {
  // Stable for the editor's life: reading them here keeps the row memoised.
  const { dispatch, onMove, onRemove } = useEditorActions();
  const n = index + 1;
  const id = (field: string) => lineFieldId(line.key, field);
  const set = (field: 'description' | 'quantity' | 'unitPrice' | 'tax' | 'accountId', value: string) =>
    dispatch({ type: 'line', key: line.key, field, value });
  const invalid = (error: string | undefined, field: string) => ({
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id(field)}-error` : undefined,
  });
  return (
    <tr className="line-items__row" data-line={n}>
      <th scope="row" className="line-items__number">
        {n}
      </th>
      <Cell id={id('description')} error={errors?.description}>
        <textarea
          id={id('description')}
          className="ui-field__control line-items__description"
          aria-label={`Description, line ${n}`}
          rows={1}
          value={line.description}
          onChange={(event) => set('description', event.target.value)}
          {...invalid(errors?.description, 'description')}
        />
      </Cell>
      <Cell id={id('quantity')} error={errors?.quantity}>
        <input
          id={id('quantity')}
          className="ui-field__control line-items__number-input line-items__quantity"
          aria-label={`Quantity, line ${n}`}
          inputMode="decimal"
          autoComplete="off"
          value={line.quantity}
          onChange={(event) => set('quantity', event.target.value)}
          {...invalid(errors?.quantity, 'quantity')}
        />
      </Cell>
      <Cell id={id('unitPrice')} error={errors?.unitPrice}>
        <input
          id={id('unitPrice')}
          className="ui-field__control line-items__number-input"
          aria-label={`Unit price, line ${n}`}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          value={line.unitPrice}
          onChange={(event) => set('unitPrice', event.target.value)}
          {...invalid(errors?.unitPrice, 'unitPrice')}
        />
      </Cell>
      {/* A purchase's account sits under its GST: one column fewer beside the preview. */}
      <Cell id={id('accountId')} error={errors?.accountId}>
        <div className="line-items__stack">
          <select
            id={id('tax')}
            className="ui-field__control ui-select"
            aria-label={`GST, line ${n}`}
            value={line.tax}
            onChange={(event) => set('tax', event.target.value)}
          >
            {taxOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
            {taxOptions.some((option) => option.value === line.tax) ? null : <option value={line.tax}>{line.tax}</option>}
          </select>
          {accounts ? (
            <select
              id={id('accountId')}
              className="ui-field__control ui-select"
              aria-label={`Account, line ${n}`}
              value={line.accountId}
              onChange={(event) => set('accountId', event.target.value)}
              {...invalid(errors?.accountId, 'accountId')}
            >
              <option value="">Choose an account…</option>
              {accounts.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          ) : null}
        </div>
      </Cell>
      <td className="invoice-num line-items__amount">
        <output htmlFor={`${id('quantity')} ${id('unitPrice')}`} aria-label={`Amount, line ${n}`}>
          {money(amount, currency)}
        </output>
      </td>
      <td className="line-items__tools">
        <Button
          id={id('up')}
          variant="ghost"
          size="small"
          aria-label={`Move line ${n} up`}
          disabled={index === 0}
          onClick={() => onMove(line.key, -1)}
        >
          ↑
        </Button>
        <Button
          id={id('down')}
          variant="ghost"
          size="small"
          aria-label={`Move line ${n} down`}
          disabled={last}
          onClick={() => onMove(line.key, 1)}
        >
          ↓
        </Button>
        <Button id={id('remove')} variant="ghost" size="small" aria-label={`Remove line ${n}`} onClick={() => onRemove(line.key, index)}>
          ✕
        </Button>
      </td>
    </tr>
  );
});

export function LineItemsTable({
  lines,
  lineAmounts,
  currency,
  pricesIncludeGst,
  taxOptions,
  accounts = null,
  errors,
}: {
  lines: readonly EditorLine[];
  lineAmounts: readonly number[];
  currency: Currency;
  pricesIncludeGst: boolean;
  taxOptions: readonly TaxOption[];
  accounts?: readonly AccountOption[] | null;
  errors: ReadonlyMap<string, LineErrors>;
}) {
  return (
    <div className="line-items">
      <table className="line-items__table">
        <caption className="visually-hidden">Lines</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">Line</span>
              <span aria-hidden="true">#</span>
            </th>
            <th scope="col">Description</th>
            <th scope="col">Quantity</th>
            <th scope="col">{withGstBasis('Unit price', pricesIncludeGst)}</th>
            <th scope="col">{accounts ? 'GST and account' : 'GST'}</th>
            <th scope="col" className="invoice-num">
              Amount
            </th>
            <th scope="col">
              <span className="visually-hidden">Move or remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => (
            <LineRow
              key={line.key}
              line={line}
              index={index}
              last={index === lines.length - 1}
              amount={lineAmounts[index] ?? 0}
              currency={currency}
              taxOptions={taxOptions}
              accounts={accounts}
              errors={errors.get(line.key)}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
