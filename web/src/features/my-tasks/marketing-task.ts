import { TASK_STATUS_LABELS, type TaskStatus } from '../../../../common/workforce';

/**
 * The marketing area's view of a task and of a page of tasks: the fields its screens show.
 * The generated GraphQL types fit these shapes, so components take plain props.
 */
export type MarketingTaskStatus = TaskStatus;

export interface MarketingTask {
  id: string;
  taskCode: string;
  title: string;
  customerName: string;
  status: MarketingTaskStatus;
  /** YYYY-MM-DD */
  dueDate: string;
  previousDueDate?: string | null;
}

export interface MarketingTaskPage {
  items: readonly MarketingTask[];
  total: number;
}

export const STATUS_LABELS = TASK_STATUS_LABELS;
