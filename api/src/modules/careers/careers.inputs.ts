import { ArgsType, Field } from 'type-graphql';
import type {
  adminJobListInputSchema,
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
  @Field(() => String, { description: "The job's slug, as in /careers/{slug}" })
  slug!: string;

  @Field(() => String, {
    nullable: true,
    description: 'A preview link token: opens the draft it was made for (staff share these)',
  })
  preview?: string;
}

@ArgsType()
export class AdminJobsArgs implements GraphQLInputOf<typeof adminJobListInputSchema> {
  @Field(() => String, { nullable: true, description: "Exact department; 'All' or absent: any" })
  department?: string;

  @Field(() => String, { nullable: true, description: "Exact location; 'All' or absent: any" })
  location?: string;
}
