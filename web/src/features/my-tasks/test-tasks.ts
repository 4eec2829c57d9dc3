import type { MarketingTaskFieldsFragment } from '../../graphql/graphql';
import type { MarketingTaskStatus } from './marketing-task';
import { pageOf } from '../../../../tests/support/msw/stubs';

/** A task as the server answers it, numbered n (T-00000n), for the area's component tests. */
export function testTask(
  n: number,
  overrides: Partial<MarketingTaskFieldsFragment> = {},
): MarketingTaskFieldsFragment & { __typename: 'Task' } {
  return {
    __typename: 'Task',
    id: String(n),
    taskCode: `T-${String(n).padStart(6, '0')}`,
    title: `Visit ${n}`,
    customerName: `Customer ${n}`,
    status: 'PENDING' satisfies MarketingTaskStatus,
    dueDate: '2026-11-23',
    previousDueDate: null,
    ...overrides,
  };
}

/** One page of tasks as the server answers it; `total` counts every page. */
export function pageOfTasks(items: ReturnType<typeof testTask>[], { total = items.length } = {}) {
  return pageOf('TaskPage', items, total);
}

/** A page of `count` numbered tasks from `first` on, out of `total`. */
export function numberedTasks(first: number, count: number, total: number) {
  const items = Array.from({ length: count }, (_, index) => testTask(first + index));
  return pageOfTasks(items, { total });
}
