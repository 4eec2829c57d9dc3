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
  valuesConfig: {
    NEW: { description: 'Received, not yet reviewed' },
    SHORTLISTED: { description: 'Worth an interview' },
    INTERVIEW: { description: 'Interviews arranged or under way' },
    OFFER: { description: 'An offer was made' },
    HIRED: { description: 'The applicant accepted' },
    REJECTED: { description: 'Not taken further' },
  },
});

@ObjectType('ApplicationReceipt', { description: 'What an applicant is told after applying' })
export class ApplicationReceiptType {
  @Field(() => ID, { description: "The application's id" })
  id!: number;

  @Field(() => String, { description: 'The job applied for' })
  jobTitle!: string;
}

@ObjectType('JobApplication', { description: 'An application as staff review it' })
export class JobApplicationType {
  @Field(() => ID, { description: "The application's id" })
  id!: number;

  @Field(() => ID, { description: 'The job applied for' })
  jobId!: number;

  @Field(() => String, { description: "That job's title" })
  jobTitle!: string;

  @Field(() => String, { description: "The applicant's name" })
  fullName!: string;

  @Field(() => String, { description: "The applicant's e-mail address" })
  email!: string;

  @Field(() => String, { description: "The applicant's mobile number" })
  phone!: string;

  @Field(() => String, { description: 'Years of experience, as the applicant wrote it' })
  experience!: string;

  @Field(() => String, { nullable: true, description: 'A portfolio address, if given' })
  portfolio!: string | null;

  @Field(() => String, { description: 'The file name the applicant uploaded' })
  resumeName!: string;

  @Field(() => String, { description: 'Type read from the file’s bytes' })
  resumeMime!: string;

  @Field(() => Int, { description: "The resume's size in bytes" })
  resumeSize!: number;

  @Field(() => String, { description: 'Staff-only download address (REST, signed-in admin)' })
  resumeUrl!: string;

  @Field(() => ApplicationStatusEnum, {
    description: 'Where the application is in the hiring pipeline',
  })
  status!: ApplicationStatus;

  @Field(() => String, { description: 'Staff notes; empty when none' })
  notes!: string;

  @Field(() => Date, { description: 'When it was received' })
  createdAt!: Date;
}

@ObjectType('JobApplicationPage', { description: 'One page of job applications' })
export class JobApplicationPageType extends PageOf(JobApplicationType) {}

export const JobApplicationSortInput = sortInput(
  APPLICATION_SORT,
  'JobApplicationSort',
  'The order of the applications',
);
