import { ADMIN_ONLY, withScope } from '../../../../common/access';
import { cleanText } from '../../../../common/text';
import type { FilterQuery } from '@mikro-orm/core';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import {
  APPLICATION_SORT,
  APPLICATION_STATUSES,
  type ApplicationSortField,
  type ApplicationStatus,
} from '../../../../common/applications';
import { staffOperation, type StaffContext } from '../../shared/auth/operation';
import type { ServiceContext } from '../../shared/context';
import { toCsv, type CsvColumn } from '../../shared/csv';
import { NotFoundError } from '../../shared/errors';
import {
  byProperties,
  byRank,
  byText,
  listOrdering,
  type SortColumns,
} from '../../shared/list-sort';
import { parseInput } from '../../shared/validation';
import { JobApplication } from './job-application.entity';
import { recordWebhookEvent } from '../webhooks/webhooks.public';

/** What the back office shows of an application (the storage key stays on the server). */
export interface ApplicationView {
  id: number;
  jobId: number;
  jobTitle: string;
  fullName: string;
  email: string;
  phone: string;
  experience: string;
  portfolio: string | null;
  resumeName: string;
  resumeMime: string;
  resumeSize: number;
  resumeUrl: string;
  status: ApplicationStatus;
  notes: string;
  createdAt: Date;
}

export interface ApplicationFilter {
  jobId?: number | undefined;
  status?: ApplicationStatus | null | undefined;
  /** `{ field, direction }`, checked against APPLICATION_SORT; absent: newest first. */
  sort?: unknown;
  offset: number;
  limit: number;
}

const APPLICATION_SORT_COLUMNS: SortColumns<JobApplication, ApplicationSortField> = {
  CREATED_AT: byProperties('createdAt'),
  FULL_NAME: byText('full_name'),
  JOB_TITLE: (direction) => [{ job: { title: direction } }],
  STATUS: byRank('status', APPLICATION_STATUSES),
};

const applicationOrder = listOrdering(APPLICATION_SORT, APPLICATION_SORT_COLUMNS);

export function resumeDownloadPath(id: number): string {
  return `/api/v1/job/applications/${id}/resume`;
}

function toView(application: JobApplication): ApplicationView {
  return {
    id: application.id,
    jobId: application.job.id,
    jobTitle: application.job.title,
    fullName: application.fullName,
    email: application.email,
    phone: application.phone,
    experience: application.experience,
    portfolio: application.portfolio ?? null,
    resumeName: application.resumeName,
    resumeMime: application.resumeMime,
    resumeSize: application.resumeSize,
    resumeUrl: resumeDownloadPath(application.id),
    status: application.status,
    notes: application.notes,
    createdAt: application.createdAt,
  };
}

/** Applications (newest first by default) for all jobs or one, optionally in one pipeline stage. */
export const listApplications = staffOperation(
  withScope(ADMIN_ONLY, 'applications:read'),
  async (
    ctx: StaffContext,
    filter: ApplicationFilter,
  ): Promise<{ items: ApplicationView[]; total: number }> => {
    const [rows, total] = await ctx.em.findAndCount(JobApplication, whereOf(filter), {
      populate: ['job'],
      orderBy: applicationOrder(filter.sort),
      offset: Math.max(filter.offset, 0),
      limit: Math.min(Math.max(filter.limit, 1), 500),
    });
    return { items: rows.map(toView), total };
  },
);

const CSV_MAX_ROWS = 10_000;

const CSV_COLUMNS: CsvColumn<ApplicationView>[] = [
  { header: 'Id', value: (row) => row.id },
  { header: 'Applied', value: (row) => row.createdAt },
  { header: 'Job', value: (row) => row.jobTitle },
  { header: 'Name', value: (row) => row.fullName },
  { header: 'Email', value: (row) => row.email },
  { header: 'Phone', value: (row) => row.phone },
  { header: 'Experience', value: (row) => row.experience },
  { header: 'Portfolio', value: (row) => row.portfolio },
  { header: 'Status', value: (row) => row.status },
  { header: 'Notes', value: (row) => row.notes },
];

/** The filtered applications as CSV, in the screen's order (applicant text is defused by toCsv). */
export const applicationsCsv = staffOperation(
  withScope(ADMIN_ONLY, 'applications:read'),
  async (
    ctx: StaffContext,
    filter: Omit<ApplicationFilter, 'offset' | 'limit'>,
  ): Promise<string> => {
    const rows = await ctx.em.find(JobApplication, whereOf(filter), {
      populate: ['job'],
      orderBy: applicationOrder(filter.sort),
      limit: CSV_MAX_ROWS,
    });
    return toCsv(CSV_COLUMNS, rows.map(toView));
  },
);

function whereOf(filter: Pick<ApplicationFilter, 'jobId' | 'status'>): FilterQuery<JobApplication> {
  const where: FilterQuery<JobApplication> = {};
  if (filter.jobId) where.job = filter.jobId;
  if (filter.status) where.status = filter.status;
  return where;
}

const reviewSchema = z.object({
  status: z.enum(APPLICATION_STATUSES).optional(),
  notes: cleanText('notes', 5000).optional(),
});

/** Moves an application in the pipeline (announced: application.status_changed) and/or replaces its notes. */
export const reviewApplication = staffOperation(
  withScope(ADMIN_ONLY, 'applications:write'),
  async (ctx: StaffContext, id: number, input: unknown): Promise<ApplicationView> => {
    const changes = parseInput(reviewSchema, input);
    return ctx.em.transactional(async (em) => {
      const application = await findApplication({ ...ctx, em }, id);
      const previousStatus = application.status;
      if (changes.status) application.status = changes.status;
      if (changes.notes !== undefined) application.notes = changes.notes;
      if (application.status !== previousStatus) {
        await recordWebhookEvent(em, 'application.status_changed', {
          id: application.id,
          jobId: application.job.id,
          jobTitle: application.job.title,
          fullName: application.fullName,
          previousStatus,
          status: application.status,
          changedAt: new Date().toISOString(),
        });
      }
      await em.flush();
      return toView(application);
    });
  },
);

/** The stored resume with the name and type to send it under. */
export const openResume = staffOperation(
  withScope(ADMIN_ONLY, 'applications:read'),
  async (
    ctx: StaffContext,
    id: number,
  ): Promise<{ stream: Readable; name: string; mime: string; size: number }> => {
    const storage = ctx.storage;
    const application = await ctx.em.findOne(JobApplication, { id }, { populate: ['resumeKey'] });
    if (!application) throw new NotFoundError(`No application with id ${id}`);
    const stream = await storage.openRead(application.resumeKey);
    return {
      stream,
      name: application.resumeName,
      mime: application.resumeMime,
      size: application.resumeSize,
    };
  },
);

async function findApplication(ctx: ServiceContext, id: number): Promise<JobApplication> {
  const application = await ctx.em.findOne(JobApplication, { id }, { populate: ['job'] });
  if (!application) throw new NotFoundError(`No application with id ${id}`);
  return application;
}
