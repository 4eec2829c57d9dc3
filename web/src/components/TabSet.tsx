import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';

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

const NEXT_KEYS: Record<string, (index: number, last: number) => number> = {
  ArrowRight: (index, last) => (index === last ? 0 : index + 1),
  ArrowLeft: (index, last) => (index === 0 ? last : index - 1),
  Home: () => 0,
  End: (_index, last) => last,
};

/**
 * Tabs (the WAI-ARIA tabs pattern): Tab reaches the selected tab only, the arrow keys (round
 * the ends), Home and End select another, and each panel is labelled by its tab. Only the
 * selected panel is rendered; the others stay as hidden, empty panels.
 */
export function TabSet({ label, tabs, defaultTab, className }: TabSetProps) {
  const [selected, setSelected] = useState(defaultTab ?? tabs[0]?.id);
  const baseId = useId();
  const tabId = (id: string) => `${baseId}${id}-tab`;
  const panelId = (id: string) => `${baseId}${id}-panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = NEXT_KEYS[event.key]?.(index, tabs.length - 1);
    const target = next === undefined ? undefined : tabs[next];
    if (!target) return;
    event.preventDefault();
    setSelected(target.id);
    document.getElementById(tabId(target.id))?.focus();
  };

  return (
    <div className={`tabs ${className ?? ''}`.trim()} data-orientation="horizontal">
      <div role="tablist" aria-label={label} aria-orientation="horizontal" className="tabs__list">
        {tabs.map((tab, index) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={isSelected}
              aria-controls={panelId(tab.id)}
              data-state={isSelected ? 'active' : 'inactive'}
              tabIndex={isSelected ? 0 : -1}
              className="chip tabs__trigger"
              onClick={() => setSelected(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => {
        const isSelected = tab.id === selected;
        return (
          <div
            key={tab.id}
            role="tabpanel"
            id={panelId(tab.id)}
            aria-labelledby={tabId(tab.id)}
            data-state={isSelected ? 'active' : 'inactive'}
            hidden={!isSelected}
            tabIndex={0}
            className="tabs__panel"
          >
            {isSelected && tab.content}
          </div>
        );
      })}
    </div>
  );
}
