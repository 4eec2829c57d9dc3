import { paths } from '../lib/paths';
import { PageMeta } from '../components/PageMeta';
import { PlansJsonLd } from '../features/pricing/PlansJsonLd';
import { PricingSection } from '../features/pricing/PricingSection';
import { PricingStylesheet } from '../features/pricing/PricingStylesheet';

export default function PricingPage() {
  return (
    <div className="container">
      <PricingStylesheet />
      <PageMeta
        title="WhatsApp Business API Pricing"
        description="Basic, Business and Enterprise WhatsApp Business API plans with unlimited messages, billed monthly, every 3 or 6 months, or yearly with 2 months free."
        path={paths.pricing}
      />
      <PlansJsonLd />
      <h1>WhatsApp Business API Plans and Pricing</h1>
      <p className="hero__lead">
        Pick a plan and a billing cycle. Prices are in Indian rupees for the whole cycle.
      </p>
      <PricingSection />
    </div>
  );
}
