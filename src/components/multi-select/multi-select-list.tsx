// The open list of a multi-select: every match, or (when long) only those in view with padding
// standing in for the rest. The keyboard works through the box (aria-activedescendant), so an
// option needs only the mouse.
import type { ReactNode } from 'react';
import type { MultiSelectOption } from './multi-select';
import type { useMultiSelect } from './use-multi-select';

interface MultiSelectListProps {
  label: string;
  listHeight: number;
  state: ReturnType<typeof useMultiSelect>;
}

export function MultiSelectList({ label, listHeight, state }: MultiSelectListProps) {
  const { ids, matches, selected, active, setActive, toggle, virtualised, virtual } = state;

  const renderOption = (option: MultiSelectOption, index: number, ref?: (el: Element | null) => void) => (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events
    <li
      key={option.value}
      ref={ref}
      id={ids.option(index)}
      data-index={index}
      role="option"
      aria-selected={selected.has(option.value)}
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

  let content: ReactNode;
  let padding: { paddingTop: number; paddingBottom: number } | undefined;
  if (virtualised) {
    const items = virtual.getVirtualItems();
    content = items.map((item) => {
      const option = matches[item.index];
      return option ? renderOption(option, item.index, virtual.measureElement) : null;
    });
    // The options out of view are stood in for by padding, so the scroll bar is true to size.
    padding = { paddingTop: items[0]?.start ?? 0, paddingBottom: Math.max(0, virtual.getTotalSize() - (items.at(-1)?.end ?? 0)) };
  } else {
    content = matches.map((option, index) => renderOption(option, index));
  }

  return (
    <ul
      ref={state.setListElement}
      id={ids.list}
      role="listbox"
      aria-label={label}
      aria-multiselectable="true"
      className="ui-multiselect__list"
      style={{ maxHeight: listHeight, ...padding }}
    >
      {content}
    </ul>
  );
}
