import { ArgsType, Field } from 'type-graphql';

@ArgsType()
export class OpenJobsArgs {
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
