import type { ReactNode } from 'react';
import { useScrollIntoView } from '../lib/use-scroll-into-view';

interface LinkedArticleProps {
  className: string;
  labelledBy: string;
  /** The record a dashboard, search or bell link named (?post=12): marked and scrolled to. */
  linked: boolean;
  children: ReactNode;
}

/** One record in a staff list, named by its heading; the linked one stands out. */
export function LinkedArticle({ className, labelledBy, linked, children }: LinkedArticleProps) {
  const ref = useScrollIntoView<HTMLElement>(linked);
  return (
    <article
      ref={ref}
      className={linked ? `${className} linked-record` : className}
      aria-labelledby={labelledBy}
      aria-current={linked ? 'true' : undefined}
    >
      {children}
    </article>
  );
}
