import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface AccordionItem {
  id: string;
  title: string;
  content: ReactNode;
}

type AccordionProps = {
  items: AccordionItem[];
  /** Heading level of each item's button (the page's outline decides). */
  headingLevel?: 2 | 3 | 4;
  className?: string;
} & ({ type: 'single'; defaultOpen?: string } | { type: 'multiple'; defaultOpen?: string[] });

/**
 * Disclosure list (the WAI-ARIA accordion pattern): buttons with aria-expanded inside headings,
 * regions labelled by them, and the arrow keys, Home and End moving between the buttons.
 * 'single' keeps one item open at a time (pressing it again closes it); 'multiple' lets each
 * item toggle on its own. Closed items keep their region, hidden and empty.
 */
export function Accordion(props: AccordionProps) {
  const { items, headingLevel = 3, className } = props;
  const single = props.type === 'single';
  const [open, setOpen] = useState<readonly string[]>(() => initiallyOpen(props));
  const baseId = useId();
  const toggle = (id: string) =>
    setOpen((current) => {
      if (current.includes(id)) return current.filter((openId) => openId !== id);
      return single ? [id] : [...current, id];
    });

  return (
    <div
      className={`accordion ${className ?? ''}`.trim()}
      data-orientation="vertical"
      onKeyDown={moveBetweenTriggers}
    >
      {items.map((item) => {
        const isOpen = open.includes(item.id);
        const state = isOpen ? 'open' : 'closed';
        const triggerId = `${baseId}${item.id}-trigger`;
        const regionId = `${baseId}${item.id}-region`;
        return (
          <div key={item.id} className="accordion__item" data-state={state}>
            <Heading level={headingLevel} state={state}>
              <button
                type="button"
                id={triggerId}
                className="accordion__trigger"
                aria-controls={regionId}
                aria-expanded={isOpen}
                data-state={state}
                data-accordion-trigger=""
                onClick={() => toggle(item.id)}
              >
                <span>{item.title}</span>
                <span className="accordion__icon" aria-hidden="true" />
              </button>
            </Heading>
            <div
              id={regionId}
              role="region"
              aria-labelledby={triggerId}
              className="accordion__content"
              data-state={state}
              hidden={!isOpen}
            >
              {isOpen && <div className="accordion__body">{item.content}</div>}
            </div>
          </div>
        );
      })}
    </div>
  );
}

function initiallyOpen(props: AccordionProps): readonly string[] {
  if (props.type === 'single') return props.defaultOpen ? [props.defaultOpen] : [];
  return props.defaultOpen ?? [];
}

const FOCUS_KEYS = ['ArrowDown', 'ArrowUp', 'Home', 'End'];

/** Down and Up go to the next and previous button (wrapping round), Home and End to the ends. */
function moveBetweenTriggers(event: KeyboardEvent<HTMLDivElement>): void {
  const trigger = event.target;
  if (!(trigger instanceof HTMLElement) || !trigger.hasAttribute('data-accordion-trigger')) return;
  if (!FOCUS_KEYS.includes(event.key)) return;
  // This accordion's own buttons: not those of one nested in an item's content.
  const triggers = [
    ...event.currentTarget.querySelectorAll<HTMLElement>('[data-accordion-trigger]'),
  ].filter((candidate) => candidate.closest('.accordion') === event.currentTarget);
  const index = triggers.indexOf(trigger);
  const last = triggers.length - 1;
  const next = {
    ArrowDown: index === last ? 0 : index + 1,
    ArrowUp: index === 0 ? last : index - 1,
    Home: 0,
    End: last,
  }[event.key];
  if (next === undefined) return;
  event.preventDefault();
  triggers[next]?.focus();
}

function Heading({
  level,
  state,
  children,
}: {
  level: 2 | 3 | 4;
  state: 'open' | 'closed';
  children: ReactNode;
}) {
  const Tag = `h${level}` as const;
  return (
    <Tag className="accordion__heading" data-state={state}>
      {children}
    </Tag>
  );
}
