import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deadMessage, serveOutbox } from '../../../../tests/support/msw/notifications';
import { renderWithApp } from '../../../../tests/support/render-page';
import { OutboxPanel } from './OutboxPanel';

describe('OutboxPanel', () => {
  it('lists messages with their last error, filters by status and retries a dead one', async () => {
    const server = serveOutbox([{ when: { status: 'DEAD' }, answer: [deadMessage] }]);
    const user = userEvent.setup();
    renderWithApp(<OutboxPanel />, { path: '/admin/settings' });

    const table = await screen.findByRole('table', { name: 'Notifications, newest first' });
    within(table).getByText('provider answered 503');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getAllByRole('button', { name: /^Retry/ })).toHaveLength(1);

    await user.selectOptions(screen.getByLabelText('Status'), 'DEAD');
    await waitFor(() => expect(server.asked.at(-1)?.status).toBe('DEAD'));
    await waitFor(async () => {
      const filtered = await screen.findByRole('table', { name: 'Notifications, newest first' });
      expect(within(filtered).getAllByRole('row')).toHaveLength(2);
    });

    await user.click(screen.getByRole('button', { name: 'Retry message to 919876543220' }));
    await waitFor(() => expect(server.retried).toEqual(['2']));
  });
});
