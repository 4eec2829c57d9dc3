import { z } from 'zod';

/** The media types the REST facade reads and answers. */
export type RestMediaType =
  | 'application/json'
  | 'multipart/form-data'
  | 'application/x-www-form-urlencoded'
  | 'text/csv'
  | 'text/html'
  | 'application/rss+xml'
  | 'application/octet-stream';

/** What a route reads besides its path: query parameters and a body. */
export interface RestRequestDocs {
  /** Query parameters, each a text field of the object. */
  query?: z.ZodObject;
  body?: { type: RestMediaType; schema: z.ZodType; description?: string };
}

/** One answer of a route: what it means and, when it has a body, its type and shape. */
export interface RestAnswerDocs {
  description: string;
  type?: RestMediaType;
  schema?: z.ZodType;
}

/** A route's answers by HTTP status; the access and validation errors are added for every route. */
export type RestResponsesDocs = Record<number, RestAnswerDocs>;

/** The body of every REST error: `{ message }`, and for invalid input the problem per field. */
export const restErrorSchema = z
  .object({
    message: z.string().meta({ description: 'What went wrong, in words a person can read' }),
    fields: z
      .record(z.string(), z.string())
      .optional()
      .meta({ description: 'For invalid input: each field at fault and its problem' }),
  })
  .meta({ id: 'Error', description: 'An error answer; never a stack trace' });

/**
 * Times and days as the answers write them (ISO 8601). Only the format is declared: zod's own
 * ISO patterns are long regular expressions that add nothing for a reader of the document.
 */
export const isoDateTime = () => z.string().meta({ format: 'date-time' });
export const isoDate = () => z.string().meta({ format: 'date', description: 'YYYY-MM-DD' });

const touchDoc = z
  .object({
    landingPage: z.string().nullish().meta({ description: 'The first page seen, a path (/...)' }),
    referrer: z.string().nullish().meta({ description: 'The site the visitor came from' }),
    utmSource: z.string().nullish(),
    utmMedium: z.string().nullish(),
    utmCampaign: z.string().nullish(),
    utmTerm: z.string().nullish(),
    utmContent: z.string().nullish(),
  })
  .nullish();

/**
 * Where a visitor came from, as lead, application and order submissions may carry it
 * (common/attribution.schemas.ts parses it); optional, and over-long text is cut.
 */
export const attributionDoc = z
  .object({
    firstTouch: touchDoc.meta({ description: 'The visit that first brought them' }),
    lastTouch: touchDoc.meta({ description: 'The visit they sent this from' }),
  })
  .nullish()
  .meta({ id: 'Attribution', description: 'Where the visitor came from (optional)' });

/** A JSON answer with the given shape. */
export function jsonAnswer(description: string, schema: z.ZodType): RestAnswerDocs {
  return { description, type: 'application/json', schema };
}

/** A CSV download (UTF-8, with a header row). */
export function csvAnswer(description: string): RestAnswerDocs {
  return { description, type: 'text/csv', schema: z.string() };
}

/** The `?sort=FIELD&direction=ASC|DESC` pair of a sortable list. */
export function sortQuery(fields: readonly string[]) {
  return {
    sort: z
      .enum(fields as [string, ...string[]])
      .optional()
      .meta({ description: 'Column to sort on; the list default when absent' }),
    direction: z
      .enum(['ASC', 'DESC'])
      .optional()
      .meta({ description: 'Sort direction; ASC when only sort is given' }),
  };
}

/** 429, for routes rate limited per client address (and sign-ins per account). */
export const RATE_LIMITED: RestResponsesDocs = {
  429: {
    description: 'Too many attempts; the window is 10 minutes (15 for sign-ins)',
    type: 'application/json',
    schema: restErrorSchema,
  },
};

/** 404 for a route that reads one record by its id or reference. */
export const NOT_FOUND: RestResponsesDocs = {
  404: { description: 'No such record', type: 'application/json', schema: restErrorSchema },
};

/** What a delete answers: a confirmation and the id that was removed. */
export const deletedAnswerSchema = z.object({
  message: z.string(),
  id: z.number().int().meta({ description: 'The id of the removed record' }),
});
