import type { ReactNode } from 'react';
import { HOME_BANNER } from '../../site-copy/home';

/** The closing call to action; the page passes the button that opens the project form. */
export function ProjectBanner({ action }: { action: ReactNode }) {
  return (
    <section className="home-banner" aria-labelledby="home-banner-heading">
      <div className="container home-banner__inner">
        <h2 id="home-banner-heading">{HOME_BANNER.heading}</h2>
        <p>{HOME_BANNER.text}</p>
        {action}
      </div>
    </section>
  );
}
