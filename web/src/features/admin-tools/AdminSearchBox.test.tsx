import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { graphqlApi, mockApi } from '../../../../tests/support/mock-api';
import { renderWithApp } from '../../../../tests/support/render-page';
import { AdminSearchDocument } from '../../graphql/graphql';
import { AdminSearchBox } from './AdminSearchBox';

const hits = [
  {
    kind: 'LEAD',
    recordId: 4,
    title: 'Nisha Rao',
    detail: 'Project request',
    link: '/admin/messages?lead=4',
  },
  {
    kind: 'POST',
    recordId: 9,
    title: 'How Acme grew',
    detail: 'SEO_BENEFITS',
    link: '/admin/blogs?post=9',
  },
].map((hit) => ({ __typename: 'AdminSearchHit' as const, ...hit }));

function Shell() {
  const location = useLocation();
  return (
    <>
      <AdminSearchBox />
      <p data-testid="where">{location.pathname + location.search}</p>
    </>
  );
}

function renderShell() {
  return renderWithApp(
    <Routes>
      <Route path="*" element={<Shell />} />
    </Routes>,
    { path: '/admin/home' },
  );
}

describe('admin search box', () => {
  it('searches once typing pauses and opens a result with the keyboard', async () => {
    const asked: string[] = [];
    mockApi.use(
      graphqlApi.query(AdminSearchDocument, ({ variables }) => {
        asked.push(variables.query);
        return HttpResponse.json({ data: { adminSearch: hits } });
      }),
    );
    renderShell();
    const user = userEvent.setup();
    const box = screen.getByRole('combobox', { name: 'Search posts, jobs and leads' });
    await user.type(box, 'acme');

    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'LeadNisha RaoProject request',
      'PostHow Acme grewSEO_BENEFITS',
    ]);
    expect(asked).toEqual(['acme']);
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('status').textContent).toContain('2 results');

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    expect(options[1]?.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('where').textContent).toBe('/admin/blogs?post=9');
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('does not search for a single character and closes on Escape', async () => {
    const asked: string[] = [];
    mockApi.use(
      graphqlApi.query(AdminSearchDocument, ({ variables }) => {
        asked.push(variables.query);
        return HttpResponse.json({ data: { adminSearch: [] } });
      }),
    );
    renderShell();
    const user = userEvent.setup();
    const box = screen.getByRole('combobox', { name: 'Search posts, jobs and leads' });
    await user.type(box, 'a');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(asked).toEqual([]);
    await user.type(box, 'b');
    await screen.findByText('No results');
    expect(asked).toEqual(['ab']);
    await user.keyboard('{Escape}');
    expect((box as HTMLInputElement).value).toBe('');
  });
});
