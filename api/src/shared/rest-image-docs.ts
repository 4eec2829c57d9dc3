import { z } from 'zod';

/** An image with the copies a browser can choose from (a <picture>), as REST answers carry it. */
export const restPictureSchema = z
  .object({
    src: z.string().meta({ description: 'The widest widely supported copy' }),
    width: z.number().nullable(),
    height: z.number().nullable(),
    srcset: z.string().nullable().meta({ description: 'JPEG, PNG or GIF copies by width' }),
    sources: z
      .array(z.object({ type: z.string(), srcset: z.string() }))
      .meta({ description: 'Modern formats (AVIF, WebP), best first' }),
  })
  .meta({ description: 'An image and its resized copies' });
