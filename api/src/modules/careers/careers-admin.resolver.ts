import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { ServiceContext } from '../../shared/context';
import { inputWith } from '../../shared/graphql-input';
import { SeoInput } from '../../shared/graphql-seo';
import { parseId } from '../../shared/id-arg';
import { JobPublishingInput } from '../publishing/publishing.public';
import { AdminJobsArgs } from './careers.inputs';
import type { JobFilterOptions } from './careers.service';
import {
  allJobFilterOptions,
  createJob,
  deleteJob,
  listAllJobs,
  setJobOpen,
  updateJob,
} from './careers-admin.service';
import { JobFields, JobFilterOptionsType, JobType } from './careers.types';
import type { Job } from './job.entity';

/** The back office's Career screen: every job, open or closed, and its changes. */
@Resolver(() => JobType)
export class CareersAdminResolver {
  @Authorized(listAllJobs.access)
  @Query(() => [JobType], {
    description: 'Every job, drafts, scheduled and closed included, newest first',
  })
  adminJobs(
    @Ctx() ctx: ServiceContext,
    @Args(() => AdminJobsArgs) args: AdminJobsArgs,
  ): Promise<Job[]> {
    return listAllJobs(ctx, args);
  }

  @Authorized(allJobFilterOptions.access)
  @Query(() => JobFilterOptionsType, {
    description: 'Every department, and the locations of all jobs (closed ones included)',
  })
  adminJobFilterOptions(@Ctx() ctx: ServiceContext): Promise<JobFilterOptions> {
    return allJobFilterOptions(ctx);
  }

  @Authorized(createJob.access)
  @Mutation(() => JobType, {
    description: 'Saves a new job, open at once unless `publishing` says draft or scheduled',
  })
  createJob(
    @Ctx() ctx: ServiceContext,
    @Arg('input', () => JobFields, { description: 'Every field of the job' }) input: JobFields,
    @Arg('publishing', () => JobPublishingInput, {
      nullable: true,
      description: 'Draft, scheduled or live at once (the default when omitted)',
    })
    publishing?: JobPublishingInput | null,
    @Arg('seo', () => SeoInput, {
      nullable: true,
      description: 'SEO overrides; absent: every one derived from the job',
    })
    seo?: SeoInput | null,
  ): Promise<Job> {
    return createJob(ctx, inputWith(input, { seo }), publishing ?? undefined);
  }

  @Authorized(updateJob.access)
  @Mutation(() => JobType, { description: 'Replaces the fields of a job; its address stays' })
  updateJob(
    @Ctx() ctx: ServiceContext,
    @Arg('id', () => ID, { description: "The job's id" }) id: string,
    @Arg('input', () => JobFields, { description: 'Every field of the job' }) input: JobFields,
    @Arg('seo', () => SeoInput, {
      nullable: true,
      description: 'Absent: the SEO fields stay as they are',
    })
    seo?: SeoInput | null,
  ): Promise<Job> {
    return updateJob(ctx, parseId(id), inputWith(input, { seo }));
  }

  @Authorized(setJobOpen.access)
  @Mutation(() => JobType, { description: 'Opens or closes a job; closed jobs leave the site' })
  setJobOpen(
    @Ctx() ctx: ServiceContext,
    @Arg('id', () => ID, { description: "The job's id" }) id: string,
    @Arg('open', () => Boolean, { description: 'true shows the job to visitors, false hides it' })
    open: boolean,
  ): Promise<Job> {
    return setJobOpen(ctx, parseId(id), open);
  }

  @Authorized(deleteJob.access)
  @Mutation(() => ID, { description: 'Deletes a job for good; answers its id' })
  deleteJob(
    @Ctx() ctx: ServiceContext,
    @Arg('id', () => ID, { description: "The job's id" }) id: string,
  ): Promise<number> {
    return deleteJob(ctx, parseId(id));
  }
}
