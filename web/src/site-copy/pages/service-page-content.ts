/** The copy of one service or product page; the template turns it into the page. */
import type { FaqItem } from '../../lib/faq';
export interface ServicePageContent {
  meta: { title: string; description: string };
  hero: { eyebrow: string; headline: string; blurb: string };
  /** Descriptions of the four standard features, written for this page's subject. */
  features: Record<FeatureKey, string>;
  sections: ImageTextSection[];
  faqs: FaqItem[];
}

export type FeatureKey = 'interface' | 'scalable' | 'crossPlatform' | 'secure';

export type AwardCategory = 'Innovation' | 'Design' | 'Leadership';

export interface AwardCard {
  id: string;
  title: string;
  description: string;
  image: string;
  year: string;
  category: AwardCategory;
}

/** A feature and a design-cycle step share one shape. */
export interface Feature {
  icon: string;
  title: string;
  description: string;
}

export interface ImageTextSection {
  id: 'solutions' | 'website' | 'app' | 'integration' | 'seo' | 'support';
  title: string;
  body: string;
  points: string[];
}
