import type { MarketingTaskFieldsFragment } from '../../graphql/graphql';
import type { MarketingTaskStatus } from './marketing-task';

/** A task as the server answers it, numbered n (T-00000n), for the area's component tests. */
export function testTask(
  n: number,
  overrides: Partial<MarketingTaskFieldsFragment> = {},
): MarketingTaskFieldsFragment & { __typename: 'Task' } {
  return {
    __typename: 'Task',
    id: n,
    taskCode: `T-${String(n).padStart(6, '0')}`,
    title: `Visit ${n}`,
    customerName: `Customer ${n}`,
    status: 'PENDING' satisfies MarketingTaskStatus,
    dueDate: '2026-11-23',
    previousDueDate: null,
    ...overrides,
  };
}

/** One page of tasks as the server answers it. */
export function pageOfTasks(
  items: ReturnType<typeof testTask>[],
  { total = items.length, page = 1, pageCount = 1 } = {},
) {
  const answer = { __typename: 'TaskPage' as const, total, page, pageCount, items };
  return answer;
}

/** Page `page` of a list of `total` numbered tasks, `size` a page. */
export function testTaskPage(total: number, page: number, size: number) {
  const first = (page - 1) * size + 1;
  const count = Math.max(0, Math.min(size, total - first + 1));
  const items = Array.from({ length: count }, (_, index) => testTask(first + index));
  return pageOfTasks(items, { total, page, pageCount: Math.max(1, Math.ceil(total / size)) });
}
