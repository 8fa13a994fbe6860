// The chosen options of a multi-select, as chips above its box: each removed by its button (a
// click, Enter, Space, Delete or Backspace). With a `name`, each is also sent with the form.
import type { KeyboardEvent, RefObject } from 'react';

interface MultiSelectChipsProps {
  label: string;
  value: readonly string[];
  name?: string;
  labelOf: (value: string) => string;
  buttons: RefObject<Array<HTMLButtonElement | null>>;
  onRemove: (index: number) => void;
}

export function MultiSelectChips({ label, value, name, labelOf, buttons, onRemove }: MultiSelectChipsProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    if (event.key === 'Backspace' || event.key === 'Delete') {
      event.preventDefault();
      onRemove(index);
    }
  };
  return (
    <ul className="ui-multiselect__chips" aria-label={`${label}, selected`}>
      {value.map((chosen, index) => (
        <li key={chosen} className="ui-chip">
          <span className="ui-chip__label">{labelOf(chosen)}</span>
          <button
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            className="ui-chip__remove"
            aria-label={`Remove ${labelOf(chosen)}`}
            onClick={() => onRemove(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            <span aria-hidden="true">×</span>
          </button>
          {name ? <input type="hidden" name={name} value={chosen} /> : null}
        </li>
      ))}
    </ul>
  );
}
