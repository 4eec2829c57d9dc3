import { z } from 'zod';
import { contactMessageSchema } from '../../../../common/leads';
import { ValidationError } from '../../shared/errors';
import { attributionDoc, jsonAnswer, RATE_LIMITED } from '../../shared/rest-docs';
import { serviceContext } from '../../shared/rest';
import type { RestRoute } from '../../shared/rest-routes';
import { submitContactMessage } from './leads.service';

export const CONTACT_SENT_MESSAGE = 'Thank you! Your message has been sent.';

/** The original site's contact call (POST /api/v1/contacts), through the same service. */
export const leadsRestRoutes: RestRoute[] = [
  {
    method: 'post',
    path: '/v1/contacts',
    access: submitContactMessage.access,
    summary: 'Send a contact message',
    request: {
      body: {
        type: 'application/json',
        schema: contactMessageSchema.extend({ attribution: attributionDoc }),
      },
    },
    responses: {
      201: jsonAnswer('Received', z.object({ message: z.string(), id: z.number().int() })),
      ...RATE_LIMITED,
    },
    handler: async (req, res) => {
      // A form post or a JSON array would otherwise reach the service as a puzzling 'input' error.
      if (!isJsonObject(req.body)) {
        throw new ValidationError(
          'Invalid input: send a JSON object with name, email, subject and message',
          { input: 'must be a JSON object' },
        );
      }
      const receipt = await submitContactMessage(serviceContext(res), req.body);
      res.status(201).json({ message: CONTACT_SENT_MESSAGE, id: receipt.id });
    },
  },
];

function isJsonObject(body: unknown): body is Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body);
}
