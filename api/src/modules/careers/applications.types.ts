import { PageOf } from '../../shared/graphql-page';
import { sortInput } from '../../shared/graphql-sort';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import {
  APPLICATION_SORT,
  APPLICATION_STATUSES,
  type ApplicationStatus,
} from '../../../../common/applications';

export const ApplicationStatusEnum = Object.fromEntries(
  APPLICATION_STATUSES.map((status) => [status, status]),
) as { [S in ApplicationStatus]: S };
registerEnumType(ApplicationStatusEnum, {
  name: 'ApplicationStatus',
  description: 'The hiring pipeline: NEW, SHORTLISTED, INTERVIEW, OFFER, HIRED, or REJECTED',
});

@ObjectType('ApplicationReceipt', { description: 'What an applicant is told after applying' })
export class ApplicationReceiptType {
  @Field(() => ID)
  id!: number;

  @Field(() => String)
  jobTitle!: string;
}

@ObjectType('JobApplication', { description: 'An application as staff review it' })
export class JobApplicationType {
  @Field(() => ID)
  id!: number;

  @Field(() => ID)
  jobId!: number;

  @Field(() => String)
  jobTitle!: string;

  @Field(() => String)
  fullName!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String)
  phone!: string;

  @Field(() => String)
  experience!: string;

  @Field(() => String, { nullable: true })
  portfolio!: string | null;

  @Field(() => String, { description: 'The file name the applicant uploaded' })
  resumeName!: string;

  @Field(() => String, { description: 'Type read from the file’s bytes' })
  resumeMime!: string;

  @Field(() => Int)
  resumeSize!: number;

  @Field(() => String, { description: 'Staff-only download address (REST, signed-in admin)' })
  resumeUrl!: string;

  @Field(() => ApplicationStatusEnum)
  status!: ApplicationStatus;

  @Field(() => String)
  notes!: string;

  @Field(() => Date)
  createdAt!: Date;
}

@ObjectType('JobApplicationPage')
export class JobApplicationPageType extends PageOf(JobApplicationType) {}

export const JobApplicationSortInput = sortInput(
  APPLICATION_SORT,
  'JobApplicationSort',
  'The order of the applications',
);
