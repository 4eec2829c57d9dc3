/** How each kind of record is named in the top bar's lists. */
const KIND_NAMES: Record<string, string> = {
  LEAD: 'Lead',
  POST: 'Post',
  JOB: 'Job',
  APPLICATION: 'Application',
  TASK: 'Task',
  ORDER: 'Order',
};

export const kindName = (kind: string) => KIND_NAMES[kind] ?? kind;
