import { HttpResponse } from 'msw';
import {
  MessageTemplatePreviewsDocument,
  OutboxMessageListDocument,
  RetryOutboxMessageDocument,
  type OutboxMessageListQueryVariables,
  type OutboxStatus,
} from '../../../web/src/graphql/graphql';
import { graphqlApi, mockApi } from '../mock-api';
import { answerFor, pageOf, type Stub } from './stubs';

function outboxMessage(id: string, status: OutboxStatus, lastError: string | null) {
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
type OutboxMessage = ReturnType<typeof outboxMessage>;

export const deadMessage = outboxMessage('2', 'DEAD', 'provider answered 503');
const sentMessage = outboxMessage('1', 'SENT', null);

/** The outbox holding one dead and one sent message, recording filters and retries. */
export function serveOutbox(
  listWhen: Stub<OutboxMessageListQueryVariables, OutboxMessage[]>[] = [],
) {
  const server = { asked: [] as OutboxMessageListQueryVariables[], retried: [] as string[] };
  mockApi.use(
    graphqlApi.query(OutboxMessageListDocument, ({ variables }) => {
      server.asked.push(variables);
      const items = answerFor(variables, listWhen, [deadMessage, sentMessage]);
      return HttpResponse.json({ data: { outboxMessages: pageOf('OutboxMessagePage', items) } });
    }),
    graphqlApi.mutation(RetryOutboxMessageDocument, ({ variables }) => {
      server.retried.push(variables.id);
      const retryOutboxMessage = { ...outboxMessage(variables.id, 'PENDING', null), attempts: 0 };
      return HttpResponse.json({ data: { retryOutboxMessage } });
    }),
  );
  return server;
}

/** Two rendered templates, an e-mail and a WhatsApp message, as the server previews them. */
export function serveTemplatePreviews() {
  const messageTemplatePreviews = [
    {
      __typename: 'MessageTemplatePreview' as const,
      name: 'paymentReceipt',
      channel: 'EMAIL' as const,
      description: 'To the customer once an order is paid',
      subject: 'Payment receipt ORD123: ₹800.00',
      text: 'Thank you for your payment\n\nAmount paid: ₹800.00\n',
      html: '<!doctype html><html><body><h1>Thank you for your payment</h1></body></html>',
    },
    {
      __typename: 'MessageTemplatePreview' as const,
      name: 'paymentreceipt',
      channel: 'WHATSAPP' as const,
      description: 'To the customer when only a mobile number is known',
      subject: null,
      text: 'Hello Meera, we received your payment of ₹800.00.',
      html: null,
    },
  ];
  mockApi.use(
    graphqlApi.query(MessageTemplatePreviewsDocument, () =>
      HttpResponse.json({ data: { messageTemplatePreviews } }),
    ),
  );
}
