import type { ReactNode } from 'react';
import { AwardStrip } from './AwardStrip';
import { AWARDS } from './company-content';
import { ContactBlock } from './ContactBlock';
import { DesignCycle } from './DesignCycle';
import { FaqSection } from './FaqSection';
import { FeatureGrid } from './FeatureGrid';
import { ImageTextSections } from './ImageTextSections';
import type { ServicePageContent } from '../../site-copy/pages/service-page-content';
import { ServiceHero } from './ServiceHero';

interface MarketingTemplateProps {
  content: ServicePageContent;
  /** The hero's call to action; the page decides what it opens. */
  heroAction: ReactNode;
  links: { stories: string; contact: string };
}

/** The one layout every service and product page shares, filled from that page's copy. */
export function ServicePageTemplate({ content, heroAction, links }: MarketingTemplateProps) {
  return (
    <div className="marketing-page">
      <ServiceHero {...content.hero} action={heroAction} />
      <div className="marketing-page__body">
        <AwardStrip awards={AWARDS} storiesPath={links.stories} />
        <FeatureGrid descriptions={content.features} />
        <ImageTextSections sections={content.sections} />
        <DesignCycle />
        <FaqSection faqs={content.faqs} />
      </div>
      <ContactBlock contactPath={links.contact} />
    </div>
  );
}
