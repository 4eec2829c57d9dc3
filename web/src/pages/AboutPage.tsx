import { SITE } from '../../../common/site';
import { paths } from '../lib/paths';
import { PageMeta } from '../components/PageMeta';
import { ABOUT } from '../site-copy/pages/about';
import { ContactBlock } from '../features/service-pages/ContactBlock';
import { FounderProfile } from '../components/FounderProfile';
import { InfoCardGrid } from '../features/service-pages/InfoCardGrid';
import { ServiceHero } from '../features/service-pages/ServiceHero';
import { TeamGrid } from '../features/service-pages/TeamGrid';
import { MarketingSection } from '../features/service-pages/MarketingSection';
import { ServicePagesStylesheet } from '../features/service-pages/ServicePagesStylesheet';

export default function AboutPage() {
  return (
    <div className="marketing-page">
      <ServicePagesStylesheet />
      <PageMeta {...ABOUT.meta} path={paths.aboutUs} />
      <ServiceHero headline={ABOUT.hero.headline} blurb={ABOUT.hero.blurb} size="compact" />
      <div className="marketing-page__body">
        <section className="marketing-section about-story" aria-labelledby="our-story">
          <div>
            <h2 id="our-story">Our Story</h2>
            {ABOUT.story.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
          </div>
          <div>
            <h2 id="what-we-do">What We Do</h2>
            <ul className="check-list">
              {ABOUT.solutions.map((solution) => (
                <li key={solution}>{solution}</li>
              ))}
            </ul>
          </div>
        </section>
        <section className="marketing-section mission-vision" aria-label="Mission and vision">
          <div className="info-card surface-card">
            <h2>Our Mission</h2>
            <p>{ABOUT.mission}</p>
          </div>
          <div className="info-card surface-card">
            <h2>Our Vision</h2>
            <p>{ABOUT.vision}</p>
          </div>
        </section>
        <MarketingSection id="approach" title="Our Approach">
          <ol className="approach-list">
            {ABOUT.approach.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </MarketingSection>
        <InfoCardGrid id="why-choose" heading={`Why Choose ${SITE.name}`} cards={ABOUT.whyChoose} />
        <InfoCardGrid id="solutions" heading="Our Solutions" cards={ABOUT.solutionCards} />
        <FounderProfile
          block="founder-profile"
          layoutClassName="marketing-section"
          heading="Meet Our Founder"
          photo={{ src: '/images/marketing/founder.svg', alt: '', size: 160 }}
          intro={ABOUT.founderBlurb}
          biography={{ to: paths.founder, label: `Read ${SITE.founder.name}’s story` }}
        />
        <TeamGrid members={ABOUT.team} />
      </div>
      <ContactBlock contactPath={paths.contact} />
    </div>
  );
}
