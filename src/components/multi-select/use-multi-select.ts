// The multi-select's state and keys: the query and its matches, the open list (virtualised when
// long) and its active option, adding and removing (with what to announce), and where focus goes
// after a removal.
import { useVirtualizer } from '@tanstack/react-virtual';
import { useId, useMemo, useState, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';
import { countOf } from '@/lib/format';
import type { MultiSelectOption } from './multi-select';

/** From this many matches on, the list draws only the options in view. */
const VIRTUALISE_FROM_OPTIONS = 100;
const OPTION_HEIGHT_PX = 40;

interface MultiSelectState {
  options: readonly MultiSelectOption[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  noun: readonly [string, string];
  listHeight: number;
  /** The box, focused after the last chip goes. */
  input: RefObject<HTMLInputElement | null>;
  /** The chips' Remove buttons, focused after a removal. */
  chipButtons: RefObject<Array<HTMLButtonElement | null>>;
}

/** The open list: virtualised from VIRTUALISE_FROM_OPTIONS matches; `scrollTo` brings an option into view. */
function useOptionList(count: number, open: boolean, listHeight: number, optionId: (index: number) => string) {
  const [listElement, setListElement] = useState<HTMLUListElement | null>(null);
  const virtualised = count >= VIRTUALISE_FROM_OPTIONS;
  // Not memoised by the React Compiler (the project does not use it); the virtualiser re-renders us.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtual = useVirtualizer({
    count: virtualised ? count : 0,
    enabled: virtualised && open,
    getScrollElement: () => listElement,
    estimateSize: () => OPTION_HEIGHT_PX,
    // Options are drawn in the first frame, before the list has been measured.
    initialRect: { width: 0, height: listHeight },
    overscan: 6,
  });
  const scrollTo = (index: number) => {
    if (virtualised) virtual.scrollToIndex(index, { align: 'auto' });
    else {
      const element = document.getElementById(optionId(index));
      // jsdom has no scrollIntoView.
      if (element && typeof element.scrollIntoView === 'function') element.scrollIntoView({ block: 'nearest' });
    }
  };
  return { virtualised, virtual, setListElement, scrollTo };
}

const matching = (options: readonly MultiSelectOption[], text: string) => {
  const needle = text.trim().toLowerCase();
  return needle === '' ? options : options.filter((option) => option.label.toLowerCase().includes(needle));
};

export function useMultiSelect({ options, value, onChange, noun, listHeight, input, chipButtons }: MultiSelectState) {
  const baseId = useId();
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [announcement, setAnnouncement] = useState('');

  const labelOf = useMemo(() => {
    const labels = new Map(options.map((option) => [option.value, option.label]));
    return (optionValue: string) => labels.get(optionValue) ?? optionValue;
  }, [options]);
  const matches = useMemo(() => matching(options, query), [options, query]);
  const selected = new Set(value);
  const listShown = open && matches.length > 0;

  const list = useOptionList(matches.length, open, listHeight, optionId);

  const moveTo = (index: number) => {
    setActive(index);
    if (index >= 0) list.scrollTo(index);
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
    const found = matching(options, text).length;
    setActive(found > 0 ? 0 : -1);
    setAnnouncement(found === 0 ? `No ${noun[1]} match.` : `${countOf(found, ...noun)} ${found === 1 ? 'matches' : 'match'}.`);
  };

  const close = () => {
    setOpen(false);
    setActive(-1);
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
          close();
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

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) close();
  };

  return {
    ids: { list: `${baseId}-list`, summary: `${baseId}-summary`, option: optionId },
    query,
    open,
    setOpen,
    active,
    setActive,
    announcement,
    labelOf,
    matches,
    selected,
    listShown,
    virtualised: list.virtualised,
    virtual: list.virtual,
    setListElement: list.setListElement,
    toggle,
    removeAt,
    onQueryChange,
    onInputKeyDown,
    onBlur,
  };
}
