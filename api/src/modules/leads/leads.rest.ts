import { Router } from 'express';
import { serviceContext } from '../../shared/rest';
import { submitContactMessage } from './leads.service';

export const CONTACT_SENT_MESSAGE = 'Thank you! Your message has been sent.';

/** The original site's contact call (POST /api/v1/contacts), through the same service. */
export function leadsRestRoutes(): Router {
  const router = Router();

  router.post('/contacts', async (req, res) => {
    // A body that is not JSON leaves req.body undefined; the service names what is missing.
    const receipt = await submitContactMessage(serviceContext(res), req.body);
    res.status(201).json({ message: CONTACT_SENT_MESSAGE, id: receipt.id });
  });

  return router;
}
