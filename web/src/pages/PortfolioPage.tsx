import { Link } from 'react-router-dom';
import { paths } from '../lib/paths';
import { PageMeta } from '../components/PageMeta';
import { CASE_STUDIES } from '../site-copy/portfolio';
import { PortfolioExplorer } from '../features/portfolio/PortfolioExplorer';
import { PortfolioStylesheet } from '../features/portfolio/PortfolioStylesheet';

export default function PortfolioPage() {
  return (
    <>
      <PortfolioStylesheet />
      <PageMeta
        title="Portfolio"
        description="Case studies of software, apps, CRM and WhatsApp solutions we built for businesses in technology, healthcare and finance."
        path={paths.portfolio}
        image="/images/portfolio/logistics.svg"
      />
      <section className="hero">
        <div className="container">
          <h1>Our Portfolio</h1>
          <p className="hero__lead">
            Real projects, measurable results: see how we help businesses grow with technology.
          </p>
        </div>
      </section>
      <section className="container" aria-label="Case studies">
        <PortfolioExplorer cases={CASE_STUDIES} />
      </section>
      <section className="container portfolio-cta" aria-labelledby="portfolio-cta-heading">
        <h2 id="portfolio-cta-heading">Ready to be our next success story?</h2>
        <p>Tell us about your goals and we will plan the right solution with you.</p>
        <Link className="button" to={paths.contact}>
          Schedule a Consultation
        </Link>
      </section>
    </>
  );
}
