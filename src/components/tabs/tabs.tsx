// ARIA tabs (APG "tabs with automatic activation"): the selected tab is the one tab stop, the arrow
// keys move and select (wrapping, skipping disabled tabs), Home and End jump, and the panel is
// labelled by its tab. Controlled (`selectedId`) or not (`defaultSelectedId`). Hand-written: the
// logic is small, and react-aria's tabs would add about 35 kB (gzip) to the screen using them.
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  /** Names the tab list for screen readers, e.g. "Company records". */
  label: string;
  tabs: readonly TabItem[];
  selectedId?: string;
  defaultSelectedId?: string;
  onSelectionChange?: (id: string) => void;
  className?: string;
}

const STEP: Partial<Record<string, number>> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

export function Tabs({ label, tabs, selectedId, defaultSelectedId, onSelectionChange, className }: TabsProps) {
  const baseId = useId();
  const enabled = tabs.filter((tab) => !tab.disabled);
  const [ownSelection, setOwnSelection] = useState(defaultSelectedId);
  const wanted = selectedId ?? ownSelection;
  const selected = enabled.find((tab) => tab.id === wanted) ?? enabled[0];
  const tabElements = useRef(new Map<string, HTMLButtonElement>());
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  const select = (id: string) => {
    if (selectedId === undefined) setOwnSelection(id);
    if (id !== selected?.id) onSelectionChange?.(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = enabled.findIndex((tab) => tab.id === selected?.id);
    const step = STEP[event.key];
    let next: TabItem | undefined;
    if (step !== undefined) next = enabled[(index + step + enabled.length) % enabled.length];
    else if (event.key === 'Home') next = enabled[0];
    else if (event.key === 'End') next = enabled[enabled.length - 1];
    if (!next) return;
    event.preventDefault();
    select(next.id);
    tabElements.current.get(next.id)?.focus();
  };

  return (
    <div className={['ui-tabs', className].filter(Boolean).join(' ')}>
      <div role="tablist" aria-label={label} className="ui-tabs__list">
        {tabs.map((tab) => {
          const isSelected = tab.id === selected?.id;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) tabElements.current.set(tab.id, element);
                else tabElements.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              className="ui-tabs__tab"
              aria-selected={isSelected}
              // Only the rendered panel can be pointed at.
              aria-controls={isSelected ? panelId(tab.id) : undefined}
              tabIndex={isSelected ? 0 : -1}
              disabled={tab.disabled}
              onClick={() => select(tab.id)}
              onKeyDown={onKeyDown}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {selected ? (
        // Focusable, so a panel without controls can still be reached and read.
        <div role="tabpanel" id={panelId(selected.id)} aria-labelledby={tabId(selected.id)} tabIndex={0} className="ui-tabs__panel">
          {selected.content}
        </div>
      ) : null}
    </div>
  );
}
