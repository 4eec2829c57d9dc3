import { defineEntity, p } from '@mikro-orm/core';
import { createdAtProperty, updatedAtProperty } from '../../db/timestamps';
import {
  JOB_DEPARTMENTS,
  JOB_LOCATION_MAX_LENGTH,
  JOB_SLUG_MAX_LENGTH,
  JOB_TYPES,
} from '../../../../common/careers';
import {
  CANONICAL_URL_MAX_LENGTH,
  META_DESCRIPTION_MAX_LENGTH,
  META_TITLE_MAX_LENGTH,
} from '../../../../common/seo';
import { MediaAsset } from '../media/media.public';

/** An opening on the careers page; closed jobs stay for the record but are not shown. */
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
    isOpen: p.boolean().default(true).index(),
    /** SEO overrides; null means derived from the job (title, description, address). */
    metaTitle: p.string().length(META_TITLE_MAX_LENGTH).nullable(),
    metaDescription: p.string().length(META_DESCRIPTION_MAX_LENGTH).nullable(),
    canonicalUrl: p.string().length(CANONICAL_URL_MAX_LENGTH).nullable(),
    socialImage: () => p.manyToOne(MediaAsset).nullable().deleteRule('set null'),
    postedAt: createdAtProperty(),
    updatedAt: updatedAtProperty(),
  },
});

export class Job extends JobSchema.class {}
JobSchema.setClass(Job);
