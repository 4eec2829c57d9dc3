import type { OrderSortField } from '../../../../common/billing';
import type { SortChoice } from '../../components/SortSelect';

/** The orders the screen offers (the server sorts; see ORDER_SORT). */
export const ORDER_SORT_CHOICES: readonly SortChoice<OrderSortField>[] = [
  { field: 'CREATED_AT', direction: 'DESC', label: 'Newest first' },
  { field: 'CREATED_AT', direction: 'ASC', label: 'Oldest first' },
  { field: 'AMOUNT', direction: 'DESC', label: 'Amount, highest first' },
  { field: 'AMOUNT', direction: 'ASC', label: 'Amount, lowest first' },
  { field: 'STATUS', direction: 'ASC', label: 'Status, Created to Expired' },
  { field: 'CUSTOMER_NAME', direction: 'ASC', label: 'Customer, A to Z' },
  { field: 'REFERENCE', direction: 'ASC', label: 'Reference' },
];
