import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../../tests/support/render-page';
import { ProjectModalProvider } from './project-modal';
import { SiteNav } from './SiteNav';

function renderNav(path = '/') {
  renderWithApp(
    <ProjectModalProvider>
      <SiteNav />
    </ProjectModalProvider>,
    { path },
  );
  return screen.getByRole('banner');
}

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}

afterEach(() => scrollTo(0));

describe('SiteNav', () => {
  it('turns solid only once the page is scrolled more than 50px', () => {
    const header = renderNav();
    expect(header.classList.contains('site-nav--solid')).toBe(false);
    scrollTo(50);
    expect(header.classList.contains('site-nav--solid')).toBe(false);
    scrollTo(51);
    expect(header.classList.contains('site-nav--solid')).toBe(true);
    scrollTo(10);
    expect(header.classList.contains('site-nav--solid')).toBe(false);
  });

  it('starts solid when the page is already scrolled (a reload halfway down)', () => {
    scrollTo(400);
    expect(renderNav().classList.contains('site-nav--solid')).toBe(true);
  });

  it('the menu button shows the same links, with Start a Project going to /contact', async () => {
    renderNav('/services/crm');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(panel?.hidden).toBe(true);

    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    expect(menu).toBe(panel);
    const services = within(menu).getByRole('list', { name: 'Services' });
    expect(
      within(services)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Custom Software', 'Social Media', 'CRM', 'Cloud', 'Web Development', 'AI Tools']);
    expect(within(menu).getByRole('link', { name: 'CRM' }).getAttribute('aria-current')).toBe(
      'page',
    );
    const start = within(menu).getByRole('link', { name: 'Start a Project' });
    expect(start.getAttribute('href')).toBe('/contact');

    await userEvent.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});
