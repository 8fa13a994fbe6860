// A searchable client picker (ARIA 1.2 combobox with a list box): type to filter by name,
// business name or email; arrows, Enter and Escape work as in a native list. Built for the
// editor: it lists the clients of the chosen business only.
import { useId, useMemo, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import type { InvoicingClient } from '@/api/types';
import { FieldFrame } from '@/components/field/field-frame';
import { describedBy, useFieldIds } from '@/components/field/field-ids';
import { LOCALE } from '@/config/locale';

export interface ClientPickerProps {
  clients: readonly InvoicingClient[];
  value: number | null;
  onChange: (clientId: number | null) => void;
  label?: string;
  hint?: string;
  error?: string | null;
  disabled?: boolean;
  placeholder?: string;
  ref?: Ref<HTMLInputElement>;
}

export const clientLabel = (client: InvoicingClient) => client.name ?? client.businessName ?? `Client ${client.id}`;

function detailOf(client: InvoicingClient): string {
  return [client.businessName !== client.name ? client.businessName : null, client.email, client.addressLines[0]]
    .filter(Boolean)
    .join(' · ');
}

export function ClientPicker({ clients, value, onChange, label = 'Client', hint, error, disabled, placeholder, ref }: ClientPickerProps) {
  const { controlId, hintId, errorId } = useFieldIds();
  const listId = useId();
  const selected = clients.find((client) => client.id === value) ?? null;
  const [text, setText] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const list = useRef<HTMLUListElement>(null);
  const shown = text ?? (selected ? clientLabel(selected) : '');

  const matches = useMemo(() => {
    const needle = (text ?? '').trim().toLocaleLowerCase(LOCALE);
    if (needle === '') return clients;
    return clients.filter((client) =>
      [client.name, client.businessName, client.email].some((field) => field?.toLocaleLowerCase(LOCALE).includes(needle)),
    );
  }, [clients, text]);

  const choose = (client: InvoicingClient) => {
    onChange(client.id);
    setText(null);
    setOpen(false);
  };

  const moveTo = (index: number) => {
    const next = Math.max(0, Math.min(matches.length - 1, index));
    setActive(next);
    list.current?.children[next]?.scrollIntoView({ block: 'nearest' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        setActive(
          Math.max(
            0,
            matches.findIndex((client) => client.id === value),
          ),
        );
        return;
      }
      moveTo(active + (event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Enter') {
      if (open) {
        event.preventDefault();
        const client = matches[active];
        if (client) choose(client);
      }
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        setOpen(false);
      } else if (text !== null) {
        setText(null);
      }
    } else if (event.key === 'Home' && open) {
      event.preventDefault();
      moveTo(0);
    } else if (event.key === 'End' && open) {
      event.preventDefault();
      moveTo(matches.length - 1);
    }
  };

  const activeClient = open ? matches[active] : undefined;
  const invalid = Boolean(error);
  return (
    <FieldFrame controlId={controlId} hintId={hintId} errorId={errorId} label={label} hint={hint} error={error} className="client-picker">
      <div className="client-picker__box">
        <input
          ref={ref}
          id={controlId}
          type="text"
          role="combobox"
          className="ui-field__control"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={activeClient ? `${listId}-${activeClient.id}` : undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(hint ? hintId : null, invalid ? errorId : null)}
          aria-required="true"
          disabled={disabled}
          placeholder={placeholder}
          value={shown}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(0);
          }}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
          onBlur={() => {
            setOpen(false);
            setText(null);
          }}
        />
        <ul ref={list} id={listId} role="listbox" aria-label={`${label} list`} className="client-picker__list" hidden={!open}>
          {matches.length === 0 ? (
            <li role="option" aria-selected={false} aria-disabled="true" className="client-picker__empty">
              No client matches “{text}”.
            </li>
          ) : (
            matches.map((client, index) => (
              <li
                key={client.id}
                id={`${listId}-${client.id}`}
                role="option"
                aria-selected={client.id === value}
                data-active={index === active || undefined}
                className="client-picker__option"
                // Chosen before the input's blur closes the list.
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(client);
                }}
              >
                <span className="client-picker__name">{clientLabel(client)}</span>
                {detailOf(client) ? <span className="client-picker__detail">{detailOf(client)}</span> : null}
              </li>
            ))
          )}
        </ul>
      </div>
    </FieldFrame>
  );
}
