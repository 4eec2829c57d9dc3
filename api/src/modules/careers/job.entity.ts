import { defineEntity, p } from '@mikro-orm/core';
import { createdAtProperty, updatedAtProperty } from '../../db/timestamps';
import {
  JOB_DEPARTMENTS,
  JOB_LOCATION_MAX_LENGTH,
  JOB_SLUG_MAX_LENGTH,
  JOB_TYPES,
} from '../../../../common/careers';

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
    postedAt: createdAtProperty(),
    updatedAt: updatedAtProperty(),
  },
});

export class Job extends JobSchema.class {}
JobSchema.setClass(Job);
