import { Directive, Field, ID, InputType, ObjectType } from 'type-graphql';
import type { jobFieldsSchema } from '../../../../common/careers.schemas';
import type { JobStatus } from '../../../../common/publishing';
import { PUBLIC_CONTENT_HINT } from '../../shared/graphql-cache-policy';
import { JobStatusEnum } from '../publishing/publishing.public';
import type { GraphQLInputOf } from '../../shared/graphql-input';

/**
 * The fields of a job as staff write it and as everyone reads it: one class is both the
 * JobInput and the base of the Job type, so a new field is declared once, beside the schema.
 * No query answers it by itself, so the schema names only JobInput and Job.
 */
@InputType('JobInput', { description: 'A job as staff write it; every field is required' })
@ObjectType()
export class JobFields implements GraphQLInputOf<typeof jobFieldsSchema> {
  @Field(() => String, { description: "The position's name, e.g. 'Senior React Developer'" })
  title!: string;

  @Field(() => String, {
    description: 'Engineering, Design, Marketing, Sales, Product, HR or Finance',
  })
  department!: string;

  @Field(() => String, { description: "Free text such as 'Remote' or 'Noida (Hybrid)'" })
  location!: string;

  @Field(() => String, { description: 'Full-time, Part-time, Contract or Freelance' })
  type!: string;

  @Field(() => String, { description: "Free text such as '2-4 years'" })
  experience!: string;

  @Field(() => String, { description: 'Full text; line breaks separate paragraphs' })
  description!: string;

  @Field(() => [String], { description: 'Stored trimmed, blanks and repeats dropped' })
  skills!: string[];
}

@Directive(PUBLIC_CONTENT_HINT)
@ObjectType('Job', { description: 'An open position on the careers page' })
export class JobType extends JobFields {
  @Field(() => ID, { description: "The job's id" })
  id!: number;

  @Field(() => String, { description: 'Unique, URL-safe name used in the job address' })
  slug!: string;

  @Field(() => Date, { description: 'When it was first published' })
  postedAt!: Date;

  @Field(() => Date, { description: 'When it was last changed' })
  updatedAt!: Date;

  @Field(() => JobStatusEnum, { description: 'Visitors only ever see PUBLISHED jobs' })
  status!: JobStatus;

  @Field(() => Date, { nullable: true, description: 'When a SCHEDULED job goes live' })
  publishAt!: Date | null;

  @Field(() => Date, {
    nullable: true,
    description: 'When the job leaves the site by itself (JobPosting validThrough)',
  })
  closesAt!: Date | null;

  @Field(() => Date, {
    nullable: true,
    description: 'When it first went live (its datePosted); null: never yet',
  })
  publishedAt!: Date | null;
}

@Directive(PUBLIC_CONTENT_HINT)
@ObjectType('JobFilterOptions', {
  description: "Distinct values of open jobs, sorted; 'All' is not included",
})
export class JobFilterOptionsType {
  @Field(() => [String], { description: 'Departments with an open job' })
  departments!: string[];

  @Field(() => [String], { description: 'Locations with an open job' })
  locations!: string[];
}
