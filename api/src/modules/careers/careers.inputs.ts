import { ArgsType, Field, InputType } from 'type-graphql';
import type {
  adminJobListInputSchema,
  jobFieldsSchema,
  jobListInputSchema,
} from '../../../../common/careers.schemas';
import type { GraphQLInputOf } from '../../shared/graphql-input';

@ArgsType()
export class OpenJobsArgs implements GraphQLInputOf<typeof jobListInputSchema> {
  @Field(() => String, {
    nullable: true,
    description: 'Case-insensitive text matched in the title',
  })
  search?: string;

  @Field(() => String, { nullable: true, description: "Exact department; 'All' or absent: any" })
  department?: string;

  @Field(() => String, { nullable: true, description: "Exact location; 'All' or absent: any" })
  location?: string;
}

@ArgsType()
export class JobSlugArgs {
  @Field(() => String)
  slug!: string;
}

@ArgsType()
export class AdminJobsArgs implements GraphQLInputOf<typeof adminJobListInputSchema> {
  @Field(() => String, { nullable: true, description: "Exact department; 'All' or absent: any" })
  department?: string;

  @Field(() => String, { nullable: true, description: "Exact location; 'All' or absent: any" })
  location?: string;
}

@InputType('JobInput', { description: 'A job as staff write it; every field is required' })
export class JobInput implements GraphQLInputOf<typeof jobFieldsSchema> {
  @Field(() => String)
  title!: string;

  @Field(() => String, { description: "Free text such as 'Remote' or 'Noida (Hybrid)'" })
  location!: string;

  @Field(() => String, { description: 'Full-time, Part-time, Contract or Freelance' })
  type!: string;

  @Field(() => String, { description: "Free text such as '2-4 years'" })
  experience!: string;

  @Field(() => String, {
    description: 'Engineering, Design, Marketing, Sales, Product, HR or Finance',
  })
  department!: string;

  @Field(() => String)
  description!: string;

  @Field(() => [String], { description: 'Stored trimmed, blanks and repeats dropped' })
  skills!: string[];
}
