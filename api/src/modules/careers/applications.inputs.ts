import { ArgsType, Field, ID, InputType, Int } from 'type-graphql';
import type { ApplicationSortField, ApplicationStatus } from '../../../../common/applications';
import type { applicationSubmissionSchema } from '../../../../common/submissions.schemas';
import type { ListSort } from '../../../../common/sorting';
import { ApplicationStatusEnum, JobApplicationSortInput } from './applications.types';
import { AttributionInput } from '../../shared/graphql-attribution';
import type { GraphQLInputOf } from '../../shared/graphql-input';

@InputType({ description: 'The applicant’s details; the resume is a separate Upload argument' })
export class JobApplicationInput implements GraphQLInputOf<typeof applicationSubmissionSchema> {
  @Field(() => String, { description: 'Slug of the open job applied for' })
  jobSlug!: string;

  @Field(() => String, { description: "The applicant's name" })
  fullName!: string;

  @Field(() => String, { description: "The applicant's e-mail address" })
  email!: string;

  @Field(() => String, { description: '10-digit Indian mobile number' })
  phone!: string;

  @Field(() => String, { description: 'Years of experience, free text' })
  experience!: string;

  @Field(() => String, { nullable: true, description: 'An http(s) address' })
  portfolio?: string;

  @Field(() => AttributionInput, { nullable: true, description: 'Where the applicant came from' })
  attribution?: AttributionInput | null;
}

@ArgsType()
export class JobApplicationsArgs {
  @Field(() => ID, { nullable: true, description: 'One job’s applications; absent: all' })
  jobId?: string;

  @Field(() => ApplicationStatusEnum, {
    nullable: true,
    description: 'Only this stage; absent: all',
  })
  status?: ApplicationStatus;

  @Field(() => JobApplicationSortInput, {
    nullable: true,
    description: 'The order; absent: newest first',
  })
  sort?: ListSort<ApplicationSortField> | null;

  @Field(() => Int, { defaultValue: 0, description: 'Applications to skip' })
  offset!: number;

  @Field(() => Int, { defaultValue: 50, description: 'Page size, at most 500' })
  limit!: number;
}
