import { Args, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import { jobPath } from '../../../../common/careers';
import { PageMetaType, SeoType } from '../../shared/graphql-seo';
import {
  jobPageMeta,
  jobSeoValues,
  jobSocialImage,
  type JobPageMeta,
  type JobSeoValues,
} from './job-meta';
import type { ServiceContext } from '../../shared/context';
import { keepAnswerPrivate } from '../../shared/graphql-cache-policy';
import { JobSlugArgs, OpenJobsArgs } from './careers.inputs';
import {
  getOpenJob,
  jobFilterOptions,
  listOpenJobs,
  type JobFilterOptions,
} from './careers.service';
import { JobFilterOptionsType, JobType } from './careers.types';
import type { Job } from './job.entity';
import { isLiveJob } from './live-jobs';

@Resolver(() => JobType)
export class CareersResolver {
  @Query(() => [JobType], { description: 'Open jobs, newest first' })
  openJobs(
    @Ctx() ctx: ServiceContext,
    @Args(() => OpenJobsArgs) args: OpenJobsArgs,
  ): Promise<Job[]> {
    return listOpenJobs(ctx, args);
  }

  @Query(() => JobFilterOptionsType, { description: 'Departments and locations of open jobs' })
  jobFilterOptions(@Ctx() ctx: ServiceContext): Promise<JobFilterOptions> {
    return jobFilterOptions(ctx);
  }

  @Query(() => JobType, {
    description: 'One open job by slug (a draft with its preview token); NOT_FOUND otherwise',
  })
  job(@Ctx() ctx: ServiceContext, @Args(() => JobSlugArgs) args: JobSlugArgs): Promise<Job> {
    if (args.preview) keepAnswerPrivate(ctx);
    return getOpenJob(ctx, args.slug, args.preview);
  }

  @FieldResolver(() => Boolean, {
    description: 'Whether visitors see it now: PUBLISHED and before its closing date',
  })
  isOpen(@Root() job: Job, @Ctx() ctx: ServiceContext): boolean {
    return isLiveJob(job, ctx.clock.now());
  }

  @FieldResolver(() => SeoType, { description: 'The SEO overrides as staff set them' })
  async seo(@Ctx() ctx: ServiceContext, @Root() job: Job): Promise<JobSeoValues> {
    return jobSeoValues(job, await jobSocialImage(ctx, job));
  }

  @FieldResolver(() => PageMetaType, { description: "The page's head: overrides, else derived" })
  async meta(@Ctx() ctx: ServiceContext, @Root() job: Job): Promise<JobPageMeta> {
    return jobPageMeta(job, await jobSocialImage(ctx, job), jobPath(job.slug));
  }
}
