import { useState } from 'react';
import { SITE } from '../../../common/site';
import { paths } from '../lib/paths';
import { FounderProfile } from '../components/FounderProfile';
import { PageMeta } from '../components/PageMeta';
import { HOME_FOUNDER } from '../site-copy/home';
import { ChatWidget } from '../features/chat/ChatWidget';
import { HomeHero } from '../features/home/HomeHero';
import { OrganizationJsonLd } from '../features/home/OrganizationJsonLd';
import { ProjectBanner } from '../features/home/ProjectBanner';
import { ServicesCarousel } from '../features/home/ServicesCarousel';
import { ServicesGrid } from '../features/home/ServicesGrid';
import { WhatsAppSection } from '../features/home/WhatsAppSection';
import { StartProjectButton } from '../features/shell/StartProjectButton';
import { HomeStylesheet } from '../features/home/HomeStylesheet';

export default function HomePage() {
  const [chatOpen, setChatOpen] = useState(false);
  return (
    <>
      <HomeStylesheet />
      <PageMeta
        title={SITE.name}
        description={`${SITE.tagline}: websites, mobile apps, CRM, cloud, AI tools and WhatsApp Business API.`}
        path={paths.home}
      />
      <OrganizationJsonLd />
      <HomeHero onGetFreeWebsite={() => setChatOpen(true)} />
      <ServicesGrid />
      <ServicesCarousel />
      <FounderProfile
        block="home-founder"
        layoutClassName="container"
        heading={HOME_FOUNDER.heading}
        photo={{
          src: SITE.founder.photo,
          alt: `Portrait of ${SITE.founder.name}`,
          size: 240,
          lazy: true,
        }}
        intro={HOME_FOUNDER.intro}
        blurbs={[HOME_FOUNDER.vision, HOME_FOUNDER.mission]}
      />
      <WhatsAppSection />
      <ProjectBanner action={<StartProjectButton className="button home-banner__button" />} />
      <ChatWidget open={chatOpen} onOpenChange={setChatOpen} />
    </>
  );
}
