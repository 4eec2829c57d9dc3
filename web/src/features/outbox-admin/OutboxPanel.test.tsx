import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { graphqlApi, mockApi } from '../../../../tests/support/mock-api';
import { renderWithApp } from '../../../../tests/support/render-page';
import {
  OutboxMessageListDocument,
  RetryOutboxMessageDocument,
  type OutboxMessageListQueryVariables,
  type OutboxStatus,
} from '../../graphql/graphql';
import { OutboxPanel } from './OutboxPanel';

function message(id: string, status: OutboxStatus, lastError: string | null) {
  return {
    __typename: 'OutboxMessage' as const,
    id,
    channel: 'WHATSAPP' as const,
    template: 'jobapply',
    recipient: `9198765432${id}0`,
    status,
    attempts: status === 'SENT' ? 1 : 8,
    lastError,
    nextAttemptAt: '2026-11-23T10:00:00.000Z',
    sentAt: status === 'SENT' ? '2026-11-23T09:00:00.000Z' : null,
    createdAt: '2026-11-23T08:00:00.000Z',
  };
}

/** A server with one sent and one dead message that records filters and retries. */
function serveOutbox() {
  const asked: OutboxMessageListQueryVariables[] = [];
  const retried: string[] = [];
  const messages = [message('2', 'DEAD', 'provider answered 503'), message('1', 'SENT', null)];
  mockApi.use(
    graphqlApi.query(OutboxMessageListDocument, ({ variables }) => {
      asked.push(variables);
      const items = messages.filter((m) => !variables.status || m.status === variables.status);
      const outboxMessages = {
        __typename: 'OutboxMessagePage' as const,
        total: items.length,
        items,
      };
      return HttpResponse.json({ data: { outboxMessages } });
    }),
    graphqlApi.mutation(RetryOutboxMessageDocument, ({ variables }) => {
      retried.push(variables.id);
      const dead = messages[0];
      if (dead) Object.assign(dead, { status: 'PENDING', attempts: 0, lastError: null });
      const retryOutboxMessage = { ...message(variables.id, 'PENDING', null), attempts: 0 };
      return HttpResponse.json({ data: { retryOutboxMessage } });
    }),
  );
  return { asked, retried };
}

describe('OutboxPanel', () => {
  it('lists messages with their last error, filters by status and retries a dead one', async () => {
    const server = serveOutbox();
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
