// A multi-select search box (ARIA 1.2 combobox with a multi-selectable listbox, after the APG
// pattern): type to filter, arrow keys to move, Enter or a click to add or remove an option; the
// chosen ones show as chips above the box, each removed by its button (Enter, Space, Delete or
// Backspace) or, for the last one, by Backspace in the empty box. Focus stays in the box while the
// list is open (aria-activedescendant). Long lists draw only the options in view.
// Hand-written: react-aria's ComboBox would add its collection and overlay code to the screen for a
// pattern this small.
import { useVirtualizer } from '@tanstack/react-virtual';
import { useId, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { SELECT_LIST_HEIGHT_PX } from '@/config/constants';
import { countOf } from '@/lib/format';
import { FieldFrame } from '../field/field-frame';
import { describedBy, useFieldIds } from '../field/field-ids';
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

/** From this many matches on, the list draws only the options in view. */
export const VIRTUALISE_FROM_OPTIONS = 100;
const OPTION_HEIGHT_PX = 40;

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
  const baseId = useId();
  const listId = `${baseId}-list`;
  const summaryId = `${baseId}-summary`;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [announcement, setAnnouncement] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const chipButtons = useRef<Array<HTMLButtonElement | null>>([]);
  const [listElement, setListElement] = useState<HTMLUListElement | null>(null);

  const labelOf = useMemo(() => {
    const labels = new Map(options.map((option) => [option.value, option.label]));
    return (optionValue: string) => labels.get(optionValue) ?? optionValue;
  }, [options]);

  const matches = useMemo(() => {
    const needle = query.trim().toLowerCase();
    return needle === '' ? options : options.filter((option) => option.label.toLowerCase().includes(needle));
  }, [options, query]);

  const virtualised = matches.length >= VIRTUALISE_FROM_OPTIONS;
  // Not memoised by the React Compiler (the project does not use it); the virtualiser re-renders us.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtual = useVirtualizer({
    count: virtualised ? matches.length : 0,
    enabled: virtualised && open,
    getScrollElement: () => listElement,
    estimateSize: () => OPTION_HEIGHT_PX,
    // Options are drawn in the first frame, before the list has been measured.
    initialRect: { width: 0, height: listHeight },
    overscan: 6,
  });

  const invalid = Boolean(error);
  const selected = new Set(value);
  const listShown = open && matches.length > 0;

  const moveTo = (index: number) => {
    setActive(index);
    if (index < 0) return;
    if (virtualised) virtual.scrollToIndex(index, { align: 'auto' });
    else {
      const element = document.getElementById(optionId(index));
      // jsdom has no scrollIntoView.
      if (element && typeof element.scrollIntoView === 'function') element.scrollIntoView({ block: 'nearest' });
    }
  };

  const toggle = (optionValue: string) => {
    const name = labelOf(optionValue);
    if (selected.has(optionValue)) {
      onChange(value.filter((v) => v !== optionValue));
      setAnnouncement(`${name} removed. ${value.length - 1} selected.`);
    } else {
      onChange([...value, optionValue]);
      setAnnouncement(`${name} added. ${value.length + 1} selected.`);
    }
  };

  const removeAt = (index: number, focusAfter: 'chip' | 'input') => {
    const removed = value[index];
    if (removed === undefined) return;
    const next = value.filter((_, i) => i !== index);
    onChange(next);
    setAnnouncement(`${labelOf(removed)} removed. ${next.length} selected.`);
    if (focusAfter === 'input' || next.length === 0) {
      input.current?.focus();
    } else {
      // The chip that takes its place, or the one before when the last was removed.
      const target = Math.min(index, next.length - 1);
      requestAnimationFrame(() => chipButtons.current[target]?.focus());
    }
  };

  const onQueryChange = (text: string) => {
    setQuery(text);
    setOpen(true);
    const needle = text.trim().toLowerCase();
    const found = needle === '' ? options.length : options.filter((o) => o.label.toLowerCase().includes(needle)).length;
    setActive(found > 0 ? 0 : -1);
    setAnnouncement(found === 0 ? `No ${noun[1]} match.` : `${countOf(found, ...noun)} ${found === 1 ? 'matches' : 'match'}.`);
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) setOpen(true);
        if (matches.length > 0) moveTo(Math.min(active + 1, matches.length - 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) {
          setOpen(true);
          moveTo(matches.length - 1);
        } else if (matches.length > 0) {
          moveTo(Math.max(active - 1, 0));
        }
        break;
      case 'Enter': {
        const option = listShown ? matches[active] : undefined;
        if (option) {
          // Choosing, not submitting the form.
          event.preventDefault();
          toggle(option.value);
        }
        break;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          // Only the list closes, not an enclosing dialog.
          event.stopPropagation();
          setOpen(false);
          setActive(-1);
        } else if (query !== '') {
          event.preventDefault();
          setQuery('');
        }
        break;
      case 'Backspace':
        if (query === '' && value.length > 0) {
          event.preventDefault();
          removeAt(value.length - 1, 'input');
        }
        break;
      default:
        break;
    }
  };

  const onChipKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    if (event.key === 'Backspace' || event.key === 'Delete') {
      event.preventDefault();
      removeAt(index, 'chip');
    }
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) {
      setOpen(false);
      setActive(-1);
    }
  };

  const renderOption = (option: MultiSelectOption, index: number, extra?: { ref: (el: Element | null) => void }) => {
    const isSelected = selected.has(option.value);
    return (
      // The keyboard works through the box (aria-activedescendant), so the option needs only a click.
      // eslint-disable-next-line jsx-a11y/click-events-have-key-events
      <li
        key={option.value}
        ref={extra?.ref}
        id={optionId(index)}
        data-index={index}
        role="option"
        aria-selected={isSelected}
        aria-setsize={virtualised ? matches.length : undefined}
        aria-posinset={virtualised ? index + 1 : undefined}
        className="ui-multiselect__option"
        data-active={index === active || undefined}
        // Keeps focus in the box.
        onMouseDown={(event) => event.preventDefault()}
        onMouseMove={() => {
          if (index !== active) setActive(index);
        }}
        onClick={() => {
          setActive(index);
          toggle(option.value);
        }}
      >
        <span className="ui-multiselect__check" aria-hidden="true" />
        {option.label}
      </li>
    );
  };

  const items = listShown && virtualised ? virtual.getVirtualItems() : [];
  let listContent: ReactNode = null;
  let padding: { paddingTop: number; paddingBottom: number } | undefined;
  if (listShown && virtualised) {
    listContent = items.map((item) => {
      const option = matches[item.index];
      return option ? renderOption(option, item.index, { ref: virtual.measureElement }) : null;
    });
    // The options out of view are stood in for by padding, so the scroll bar is true to size.
    padding = { paddingTop: items[0]?.start ?? 0, paddingBottom: Math.max(0, virtual.getTotalSize() - (items.at(-1)?.end ?? 0)) };
  } else if (listShown) {
    listContent = matches.map((option, index) => renderOption(option, index));
  }

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
      <div className="ui-multiselect" data-invalid={invalid || undefined} onBlur={onBlur}>
        {value.length > 0 ? (
          <ul className="ui-multiselect__chips" aria-label={`${label}, selected`}>
            {value.map((chosen, index) => (
              <li key={chosen} className="ui-chip">
                <span className="ui-chip__label">{labelOf(chosen)}</span>
                <button
                  ref={(element) => {
                    chipButtons.current[index] = element;
                  }}
                  type="button"
                  className="ui-chip__remove"
                  aria-label={`Remove ${labelOf(chosen)}`}
                  onClick={() => removeAt(index, 'chip')}
                  onKeyDown={(event) => onChipKeyDown(event, index)}
                >
                  <span aria-hidden="true">×</span>
                </button>
                {name ? <input type="hidden" name={name} value={chosen} /> : null}
              </li>
            ))}
          </ul>
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
            aria-controls={listShown ? listId : undefined}
            aria-activedescendant={listShown && active >= 0 ? optionId(active) : undefined}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy(summaryId, hint ? hintId : null, invalid ? errorId : null)}
            value={query}
            onChange={(event) => onQueryChange(event.target.value)}
            onKeyDown={onInputKeyDown}
            onClick={() => setOpen(true)}
          />
          {listShown ? (
            <ul
              ref={setListElement}
              id={listId}
              role="listbox"
              aria-label={label}
              aria-multiselectable="true"
              className="ui-multiselect__list"
              style={{ maxHeight: listHeight, ...padding }}
            >
              {listContent}
            </ul>
          ) : null}
          {open && !listShown ? (
            <p className="ui-multiselect__empty">{loading ? 'Loading...' : `No ${noun[1]} match “${query.trim()}”.`}</p>
          ) : null}
        </div>
        <span id={summaryId} className="visually-hidden">
          {value.length === 0 ? 'None selected.' : `${value.length} selected.`}
        </span>
        <span role="status" aria-live="polite" className="visually-hidden">
          {announcement}
        </span>
      </div>
    </FieldFrame>
  );
}
