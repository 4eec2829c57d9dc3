import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LayoutDashboard, Users } from 'lucide-react';
import { useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../tests/support/render-page';
import { StaffShell } from './StaffShell';

function CurrentPage() {
  return <h1>At {useLocation().pathname}</h1>;
}

function renderShell(path = '/area/home') {
  const onSignOut = vi.fn();
  renderWithApp(
    <StaffShell
      brand="Test area"
      navLabel="Test sections"
      sections={[
        { label: 'Dashboard', href: '/area/home', icon: LayoutDashboard },
        { label: 'Users', href: '/area/users', icon: Users },
      ]}
      account={{ name: 'Asha Verma', lines: ['Asha Verma'], signOutLabel: 'Sign out', onSignOut }}
    >
      <CurrentPage />
    </StaffShell>,
    { path },
  );
  return { onSignOut, nav: screen.getByRole('navigation', { name: 'Test sections' }) };
}

describe('StaffShell', () => {
  it('holds the page in the one main landmark, beside the banner and the navigation', () => {
    renderShell();
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(within(screen.getByRole('main')).getByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.getAllByRole('banner')).toHaveLength(1);
  });

  it('shows an icon beside each section, hidden from screen readers, which read the label', () => {
    const { nav } = renderShell();
    const link = within(nav).getByRole('link', { name: 'Dashboard' });
    const icon = link.querySelector('svg');
    expect(icon?.getAttribute('aria-hidden')).toBe('true');
    expect(link.textContent).toBe('Dashboard');
  });

  it('collapsed to icons, the sections keep their names and show them on hover', async () => {
    const { nav } = renderShell();
    await userEvent.click(screen.getByRole('button', { name: 'Collapse the sidebar' }));
    expect(
      screen.getByRole('button', { name: 'Expand the sidebar' }).getAttribute('aria-expanded'),
    ).toBe('false');
    const link = within(nav).getByRole('link', { name: 'Users' });
    expect(link.getAttribute('title')).toBe('Users');
  });

  it('opens the phone menu on its current link; Escape closes it and returns to the button', async () => {
    const { nav } = renderShell('/area/users');
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(menu.getAttribute('aria-controls')).toBe(nav.parentElement?.id);

    await userEvent.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(within(nav).getByRole('link', { name: 'Users' }));

    await userEvent.keyboard('{Escape}');
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menu);
  });

  it('closes the phone menu when a section is opened from it', async () => {
    const { nav } = renderShell();
    const menu = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(menu);
    await userEvent.click(within(nav).getByRole('link', { name: 'Users' }));
    screen.getByRole('heading', { name: 'At /area/users' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the phone menu when focus moves on past it', async () => {
    const { nav } = renderShell();
    const menu = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(menu);
    const profile = screen.getByRole('button', { name: 'Asha Verma' });
    fireEvent.blur(within(nav).getByRole('link', { name: 'Dashboard' }), {
      relatedTarget: profile,
    });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
  });

  it('signs out from the profile menu', async () => {
    const { onSignOut } = renderShell();
    await userEvent.click(screen.getByRole('button', { name: 'Asha Verma' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledOnce();
  });
});
