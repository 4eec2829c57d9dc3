import { SITE } from '../../../common/site';
import { paths } from '../app/paths';
import { PageMeta } from '../components/PageMeta';
import { ABOUT } from '../content/pages/about';
import { ContactBlock } from '../features/marketing/ContactBlock';
import { FounderProfile } from '../components/FounderProfile';
import { InfoCardGrid } from '../features/marketing/InfoCardGrid';
import { MarketingHero } from '../features/marketing/MarketingHero';
import { TeamGrid } from '../features/marketing/TeamGrid';

export default function AboutPage() {
  return (
    <div className="marketing-page">
      <PageMeta
        title={ABOUT.meta.title}
        description={ABOUT.meta.description}
        path={paths.aboutUs}
      />
      <MarketingHero headline={ABOUT.hero.headline} blurb={ABOUT.hero.blurb} size="compact" />
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
          <div className="info-card">
            <h2>Our Mission</h2>
            <p>{ABOUT.mission}</p>
          </div>
          <div className="info-card">
            <h2>Our Vision</h2>
            <p>{ABOUT.vision}</p>
          </div>
        </section>
        <section className="marketing-section" aria-labelledby="approach">
          <h2 id="approach" className="marketing-section__title">
            Our Approach
          </h2>
          <ol className="approach-list">
            {ABOUT.approach.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
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
