import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { ApplicationStatus } from '../../../../common/applications';
import type { ServiceContext } from '../../shared/context';
import { parseId, parseIdArg } from '../../shared/id-arg';
import { UploadScalar } from '../../shared/uploads/upload-scalar';
import type { UploadedFile } from '../../shared/uploads/uploaded-file';
import { JobApplicationInput, JobApplicationsArgs } from './applications.inputs';
import {
  listApplications,
  reviewApplication,
  type ApplicationView,
} from './applications-admin.service';
import {
  ApplicationReceiptType,
  ApplicationStatusEnum,
  JobApplicationPageType,
  JobApplicationType,
} from './applications.types';
import { applyToJob, type ApplicationReceipt } from './apply-to-job.service';

@Resolver()
export class ApplicationsResolver {
  @Mutation(() => ApplicationReceiptType, {
    description: 'Applies to an open job with a resume (PDF, DOC or DOCX, at most 5 MB)',
  })
  applyToJob(
    @Ctx() ctx: ServiceContext,
    @Arg('input', () => JobApplicationInput, { description: "The applicant's details" })
    input: JobApplicationInput,
    @Arg('resume', () => UploadScalar, {
      description: 'The resume file (PDF, DOC or DOCX, at most 5 MB), sent as a multipart upload',
    })
    resume: Promise<UploadedFile>,
  ): Promise<ApplicationReceipt> {
    const { jobSlug, ...fields } = input;
    return applyToJob(ctx, { fields, job: { jobSlug } }, resume);
  }

  @Authorized(listApplications.access)
  @Query(() => JobApplicationPageType, { description: 'Applications, newest first unless sorted' })
  jobApplications(
    @Ctx() ctx: ServiceContext,
    @Args(() => JobApplicationsArgs) args: JobApplicationsArgs,
  ): Promise<{ items: ApplicationView[]; total: number }> {
    return listApplications(ctx, {
      jobId: parseIdArg(args.jobId, 'jobId'),
      status: args.status,
      sort: args.sort,
      offset: args.offset,
      limit: args.limit,
    });
  }

  @Authorized(reviewApplication.access)
  @Mutation(() => JobApplicationType, {
    description: 'Moves an application in the pipeline and/or replaces its notes',
  })
  reviewJobApplication(
    @Ctx() ctx: ServiceContext,
    @Arg('id', () => ID, { description: "The application's id" }) id: string,
    @Arg('status', () => ApplicationStatusEnum, {
      nullable: true,
      description: 'The new stage; absent: unchanged',
    })
    status: ApplicationStatus | null,
    @Arg('notes', () => String, {
      nullable: true,
      description: 'The staff notes, replacing the old ones; absent: unchanged',
    })
    notes: string | null,
  ): Promise<ApplicationView> {
    return reviewApplication(ctx, parseId(id), {
      ...(status ? { status } : {}),
      ...(notes === null ? {} : { notes }),
    });
  }
}
