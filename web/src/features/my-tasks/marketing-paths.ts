/** The marketing area's addresses (the spec's route table) and its four outcome forms. */
export type OutcomeKind = 'COMPLETED' | 'INCOMPLETED' | 'RESCHEDULED' | 'REJECTED';

export const marketingPaths = {
  login: '/marketing/login',
  dashboard: '/marketing/dashboard',
  allTasks: '/marketing/alltask',
  outcome: (kind: OutcomeKind, taskCode: string) =>
    `/marketing/${OUTCOME_SEGMENTS[kind]}?${new URLSearchParams({ task: taskCode }).toString()}`,
} as const;

/** Each outcome form's path segment under /marketing and its button text. */
export const OUTCOME_SEGMENTS: Record<OutcomeKind, string> = {
  COMPLETED: 'completed',
  INCOMPLETED: 'incompleted',
  RESCHEDULED: 'reschedule',
  REJECTED: 'rejected',
};

export const OUTCOME_LABELS: Record<OutcomeKind, string> = {
  COMPLETED: 'Completed',
  INCOMPLETED: 'Incompleted',
  RESCHEDULED: 'Reschedule',
  REJECTED: 'Rejected',
};

export const OUTCOME_KINDS: readonly OutcomeKind[] = [
  'COMPLETED',
  'INCOMPLETED',
  'RESCHEDULED',
  'REJECTED',
];
