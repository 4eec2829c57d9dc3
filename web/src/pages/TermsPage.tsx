import { paths } from '../lib/paths';
import { PageMeta } from '../components/PageMeta';
import { TERMS_LAST_UPDATED, TERMS_SECTIONS } from '../site-copy/terms';
import { TermsAccordion } from '../features/legal/TermsAccordion';
import { formatPublicDate } from '../lib/format-date';
import { LegalStylesheet } from '../features/legal/LegalStylesheet';

export default function TermsPage() {
  return (
    <section className="container container--narrow">
      <LegalStylesheet />
      <PageMeta
        title="Terms and Conditions"
        description="The terms for using our website and services: payments (all sales are final), proper use, liability and governing law."
        path={paths.termsAndConditions}
      />
      <h1>Terms and Conditions</h1>
      <p className="legal__updated">
        Last updated:{' '}
        <time dateTime={TERMS_LAST_UPDATED}>{formatPublicDate(TERMS_LAST_UPDATED)}</time>
      </p>
      <TermsAccordion sections={TERMS_SECTIONS} />
    </section>
  );
}
