import { defineEntity, p } from '@mikro-orm/core';
import { createdAtProperty, publishedAtProperty, updatedAtProperty } from '../../db/timestamps';
import {
  JOB_DEPARTMENTS,
  JOB_LOCATION_MAX_LENGTH,
  JOB_SLUG_MAX_LENGTH,
  JOB_TYPES,
} from '../../../../common/careers';
import { JOB_STATUSES } from '../../../../common/publishing';
import {
  CANONICAL_URL_MAX_LENGTH,
  META_DESCRIPTION_MAX_LENGTH,
  META_TITLE_MAX_LENGTH,
} from '../../../../common/seo';
import { MediaAsset } from '../media/media.public';

/**
 * An opening on the careers page. Only PUBLISHED jobs before their closing date are shown
 * (live-jobs.ts); drafts, scheduled and closed jobs stay for the record.
 */
const JobSchema = defineEntity({
  name: 'Job',
  tableName: 'job',
  properties: {
    id: p.integer().primary().autoincrement(),
    slug: p.string().length(JOB_SLUG_MAX_LENGTH).unique(),
    title: p.string().length(200),
    department: p.enum(JOB_DEPARTMENTS).index(),
    /** Free text such as 'Remote' or 'Noida (Hybrid)', stored trimmed. */
    location: p.string().length(JOB_LOCATION_MAX_LENGTH),
    type: p.enum(JOB_TYPES),
    experience: p.string().length(60),
    description: p.text(),
    skills: p.array().default([]),
    /** Rows made without one are live. */
    status: p.enum(JOB_STATUSES).default('PUBLISHED').index(),
    /** When a SCHEDULED job goes live (the publishing scheduler claims it then). */
    publishAt: p.datetime().nullable(),
    /** When it leaves the site by itself (JobPosting validThrough); null: open until closed. */
    closesAt: p.datetime().nullable(),
    /** SEO overrides; null means derived from the job (title, description, address). */
    metaTitle: p.string().length(META_TITLE_MAX_LENGTH).nullable(),
    metaDescription: p.string().length(META_DESCRIPTION_MAX_LENGTH).nullable(),
    canonicalUrl: p.string().length(CANONICAL_URL_MAX_LENGTH).nullable(),
    socialImage: () => p.manyToOne(MediaAsset).nullable().deleteRule('set null'),
    postedAt: createdAtProperty(),
    updatedAt: updatedAtProperty(),
    /**
     * When it first went live: its datePosted. A job made live at once takes its creation time
     * (declared after status and postedAt, so both are set when this runs).
     */
    publishedAt: publishedAtProperty('postedAt'),
  },
});

export class Job extends JobSchema.class {}
JobSchema.setClass(Job);
