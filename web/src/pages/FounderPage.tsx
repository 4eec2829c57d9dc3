import { SITE } from '../../../common/site';
import { paths } from '../lib/paths';
import { PageMeta } from '../components/PageMeta';
import { FOUNDER } from '../site-copy/pages/founder';
import { ServicePagesStylesheet } from '../features/service-pages/ServicePagesStylesheet';

export default function FounderPage() {
  return (
    <article className="container container--narrow founder-bio">
      <ServicePagesStylesheet />
      <PageMeta {...FOUNDER.meta} path={paths.founder} />
      <header className="founder-bio__header">
        <img src="/images/marketing/founder.svg" alt="" width={120} height={120} />
        <div>
          <h1>{SITE.founder.name}</h1>
          <p className="founder-bio__role">{FOUNDER.intro}</p>
        </div>
      </header>
      {FOUNDER.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 24)}>{paragraph}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
