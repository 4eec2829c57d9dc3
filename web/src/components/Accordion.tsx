import { Accordion as Primitive } from 'radix-ui';
import type { ReactNode } from 'react';

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
 * Disclosure list on Radix's accordion: buttons with aria-expanded, arrow-key navigation and
 * regions labelled by their headings. 'single' keeps one item open at a time; 'multiple'
 * lets each item toggle on its own.
 */
export function Accordion(props: AccordionProps) {
  const { items, headingLevel = 3, className } = props;
  const list = items.map((item) => (
    <Primitive.Item key={item.id} value={item.id} className="accordion__item">
      <Primitive.Header asChild>
        <Heading level={headingLevel}>
          <Primitive.Trigger className="accordion__trigger">
            <span>{item.title}</span>
            <span className="accordion__icon" aria-hidden="true" />
          </Primitive.Trigger>
        </Heading>
      </Primitive.Header>
      <Primitive.Content className="accordion__content">
        <div className="accordion__body">{item.content}</div>
      </Primitive.Content>
    </Primitive.Item>
  ));
  const classes = `accordion ${className ?? ''}`.trim();
  if (props.type === 'single') {
    return (
      <Primitive.Root
        type="single"
        collapsible
        defaultValue={props.defaultOpen}
        className={classes}
      >
        {list}
      </Primitive.Root>
    );
  }
  return (
    <Primitive.Root type="multiple" defaultValue={props.defaultOpen} className={classes}>
      {list}
    </Primitive.Root>
  );
}

function Heading({ level, children, ...rest }: { level: 2 | 3 | 4; children: ReactNode }) {
  const Tag = `h${level}` as const;
  return (
    <Tag className="accordion__heading" {...rest}>
      {children}
    </Tag>
  );
}
