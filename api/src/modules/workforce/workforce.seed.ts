import { businessDay, type TaskPriority, type TaskStatus } from '../../../../common/workforce';
import type { ServiceContext } from '../../shared/context';
import { StaffUser } from '../staff/staff.public';
import { Task } from './task.entity';

const DEMO_ASSIGNEE_EMAIL = 'marketing@example.com';

interface DemoTask {
  title: string;
  customerName: string;
  priority: TaskPriority;
  status: TaskStatus;
  dueInDays: number;
  previousDueInDays?: number;
}

const DEMO_TASKS: DemoTask[] = [
  {
    title: 'Website redesign pitch',
    customerName: 'Sharma Textiles',
    priority: 'HIGH',
    status: 'PENDING',
    dueInDays: 0,
  },
  {
    title: 'SEO audit follow-up',
    customerName: 'Gupta Foods',
    priority: 'MEDIUM',
    status: 'RESCHEDULED',
    dueInDays: 2,
    previousDueInDays: -1,
  },
  {
    title: 'Mobile app demo',
    customerName: 'Iyer Logistics',
    priority: 'LOW',
    status: 'PENDING',
    dueInDays: 3,
  },
  {
    title: 'Social media plan review',
    customerName: 'Reddy Clinics',
    priority: 'MEDIUM',
    status: 'PENDING',
    dueInDays: 5,
  },
];

/** A few tasks for the demo marketing account (one due today, one rescheduled), when none exist. */
export async function seedDemoTasks(ctx: ServiceContext): Promise<number> {
  if ((await ctx.em.count(Task)) > 0) return 0;
  const assignee = await ctx.em.findOne(StaffUser, { email: DEMO_ASSIGNEE_EMAIL });
  if (!assignee) return 0;
  for (const demo of DEMO_TASKS) {
    ctx.em.create(Task, {
      title: demo.title,
      description: `Visit ${demo.customerName} and report the outcome.`,
      customerName: demo.customerName,
      priority: demo.priority,
      status: demo.status,
      dueDate: businessDay(new Date(), demo.dueInDays),
      previousDueDate:
        demo.previousDueInDays === undefined
          ? null
          : businessDay(new Date(), demo.previousDueInDays),
      assignee,
    });
  }
  await ctx.em.flush();
  return DEMO_TASKS.length;
}
