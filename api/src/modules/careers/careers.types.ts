import { Directive, Field, ID, InputType, ObjectType } from 'type-graphql';
import type { jobFieldsSchema } from '../../../../common/careers.schemas';
import { PUBLIC_CONTENT_HINT } from '../../shared/graphql-cache-policy';
import type { GraphQLInputOf } from '../../shared/graphql-input';

/**
 * The fields of a job as staff write it and as everyone reads it: one class is both the
 * JobInput and the base of the Job type, so a new field is declared once, beside the schema.
 * No query answers it by itself, so the schema names only JobInput and Job.
 */
@InputType('JobInput', { description: 'A job as staff write it; every field is required' })
@ObjectType()
export class JobFields implements GraphQLInputOf<typeof jobFieldsSchema> {
  @Field(() => String)
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
  @Field(() => ID)
  id!: number;

  @Field(() => String, { description: 'Unique, URL-safe name used in the job address' })
  slug!: string;

  @Field(() => Boolean, { description: 'Closed jobs are kept but not shown to visitors' })
  isOpen!: boolean;

  @Field(() => Date)
  postedAt!: Date;

  @Field(() => Date)
  updatedAt!: Date;
}

@Directive(PUBLIC_CONTENT_HINT)
@ObjectType('JobFilterOptions', {
  description: "Distinct values of open jobs, sorted; 'All' is not included",
})
export class JobFilterOptionsType {
  @Field(() => [String])
  departments!: string[];

  @Field(() => [String])
  locations!: string[];
}
