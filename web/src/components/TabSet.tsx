import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';

export interface Tab {
  id: string;
  label: string;
  content: ReactNode;
}

interface TabSetProps {
  /** Names the tab list for screen readers. */
  label: string;
  tabs: Tab[];
  defaultTab?: string;
  className?: string;
}

/** Tabs on Radix: arrow keys move between tabs, each panel is labelled by its tab. */
export function TabSet({ label, tabs, defaultTab, className }: TabSetProps) {
  return (
    <Tabs.Root
      defaultValue={defaultTab ?? tabs[0]?.id}
      className={`tabs ${className ?? ''}`.trim()}
    >
      <Tabs.List aria-label={label} className="tabs__list">
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.id} value={tab.id} className="chip tabs__trigger">
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.id} value={tab.id} className="tabs__panel">
          {tab.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
