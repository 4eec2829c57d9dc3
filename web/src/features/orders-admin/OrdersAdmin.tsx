import { ListPager } from '../../components/Pager';
import { ListState } from '../../components/ListState';
import { SortSelect } from '../../components/SortSelect';
import { useListSort, writeSortParams } from '../../lib/use-list-sort';
import { usePaging } from '../../lib/use-paging';
import { useScrollIntoView } from '../../lib/use-scroll-into-view';
import { useSearchParamState } from '../../lib/use-search-param';
import { formatStaffDateTime } from '../../lib/format-date';
import { useFilterForm } from '../../lib/forms/use-filter-form';
import {
  ORDER_SORT,
  ORDER_STATUSES,
  type OrderSortField,
  type OrderStatus,
} from '../../../../common/billing';
import { formatPaise } from '../../../../common/money';
import type { ListSort } from '../../../../common/sorting';
import { describePlan } from '../../../../common/plans';
import { ORDER_SORT_CHOICES } from './order-sort';
import './orders-admin.css';
import type { AdminOrderListQuery } from '../../graphql/graphql';
import { useAdminOrderListQuery } from '../../graphql/hooks';

type OrderRow = AdminOrderListQuery['orders']['items'][number];
interface OrderFilters {
  status: OrderStatus | '';
  from: string;
  to: string;
}

const NO_FILTERS: OrderFilters = { status: '', from: '', to: '' };
const EXPORT_PATH = '/api/v1/payment/orders/export';
const PAGE_SIZE = 20;

/** The CSV export for the same filters and order as the list on screen. */
function exportHref({ status, from, to }: OrderFilters, sort: ListSort<OrderSortField>): string {
  const query = new URLSearchParams();
  if (status) query.set('status', status);
  if (from) query.set('from', from);
  if (to) query.set('to', to);
  writeSortParams(query, sort, ORDER_SORT.defaultSort);
  const search = query.toString();
  return search ? `${EXPORT_PATH}?${search}` : EXPORT_PATH;
}

/** Admin Orders: filter by status and dates, each order's timeline, CSV export. */
export function OrdersAdmin() {
  const { form, values: filters } = useFilterForm<OrderFilters>(NO_FILTERS);
  const sorting = useListSort(ORDER_SORT);
  const paging = usePaging(PAGE_SIZE, `${JSON.stringify(filters)}/${sorting.key}`);
  const [linkedId] = useSearchParamState('order');
  const result = useAdminOrderListQuery({
    variables: {
      status: filters.status || null,
      from: filters.from || null,
      to: filters.to || null,
      sort: sorting.sort,
      ...paging.variables,
    },
  });
  const filtered = filters.status || filters.from || filters.to;
  return (
    <div className="orders-admin">
      <header className="orders-admin__head">
        <form
          className="orders-admin__filters"
          aria-label="Order filters"
          onSubmit={(e) => e.preventDefault()}
        >
          <label>
            Status
            <select {...form.register('status')}>
              <option value="">All</option>
              {ORDER_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {status}
                </option>
              ))}
            </select>
          </label>
          <label>
            From
            <input type="date" {...form.register('from')} />
          </label>
          <label>
            To
            <input type="date" {...form.register('to')} />
          </label>
          <SortSelect sorting={sorting} choices={ORDER_SORT_CHOICES} />
        </form>
        <a className="button" href={exportHref(filters, sorting.sort)} download>
          Export CSV
        </a>
      </header>
      <ListState
        result={result}
        noun="orders"
        emptyReason={filtered ? 'filters' : 'none'}
        isEmpty={(data) => data.orders.total === 0}
        summary={({ orders: { total } }) => (
          <p>
            {total} {total === 1 ? 'order' : 'orders'}
          </p>
        )}
      >
        {({ orders: { items, total } }, busy) => (
          <>
            <OrderList orders={items} linkedId={linkedId} />
            <ListPager paging={paging} total={total} label="Order" disabled={busy} />
          </>
        )}
      </ListState>
    </div>
  );
}

interface OrderListProps {
  orders: OrderRow[];
  /** The order a dashboard link named: shown open and scrolled to. */
  linkedId: string | null;
}

function OrderList({ orders, linkedId }: OrderListProps) {
  return (
    <ul className="orders-admin__list">
      {orders.map((order) => (
        <li key={order.id}>
          <OrderItem order={order} linked={order.id === linkedId} />
        </li>
      ))}
    </ul>
  );
}

/** Taken by the sandbox (or a provider's test host): no money moved, not counted as revenue. */
function TestPaymentBadge() {
  return (
    <>
      {' '}
      <span className="orders-admin__test">Test payment</span>
    </>
  );
}

function OrderItem({ order, linked }: { order: OrderRow; linked: boolean }) {
  const ref = useScrollIntoView<HTMLDetailsElement>(linked);
  return (
    <details ref={ref} open={linked || undefined} aria-current={linked ? 'true' : undefined}>
      <summary>
        <span className="orders-admin__reference">{order.reference}</span>{' '}
        <span
          className={`orders-admin__status orders-admin__status--${order.status.toLowerCase()}`}
        >
          {order.status}
        </span>
        {order.isTest && <TestPaymentBadge />} · {describePlan(order.plan, order.cycle)} ·{' '}
        {formatPaise(order.amountPaise)} · {order.customerName} {order.customerMobile}
      </summary>
      <ol aria-label={`Timeline of ${order.reference}`}>
        {order.events.map((event) => (
          <li key={event.id}>
            <time dateTime={event.createdAt}>{formatStaffDateTime(event.createdAt)}</time>{' '}
            {event.kind}
            {event.detail && `: ${event.detail}`}
          </li>
        ))}
      </ol>
    </details>
  );
}
