import { defineEntity, p } from '@mikro-orm/core';
import { APPLICATION_STATUSES } from '../../../../common/applications';
import { attributionProperties } from '../../db/attribution';
import { createdAtProperty, updatedAtProperty } from '../../db/timestamps';
import { Job } from './job.entity';

/** One person's application to one job, with the resume kept in file storage. */
const JobApplicationSchema = defineEntity({
  name: 'JobApplication',
  tableName: 'job_application',
  properties: {
    id: p.integer().primary().autoincrement(),
    job: () => p.manyToOne(Job).deleteRule('cascade').index(),
    fullName: p.string().length(100),
    /** Stored lower-case: the duplicate check compares it. */
    email: p.string().length(254).index(),
    /** 10 digits: the contact view finds an applicant's other records by it. */
    phone: p.string().length(20).index(),
    experience: p.string().length(60),
    portfolio: p.string().length(500).nullable(),
    /** Storage key of the resume; never sent to clients. */
    resumeKey: p.string().length(100).hidden(),
    /** The type sniffed from the bytes. */
    resumeMime: p.string().length(100),
    resumeName: p.string().length(200),
    resumeSize: p.integer(),
    status: p.enum(APPLICATION_STATUSES).default('NEW').index(),
    notes: p.text().default(''),
    ...attributionProperties(),
    createdAt: createdAtProperty(),
    updatedAt: updatedAtProperty(),
  },
});

export class JobApplication extends JobApplicationSchema.class {}
JobApplicationSchema.setClass(JobApplication);
