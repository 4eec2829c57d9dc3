import { WORKFORCE_MANAGERS, withScope } from '../../../../common/access';
import { REPORTS_WITHOUT_TASK_PAGE_SIZE } from '../../../../common/workforce';
import type { PageWindowInput } from '../../../../common/workforce.schemas';
import { staffOperation, type StaffContext } from '../../shared/auth/operation';
import { parsePageWindow, type Page } from './paging';
import { TaskOutcome } from './task-outcome.entity';

/**
 * Reports the original clients sent without naming a task, newest first, with who sent them:
 * kept so the employer reads every report from the field, not only those on a task.
 */
export const listReportsWithoutTask = staffOperation(
  withScope(WORKFORCE_MANAGERS, 'tasks:read'),
  async (ctx: StaffContext, input: PageWindowInput): Promise<Page<TaskOutcome>> => {
    const window = parsePageWindow(input, REPORTS_WITHOUT_TASK_PAGE_SIZE);
    const [items, total] = await ctx.em.findAndCount(
      TaskOutcome,
      { task: null },
      { populate: ['reportedBy'], orderBy: { createdAt: 'desc', id: 'desc' }, ...window },
    );
    return { items, total };
  },
);
