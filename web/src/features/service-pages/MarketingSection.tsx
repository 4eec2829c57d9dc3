import type { ReactNode } from 'react';

interface MarketingSectionProps {
  /** The heading's id, which names the section for screen readers. */
  id: string;
  title: string;
  /** Classes beside `marketing-section`, such as `marketing-section--narrow`. */
  className?: string;
  children: ReactNode;
}

/** A marketing page's section under its own h2 title. */
export function MarketingSection({ id, title, className, children }: MarketingSectionProps) {
  return (
    <section
      className={className ? `marketing-section ${className}` : 'marketing-section'}
      aria-labelledby={id}
    >
      <h2 id={id} className="marketing-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
