import type { ComponentType } from 'react';
import { paths } from '../lib/paths';
import { PageMeta } from '../components/PageMeta';
import { servicePages } from '../site-copy/pages/service-pages';
import type { ServicePageContent } from '../site-copy/pages/service-page-content';
import { ServicePageTemplate } from '../features/service-pages/ServicePageTemplate';
import { StartProjectButton } from '../features/shell/StartProjectButton';
import { ServicePagesStylesheet } from '../features/service-pages/ServicePagesStylesheet';

interface MarketingPageProps {
  path: string;
  content: ServicePageContent;
}

export function ServicePage({ path, content }: MarketingPageProps) {
  return (
    <>
      <ServicePagesStylesheet />
      <PageMeta {...content.meta} path={path} />
      <ServicePageTemplate
        content={content}
        heroAction={<StartProjectButton label="Start Your Project" />}
        links={{ stories: paths.portfolio, contact: paths.contact }}
      />
    </>
  );
}

/** The page for one address, with its copy already loaded (the route table preloads both). */
export async function loadServicePage(path: string): Promise<{ default: ComponentType }> {
  const load = servicePages[path];
  if (!load) throw new Error(`No marketing page at ${path}`);
  const { default: content } = await load();
  return { default: () => <ServicePage path={path} content={content} /> };
}
