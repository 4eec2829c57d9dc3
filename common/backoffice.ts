/**
 * Back-office rules shared by the web app and the api: what the admin search and the calendar
 * accept, and the addresses of the admin sections that search results and activity link to.
 */
import { z } from 'zod';
import { cleanLine } from './text';

export const ADMIN_SEARCH_MIN_LENGTH = 2;
export const ADMIN_SEARCH_MAX_LENGTH = 100;
/** Results per kind of thing found (posts, jobs, leads...). */
export const ADMIN_SEARCH_LIMIT_PER_KIND = 5;

export const adminSearchSchema = z.object({
  query: cleanLine('Search text', ADMIN_SEARCH_MAX_LENGTH).pipe(
    z
      .string()
      .min(
        ADMIN_SEARCH_MIN_LENGTH,
        `Search text must be at least ${ADMIN_SEARCH_MIN_LENGTH} characters`,
      ),
  ),
});

/** A calendar month as 'YYYY-MM'. */
export const calendarMonthSchema = z.object({
  month: z
    .string({ error: 'Month must be text such as 2026-11' })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Month must look like 2026-11'),
});

/** Where each kind of record lives in the back office (the sidebar's sections). */
export const ADMIN_LINKS = {
  lead: (id: number) => `/admin/messages?lead=${id}`,
  post: (id: number) => `/admin/blogs?post=${id}`,
  job: (id: number) => `/admin/career?job=${id}`,
  application: (id: number) => `/admin/applications?application=${id}`,
  calendarMonth: (month: string) => `/admin/calendar?month=${month}`,
  order: (id: number) => `/admin/orders?order=${id}`,
} as const;

/** The company works in India: days and weeks on the dashboard are India Standard Time. */
export const BUSINESS_UTC_OFFSET_MINUTES = 330;
