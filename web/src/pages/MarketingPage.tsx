import type { ComponentType } from 'react';
import { paths } from '../app/paths';
import { PageMeta } from '../components/PageMeta';
import { marketingPages } from '../content/pages/marketing-pages';
import type { MarketingPageContent } from '../features/marketing/marketing-content';
import { MarketingTemplate } from '../features/marketing/MarketingTemplate';
import { StartProjectButton } from '../features/shell/StartProjectButton';

interface MarketingPageProps {
  path: string;
  content: MarketingPageContent;
}

export function MarketingPage({ path, content }: MarketingPageProps) {
  return (
    <>
      <PageMeta {...content.meta} path={path} />
      <MarketingTemplate
        content={content}
        heroAction={<StartProjectButton label="Start Your Project" />}
        links={{ stories: paths.portfolio, contact: paths.contact }}
      />
    </>
  );
}

/** The page for one address, with its copy already loaded (the route table preloads both). */
export async function loadMarketingPage(path: string): Promise<{ default: ComponentType }> {
  const load = marketingPages[path];
  if (!load) throw new Error(`No marketing page at ${path}`);
  const { default: content } = await load();
  return { default: () => <MarketingPage path={path} content={content} /> };
}
