// A multi-select search box (ARIA 1.2 combobox with a multi-selectable listbox, after the APG
// pattern): type to filter, arrow keys to move, Enter or a click to add or remove an option; the
// chosen ones show as chips above the box, each removed by its button (Enter, Space, Delete or
// Backspace) or, for the last one, by Backspace in the empty box. Focus stays in the box while the
// list is open (aria-activedescendant). Long lists draw only the options in view.
// Hand-written: react-aria's ComboBox would add its collection and overlay code to the screen for a
// pattern this small.
import { useRef, type ReactNode } from 'react';
import { SELECT_LIST_HEIGHT_PX } from '@/config/constants';
import { FieldFrame } from '../field/field-frame';
import { describedBy, useFieldIds } from '../field/field-ids';
import { MultiSelectChips } from './multi-select-chips';
import { MultiSelectList } from './multi-select-list';
import { useMultiSelect } from './use-multi-select';
import './multi-select.css';

export interface MultiSelectOption {
  value: string;
  label: string;
}

export interface MultiSelectProps {
  label: string;
  options: readonly MultiSelectOption[];
  /** The chosen values, in the order they were added. */
  value: readonly string[];
  onChange: (value: string[]) => void;
  hint?: ReactNode;
  tooltip?: ReactNode;
  error?: string | null;
  placeholder?: string;
  /** Shown in the list while the options load. */
  loading?: boolean;
  /** Height of the open list in px. */
  listHeight?: number;
  /** What to call the options in announcements ("3 users match"): singular and plural. */
  noun?: readonly [string, string];
  id?: string;
  name?: string;
}

export function MultiSelect({
  label,
  options,
  value,
  onChange,
  hint,
  tooltip,
  error,
  placeholder,
  loading = false,
  listHeight = SELECT_LIST_HEIGHT_PX,
  noun = ['option', 'options'],
  id,
  name,
}: MultiSelectProps) {
  const { controlId, hintId, errorId } = useFieldIds(id);
  const input = useRef<HTMLInputElement>(null);
  const chipButtons = useRef<Array<HTMLButtonElement | null>>([]);
  const state = useMultiSelect({ options, value, onChange, noun, listHeight, input, chipButtons });
  const { ids, query, open, active, listShown } = state;
  const invalid = Boolean(error);

  return (
    <FieldFrame
      controlId={controlId}
      hintId={hintId}
      errorId={errorId}
      label={label}
      hint={hint}
      tooltip={tooltip}
      error={error}
      className="ui-multiselect-field"
    >
      <div className="ui-multiselect" data-invalid={invalid || undefined} onBlur={state.onBlur}>
        {value.length > 0 ? (
          <MultiSelectChips
            label={label}
            value={value}
            name={name}
            labelOf={state.labelOf}
            buttons={chipButtons}
            onRemove={(index) => state.removeAt(index, 'chip')}
          />
        ) : null}
        <div className="ui-multiselect__box">
          <input
            ref={input}
            id={controlId}
            type="text"
            role="combobox"
            className="ui-field__control ui-multiselect__input"
            autoComplete="off"
            spellCheck={false}
            placeholder={placeholder}
            aria-autocomplete="list"
            aria-expanded={listShown}
            aria-controls={listShown ? ids.list : undefined}
            aria-activedescendant={listShown && active >= 0 ? ids.option(active) : undefined}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy(ids.summary, hint ? hintId : null, invalid ? errorId : null)}
            value={query}
            onChange={(event) => state.onQueryChange(event.target.value)}
            onKeyDown={state.onInputKeyDown}
            onClick={() => state.setOpen(true)}
          />
          {listShown ? <MultiSelectList label={label} listHeight={listHeight} state={state} /> : null}
          {open && !listShown ? (
            <p className="ui-multiselect__empty">{loading ? 'Loading...' : `No ${noun[1]} match “${query.trim()}”.`}</p>
          ) : null}
        </div>
        <span id={ids.summary} className="visually-hidden">
          {value.length === 0 ? 'None selected.' : `${value.length} selected.`}
        </span>
        <span role="status" aria-live="polite" className="visually-hidden">
          {state.announcement}
        </span>
      </div>
    </FieldFrame>
  );
}
