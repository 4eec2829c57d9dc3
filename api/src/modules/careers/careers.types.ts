import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType('Job', { description: 'An open position on the careers page' })
export class JobType {
  @Field(() => ID)
  id!: number;

  @Field(() => String, { description: 'Unique, URL-safe name used in the job address' })
  slug!: string;

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

  @Field(() => [String])
  skills!: string[];

  @Field(() => Boolean, { description: 'Closed jobs are kept but not shown to visitors' })
  isOpen!: boolean;

  @Field(() => Date)
  postedAt!: Date;

  @Field(() => Date)
  updatedAt!: Date;
}

@ObjectType('JobFilterOptions', {
  description: "Distinct values of open jobs, sorted; 'All' is not included",
})
export class JobFilterOptionsType {
  @Field(() => [String])
  departments!: string[];

  @Field(() => [String])
  locations!: string[];
}
