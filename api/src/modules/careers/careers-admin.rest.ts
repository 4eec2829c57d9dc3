import type { Request } from 'express';
import { ValidationError } from '../../shared/errors';
import { parseId } from '../../shared/id-arg';
import { deletedAnswerSchema, jsonAnswer, NOT_FOUND } from '../../shared/rest-docs';
import { serviceContext } from '../../shared/rest';
import type { RestRoute } from '../../shared/rest-routes';
import { createJob, deleteJob, updateJob } from './careers-admin.service';
import { toRestJob } from './careers.rest';
import { jobBodySchema, restJobSchema } from './careers.rest-docs';

const jobBody = { type: 'application/json', schema: jobBodySchema } as const;

/**
 * The original admin's job calls, with its paths (the update path is plural, as it always was).
 * Bodies carry title, location, type, experience, department, description and skills.
 */
export const careersAdminRestRoutes: RestRoute[] = [
  {
    method: 'post',
    path: '/v1/job/createjob',
    access: createJob.access,
    summary: 'Create a job',
    request: { body: jobBody },
    responses: { 201: jsonAnswer('The new job', restJobSchema) },
    handler: async (req, res) => {
      const job = await createJob(serviceContext(res), jsonObjectBody(req));
      res.status(201).json(toRestJob(job));
    },
  },
  {
    method: 'put',
    path: '/v1/jobs/updatejob/:id',
    access: updateJob.access,
    summary: 'Replace a job',
    request: { body: jobBody },
    responses: { 200: jsonAnswer('The job as saved', restJobSchema), ...NOT_FOUND },
    handler: async (req, res) => {
      const id = parseId(String(req.params['id']));
      const job = await updateJob(serviceContext(res), id, jsonObjectBody(req));
      res.json(toRestJob(job));
    },
  },
  {
    method: 'delete',
    path: '/v1/job/deletejob/:id',
    access: deleteJob.access,
    summary: 'Delete a job',
    responses: { 200: jsonAnswer('Deleted', deletedAnswerSchema), ...NOT_FOUND },
    handler: async (req, res) => {
      const id = await deleteJob(serviceContext(res), parseId(String(req.params['id'])));
      res.json({ message: 'Job deleted', id });
    },
  },
];

/** A form post or a JSON array would otherwise reach the service as a puzzling error. */
function jsonObjectBody(req: Request): Record<string, unknown> {
  const body: unknown = req.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ValidationError(
      'Invalid input: send a JSON object with title, location, type, experience, department, description and skills',
      { input: 'must be a JSON object' },
    );
  }
  return body as Record<string, unknown>;
}
