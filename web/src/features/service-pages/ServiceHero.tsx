import type { ReactNode } from 'react';

interface MarketingHeroProps {
  eyebrow?: string;
  headline: string;
  blurb: string;
  /** The call to action, such as the Start Your Project button the page wires up. */
  action?: ReactNode;
  /** 'full' fills the first screen (service and product pages); 'compact' suits About. */
  size?: 'full' | 'compact';
}

export function ServiceHero({
  eyebrow,
  headline,
  blurb,
  action,
  size = 'full',
}: MarketingHeroProps) {
  return (
    <section className={`marketing-hero marketing-hero--${size}`}>
      <div className="marketing-hero__inner">
        {eyebrow && <p className="marketing-hero__eyebrow">{eyebrow}</p>}
        <h1 className="marketing-hero__headline">{headline}</h1>
        <p className="marketing-hero__blurb">{blurb}</p>
        {action && <div className="marketing-hero__action">{action}</div>}
      </div>
    </section>
  );
}
