// The search box above a list filtered in the browser, and the count under it that says how many
// rows there are, or how many of them match (a live region, so the count is announced as you type).
import { formatNumber } from '@/lib/format';
import { TextField, type TextFieldProps } from '../field/text-field';
import './list-filter.css';

export interface ListFilterProps extends Omit<TextFieldProps, 'type' | 'value' | 'onChange'> {
  value: string;
  onChange: (text: string) => void;
  /** Rows in the list; undefined while it loads (no count is said). */
  total: number | undefined;
  /** Rows that match what was typed. */
  shown: number;
  /** What the rows are, e.g. "users". */
  noun: string;
}

export function ListFilter({ value, onChange, total, shown, noun, ...field }: ListFilterProps) {
  let count = '';
  if (total !== undefined) {
    count = value.trim() === '' ? `${formatNumber(total)} ${noun}` : `${formatNumber(shown)} of ${formatNumber(total)} ${noun} match`;
  }
  return (
    <>
      <TextField
        {...field}
        type="search"
        autoComplete="off"
        spellCheck={false}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <p role="status" className="ui-list-filter__count">
        {count}
      </p>
    </>
  );
}
