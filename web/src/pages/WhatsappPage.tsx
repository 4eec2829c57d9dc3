import { paths } from '../lib/paths';
import { PageMeta } from '../components/PageMeta';
import { BENEFITS, FEATURE_BLURBS, FEATURE_TABS, TEAM_TABS, WHY_US } from '../site-copy/whatsapp';
import { PlansJsonLd } from '../features/pricing/PlansJsonLd';
import { PricingSection } from '../features/pricing/PricingSection';
import { CallBand } from '../features/whatsapp/CallBand';
import { TabbedCopy } from '../features/whatsapp/TabbedCopy';
import { TextCards } from '../features/whatsapp/TextCards';
import { WhatsappFaq } from '../features/whatsapp/WhatsappFaq';
import { WhatsappHero } from '../features/whatsapp/WhatsappHero';
import { WhatsappStylesheet } from '../features/whatsapp/WhatsappStylesheet';
import { PricingStylesheet } from '../features/pricing/PricingStylesheet';

export default function WhatsappPage() {
  return (
    <>
      <WhatsappStylesheet />
      <PricingStylesheet />
      <PageMeta
        title="WhatsApp Business API"
        description="Official WhatsApp Business API with broadcasts, shared team inbox, chatbots, automation and integrations. Unlimited messages, plans from ₹800 a month."
        path={paths.whatsapp}
        image="/images/whatsapp/chat-hero.svg"
      />
      <PlansJsonLd />
      <WhatsappHero />
      <TabbedCopy
        id="features-heading"
        heading="Everything You Need on WhatsApp"
        label="Features"
        tabs={FEATURE_TABS}
      />
      <div className="container">
        <PricingSection />
      </div>
      <TextCards id="blurbs-heading" heading="Why the API, Not the App" items={FEATURE_BLURBS} />
      <TabbedCopy
        id="team-heading"
        heading="Team Members and Role Access"
        label="Team features"
        tabs={TEAM_TABS}
      />
      <TextCards id="benefits-heading" heading="Benefits" items={BENEFITS} />
      <TextCards id="why-us-heading" heading="Why Choose Us" items={WHY_US} />
      <WhatsappFaq />
      <CallBand />
    </>
  );
}
