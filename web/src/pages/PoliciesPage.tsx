import { SITE } from '../../../common/site';
import { paths } from '../lib/paths';
import { PageMeta } from '../components/PageMeta';
import { PRIVACY_POLICY, REFUND_POLICY } from '../site-copy/policies';
import { PolicyTabs } from '../features/legal/PolicyTabs';
import { LegalStylesheet } from '../features/legal/LegalStylesheet';

export default function PoliciesPage() {
  return (
    <section className="container">
      <LegalStylesheet />
      <PageMeta
        title="Privacy and Refund Policies"
        description="How we collect, use and protect your personal data, and our refund policy: all sales are final."
        path={paths.policy}
      />
      <h1>Privacy and Refund Policies</h1>
      <PolicyTabs privacy={PRIVACY_POLICY} refund={REFUND_POLICY} />
      <p className="legal__support">
        Questions about these policies?{' '}
        <a
          className="button"
          href={`mailto:${SITE.email}?subject=${encodeURIComponent('Policy question')}`}
        >
          Contact Support
        </a>
      </p>
    </section>
  );
}
