import { pipeline } from 'node:stream/promises';
import {
  APPLICATION_STATUSES,
  RESUME_MAX_BYTES,
  type ApplicationStatus,
} from '../../../../common/applications';
import { ValidationError } from '../../shared/errors';
import { parseId, parseIdArg } from '../../shared/id-arg';
import { singleQueryValue, sortQueryValue } from '../../shared/query-params';
import { csvAnswer, jsonAnswer, NOT_FOUND, RATE_LIMITED } from '../../shared/rest-docs';
import { serviceContext } from '../../shared/rest';
import type { RestRoute } from '../../shared/rest-routes';
import { multipartForm, uploadedFile } from '../../shared/uploads/rest-multipart';
import { applicationsCsv, openResume } from './applications-admin.service';
import { applyToJob } from './apply-to-job.service';
import {
  applicationReceiptSchema,
  applicationsCsvQuerySchema,
  applyFormSchema,
} from './careers.rest-docs';

/** The original's apply call (spec call 5) and the staff downloads, over the same services. */
export const applicationsRestRoutes: RestRoute[] = [
  {
    method: 'post',
    path: '/v1/job/applyjob',
    access: applyToJob.access,
    summary: 'Apply to a job',
    request: { body: { type: 'multipart/form-data', schema: applyFormSchema } },
    responses: {
      201: jsonAnswer('Application received', applicationReceiptSchema),
      ...NOT_FOUND,
      ...RATE_LIMITED,
    },
    before: [multipartForm({ fileField: 'resume', maxFileBytes: RESUME_MAX_BYTES })],
    handler: async (req, res) => {
      const body = (req.body ?? {}) as Record<string, string | undefined>;
      const { jobTitle, jobLocation, jobSlug, attribution, ...fields } = body;
      const receipt = await applyToJob(
        serviceContext(res),
        {
          fields: { ...fields, attribution: jsonFormField(attribution, 'attribution') },
          job: { jobTitle, jobLocation, jobSlug },
        },
        uploadedFile(res),
      );
      res.status(201).json({ message: 'Application submitted', id: receipt.id });
    },
  },
  {
    method: 'get',
    path: '/v1/job/applications/:id/resume',
    access: openResume.access,
    summary: "Download an application's resume",
    responses: {
      200: { description: 'The file as uploaded', type: 'application/octet-stream' },
      ...NOT_FOUND,
    },
    handler: async (req, res) => {
      const resume = await openResume(serviceContext(res), parseId(String(req.params['id'])));
      res.setHeader('Content-Type', resume.mime);
      res.setHeader('Content-Length', String(resume.size));
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Cache-Control', 'private, no-store');
      res.attachment(resume.name);
      await pipeline(resume.stream, res);
    },
  },
  {
    method: 'get',
    path: '/v1/job/applications.csv',
    access: applicationsCsv.access,
    summary: 'Export job applications (CSV)',
    description:
      'Columns: Id, Applied, Job, Name, Email, Phone, Experience, Portfolio, Status, Notes; ' +
      'newest first unless sorted, at most 10,000 rows.',
    request: { query: applicationsCsvQuerySchema },
    responses: { 200: csvAnswer('applications.csv') },
    handler: async (req, res) => {
      const csv = await applicationsCsv(serviceContext(res), {
        jobId: parseIdArg(singleQueryValue(req.query['jobId'], 'jobId'), 'jobId'),
        status: statusQueryValue(req.query['status']),
        sort: sortQueryValue(req.query),
      });
      res.setHeader('Content-Type', 'text/csv; charset=utf-8');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.attachment('applications.csv');
      res.send(csv);
    },
  },
];

/** A form field that carries JSON (a multipart form has only text); absent stays absent. */
function jsonFormField(value: string | undefined, field: string): unknown {
  if (value === undefined || value === '') return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    throw new ValidationError(`Invalid input: ${field} must be JSON`, { [field]: 'must be JSON' });
  }
}

function statusQueryValue(value: unknown): ApplicationStatus | undefined {
  const text = singleQueryValue(value, 'status');
  if (!text) return undefined;
  const status = APPLICATION_STATUSES.find((known) => known === text);
  if (!status) {
    throw new ValidationError(
      `Invalid input: status must be one of ${APPLICATION_STATUSES.join(', ')}`,
      {
        status: 'unknown status',
      },
    );
  }
  return status;
}
