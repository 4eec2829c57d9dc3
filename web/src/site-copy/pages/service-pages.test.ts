import { describe, expect, it } from 'vitest';
import { servicePages } from './service-pages';

// Question counts per page, as the specification sets them.
const faqCounts: Record<string, number> = {
  '/services/custem': 4,
  '/services/social': 4,
  '/services/crm': 4,
  '/services/cloud': 3,
  '/services/web': 4,
  '/services/ai': 3,
  '/products/erp': 3,
  '/products/ecom': 2,
  '/products/cybersecurity': 5,
  '/products/digitalmarketing': 5,
};

describe('marketing page content', () => {
  it('covers exactly the ten service and product addresses', () => {
    expect(Object.keys(servicePages).sort()).toEqual(Object.keys(faqCounts).sort());
  });

  it.each(Object.entries(faqCounts))(
    '%s has its questions and six distinct sections',
    async (path, count) => {
      const load = servicePages[path];
      if (!load) throw new Error(`no content for ${path}`);
      const { default: content } = await load();
      expect(content.faqs).toHaveLength(count);
      expect(content.sections.map((section) => section.id)).toEqual([
        'solutions',
        'website',
        'app',
        'integration',
        'seo',
        'support',
      ]);
      expect(content.meta.description.length).toBeLessThanOrEqual(170);
    },
  );
});
