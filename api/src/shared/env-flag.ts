import { z } from 'zod';

/** A yes/no setting in the environment: 'true' or '1' is on, 'false' or '0' off. */
export const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');
