// ARIA tabs (react-aria-components): arrow keys move between tabs, Home/End jump, the selected tab
// is the one tab stop, and each panel is labelled by its tab. Controlled or uncontrolled.
import type { Key, ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs as AriaTabs } from 'react-aria-components/Tabs';
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

export function Tabs({ label, tabs, selectedId, defaultSelectedId, onSelectionChange, className }: TabsProps) {
  return (
    <AriaTabs
      className={['ui-tabs', className].filter(Boolean).join(' ')}
      {...(selectedId !== undefined ? { selectedKey: selectedId } : {})}
      {...(defaultSelectedId !== undefined ? { defaultSelectedKey: defaultSelectedId } : {})}
      disabledKeys={tabs.filter((tab) => tab.disabled).map((tab) => tab.id)}
      onSelectionChange={(key: Key) => onSelectionChange?.(String(key))}
    >
      <TabList aria-label={label} className="ui-tabs__list">
        {tabs.map((tab) => (
          <Tab key={tab.id} id={tab.id} className="ui-tabs__tab">
            {tab.label}
          </Tab>
        ))}
      </TabList>
      {tabs.map((tab) => (
        <TabPanel key={tab.id} id={tab.id} className="ui-tabs__panel">
          {tab.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
