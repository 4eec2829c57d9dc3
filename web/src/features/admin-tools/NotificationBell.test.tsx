import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { graphqlApi, mockApi } from '../../../../tests/support/mock-api';
import { renderWithApp } from '../../../../tests/support/render-page';
import {
  AdminNotificationsDocument,
  MarkAdminNotificationsSeenDocument,
} from '../../graphql/graphql';
import { NotificationBell } from './NotificationBell';

const item = (unseen: boolean) => ({
  __typename: 'AdminNotification' as const,
  kind: 'LEAD',
  recordId: 7,
  title: 'Contact message from Asha Verma',
  detail: 'Website for my bakery',
  link: '/admin/messages?lead=7',
  at: '2026-11-23T09:30:00.000Z',
  unseen,
});
const answer = (unseenCount: number) => ({
  __typename: 'AdminNotifications' as const,
  unseenCount,
  lastSeenAt: unseenCount ? null : '2026-11-23T10:00:00.000Z',
  items: [item(unseenCount > 0)],
});

describe('notification bell', () => {
  it('says how many items are new, lists them, and marks them seen', async () => {
    let marked = 0;
    mockApi.use(
      graphqlApi.query(AdminNotificationsDocument, () =>
        HttpResponse.json({ data: { adminNotifications: answer(marked ? 0 : 3) } }),
      ),
      graphqlApi.mutation(MarkAdminNotificationsSeenDocument, () => {
        marked += 1;
        return HttpResponse.json({ data: { markAdminNotificationsSeen: answer(0) } });
      }),
    );
    renderWithApp(<NotificationBell />, { path: '/admin/home' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 3 new' }));

    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    const link = within(panel).getByRole('link', {
      name: 'New Lead: Contact message from Asha Verma',
    });
    expect(link.getAttribute('href')).toBe('/admin/messages?lead=7');
    await user.click(within(panel).getByRole('button', { name: 'Mark all as seen' }));

    await screen.findByRole('button', { name: 'Notifications, none new' });
    expect(marked).toBe(1);
    expect(within(panel).getByRole('link').textContent).toBe(
      'Lead: Contact message from Asha Verma',
    );
    expect(within(panel).getByRole('button', { name: 'Mark all as seen' })).toHaveProperty(
      'disabled',
      true,
    );
  });
});
