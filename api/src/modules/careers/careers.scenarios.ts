import type { JobDepartment, JobType } from '../../../../common/careers';
import type { JobStatus } from '../../../../common/publishing';
import type { Orm } from '../../db/orm';
import { Job } from './job.entity';

interface JobSpec {
  slug: string;
  title: string;
  department: JobDepartment;
  location: string;
  type?: JobType;
  /** PUBLISHED (open) unless said otherwise. */
  status?: JobStatus;
  /** Days before 2026-01-31; larger is older. */
  age: number;
}

const BASE = Date.UTC(2026, 0, 31);

/** Named test data for careers: read the jobs here to follow what a test expects. */
export const careersScenarios = {
  /** Four open jobs in three departments and three locations, plus one closed job. */
  standard: [
    {
      slug: 'backend-engineer',
      title: 'Backend Engineer',
      department: 'Engineering',
      location: 'Remote',
      age: 1,
    },
    {
      slug: 'frontend-engineer',
      title: 'Frontend Engineer (100% React)',
      department: 'Engineering',
      location: 'Noida (Hybrid)',
      type: 'Contract',
      age: 2,
    },
    {
      slug: 'product-designer',
      title: 'Product Designer',
      department: 'Design',
      location: 'Work from office',
      age: 3,
    },
    {
      slug: 'seo-specialist',
      title: 'SEO Specialist',
      department: 'Marketing',
      location: 'Remote',
      type: 'Part-time',
      age: 4,
    },
    {
      slug: 'finance-analyst',
      title: 'Finance Analyst',
      department: 'Finance',
      location: 'Mumbai',
      status: 'CLOSED',
      age: 5,
    },
  ],
} satisfies Record<string, JobSpec[]>;

export async function seedCareersScenario(orm: Orm, jobs: JobSpec[]): Promise<Job[]> {
  const em = orm.em.fork();
  const created = jobs.map((spec) => {
    const postedAt = new Date(BASE - spec.age * 86_400_000);
    return em.create(Job, {
      slug: spec.slug,
      title: spec.title,
      department: spec.department,
      location: spec.location,
      type: spec.type ?? 'Full-time',
      experience: '2-4 years',
      description: `${spec.title} in detail.\nWhat you will do.`,
      skills: ['Communication', spec.department],
      status: spec.status ?? 'PUBLISHED',
      postedAt,
      updatedAt: postedAt,
    });
  });
  await em.flush();
  return created;
}
