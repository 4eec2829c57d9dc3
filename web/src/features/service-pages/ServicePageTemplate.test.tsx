import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SITE } from '../../../../common/site';
import { renderWithApp } from '../../../../tests/support/render-page';
import type { ServicePageContent } from '../../site-copy/pages/service-page-content';
import { ServicePageTemplate } from './ServicePageTemplate';

const sectionIds = ['solutions', 'website', 'app', 'integration', 'seo', 'support'] as const;

const content: ServicePageContent = {
  meta: { title: 'Test page', description: 'A page for the test' },
  hero: { eyebrow: 'Testing', headline: 'Tested Software', blurb: 'Software that is tested.' },
  features: {
    interface: 'Easy screens',
    scalable: 'Grows with you',
    crossPlatform: 'Runs everywhere',
    secure: 'Locked down',
  },
  sections: sectionIds.map((id) => ({
    id,
    title: `Section ${id}`,
    body: `About ${id}`,
    points: [`${id} point`],
  })),
  faqs: [
    { question: 'First question?', answer: 'First answer.' },
    { question: 'Second question?', answer: 'Second answer.' },
  ],
};

function renderTemplate() {
  return renderWithApp(
    <ServicePageTemplate
      content={content}
      heroAction={<button type="button">Start Your Project</button>}
      links={{ stories: '/portfolio', contact: '/contact' }}
    />,
  );
}

describe('ServicePageTemplate', () => {
  it('renders every section of the page from the content', () => {
    const { container } = renderTemplate();
    screen.getByRole('heading', { level: 1, name: 'Tested Software' });
    screen.getByRole('button', { name: 'Start Your Project' });

    const awards = screen.getByRole('region', { name: 'Customer Success Story' });
    const awardTitles = within(awards).getAllByRole('heading', { level: 3 });
    expect(awardTitles.map((h) => h.textContent)).toEqual([
      'Best Innovation 2024',
      'Excellence in Design 2023',
      'Industry Leadership 2023',
    ]);

    const features = screen.getByRole('region', { name: 'Features' });
    expect(
      within(features)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'User-Friendly InterfaceEasy screens',
      'Scalable ArchitectureGrows with you',
      'Cross-PlatformRuns everywhere',
      'Secure & ReliableLocked down',
    ]);

    for (const id of sectionIds) {
      expect(screen.getByRole('region', { name: `Section ${id}` }).textContent).toContain(
        `${id} point`,
      );
    }

    const cycle = screen.getByRole('region', { name: 'Design Cycle' });
    expect(
      within(cycle)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'Strategic Planning',
      'Design Concept Creation',
      'Design and Prototyping',
      'Development',
      'Testing and Deployment',
      'Support and Upgrade',
    ]);

    const contact = screen.getByRole('region', { name: `Talk to ${SITE.name}` });
    expect(within(contact).getByRole('link', { name: SITE.email }).getAttribute('href')).toBe(
      `mailto:${SITE.email}`,
    );
    expect(within(contact).getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe(
      '/contact',
    );

    const jsonLd = container.querySelector('script[type="application/ld+json"]')?.textContent;
    expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({
      '@type': 'FAQPage',
      mainEntity: [{ name: 'First question?' }, { name: 'Second question?' }],
    });
  });

  it('starts with every question closed and toggles each one on its own', async () => {
    renderTemplate();
    const first = screen.getByRole('button', { name: 'First question?' });
    const second = screen.getByRole('button', { name: 'Second question?' });
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(second.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('First answer.')).toBeNull();

    await userEvent.click(first);
    await userEvent.click(second);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(second.getAttribute('aria-expanded')).toBe('true');
    screen.getByText('First answer.');
    screen.getByText('Second answer.');

    await userEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(second.getAttribute('aria-expanded')).toBe('true');
  });
});
