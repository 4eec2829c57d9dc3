import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { graphqlApi, mockApi } from '../../../../tests/support/mock-api';
import {
  nthOrder,
  ordersPage,
  paidOrder,
  serveOrders,
} from '../../../../tests/support/msw/billing';
import { renderWithApp } from '../../../../tests/support/render-page';
import { AdminOrderListDocument, type AdminOrderListQueryVariables } from '../../graphql/graphql';
import { OrdersAdmin } from './OrdersAdmin';

describe('OrdersAdmin', () => {
  it('lists orders with their timeline, filters by status and date, and exports the same filters', async () => {
    const asked = serveOrders([paidOrder], [{ when: { status: 'FAILED' }, answer: [] }]);
    const user = userEvent.setup();
    renderWithApp(<OrdersAdmin />, { path: '/admin/orders' });

    const order = (await screen.findByText('ORDABCDEFGHJKLMNPQR')).closest('details');
    expect(order?.textContent).toMatch(
      /ORDABCDEFGHJKLMNPQR PAID · Business \(Yearly\) · ₹10,000\.00/,
    );
    screen.getByText(/₹10,000\.00/);
    const timeline = screen.getByRole('list', { name: 'Timeline of ORDABCDEFGHJKLMNPQR' });
    expect(timeline.textContent).toContain('CREATED');
    expect(timeline.textContent).toContain('VERIFIED: amount matches');

    await user.selectOptions(screen.getByLabelText('Status'), 'FAILED');
    await screen.findByText('No orders match these filters.');
    expect(asked.at(-1)).toMatchObject({ status: 'FAILED' });

    await user.type(screen.getByLabelText('From'), '2026-02-01');
    await waitFor(() =>
      expect(asked.at(-1)).toMatchObject({ status: 'FAILED', from: '2026-02-01' }),
    );
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/v1/payment/orders/export?status=FAILED&from=2026-02-01',
    );
  });

  it('pages through a long list, 20 orders a page, back to page 1 when a filter changes', async () => {
    const asked: AdminOrderListQueryVariables[] = [];
    mockApi.use(
      graphqlApi.query(AdminOrderListDocument, async ({ variables }) => {
        asked.push(variables);
        if (variables.offset > 0) await delay(200);
        const first = variables.offset + 1;
        return ordersPage([nthOrder(first), nthOrder(first + 1)], 45);
      }),
    );
    const user = userEvent.setup();
    renderWithApp(<OrdersAdmin />, { path: '/admin/orders' });
    const pager = await screen.findByRole('navigation', { name: 'Order pages' });
    expect(pager.textContent).toContain('Page 1 of 3');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // While page 2 loads, page 1 and the pager stay, the buttons off.
    screen.getByText('ORD0000000000000001');
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Next', hidden: false }).disabled,
    ).toBe(true);
    await screen.findByText('ORD0000000000000021');
    expect(asked.at(-1)).toMatchObject({ offset: 20, limit: 20 });
    await user.selectOptions(screen.getByLabelText('Status'), 'PAID');
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ status: 'PAID', offset: 0 }));
  });

  it('marks an order the sandbox took as a test payment, and only that one', async () => {
    const sandboxOrder = { ...nthOrder(2), provider: 'sandbox', isTest: true };
    serveOrders([sandboxOrder, paidOrder]);
    renderWithApp(<OrdersAdmin />, { path: '/admin/orders' });
    const test = (await screen.findByText('ORD0000000000000002')).closest('details');
    expect(test?.querySelector('summary')?.textContent).toMatch(
      /^ORD0000000000000002 PAID Test payment · Business \(Yearly\)/,
    );
    const real = screen.getByText('ORDABCDEFGHJKLMNPQR').closest('details');
    expect(real?.textContent).not.toContain('Test payment');
  });

  it('opens the order a dashboard link names, with its timeline showing', async () => {
    serveOrders([nthOrder(2), nthOrder(1)]);
    renderWithApp(<OrdersAdmin />, { path: '/admin/orders?order=1' });
    const linked = await screen.findByRole('group', { current: true });
    expect(linked.hasAttribute('open')).toBe(true);
    expect(linked.textContent).toContain('ORD0000000000000001');
    expect(screen.getAllByRole('group')).toHaveLength(2);
  });
});
