import express, { Router } from 'express';
import { z } from 'zod';
import { AdjustableClock, type Clock } from './clock';

const MAX_ADVANCE_MS = 366 * 24 * 60 * 60 * 1000;

const clockChangeSchema = z.union([
  z.object({ advanceMs: z.number().int().min(-MAX_ADVANCE_MS).max(MAX_ADVANCE_MS) }),
  z.object({ reset: z.literal(true) }),
]);

/**
 * POST /__test/clock {"advanceMs": 120000} or {"reset": true}: moves this server's clock, so a
 * browser test can see a scheduled post go live without waiting. The app mounts it only when
 * NODE_ENV=test (app.ts); the clock it moves exists only then (app-services.ts).
 */
export function testClockRoutes(clock: Clock): Router {
  const routes = Router();
  routes.post('/__test/clock', express.json(), (req, res) => {
    const change = clockChangeSchema.safeParse(req.body);
    if (!(clock instanceof AdjustableClock) || !change.success) {
      res.status(400).json({ error: 'send {"advanceMs": <milliseconds>} or {"reset": true}' });
      return;
    }
    const now = 'reset' in change.data ? clock.reset() : clock.advance(change.data.advanceMs);
    res.json({ now: now.toISOString() });
  });
  return routes;
}
