import { Args, Ctx, Query, Resolver } from 'type-graphql';
import type { ServiceContext } from '../../shared/context';
import { JobSlugArgs, OpenJobsArgs } from './careers.inputs';
import {
  getOpenJob,
  jobFilterOptions,
  listOpenJobs,
  type JobFilterOptions,
} from './careers.service';
import { JobFilterOptionsType, JobType } from './careers.types';
import type { Job } from './job.entity';

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

  @Query(() => JobType, { description: 'One open job by slug; NOT_FOUND when absent or closed' })
  job(@Ctx() ctx: ServiceContext, @Args(() => JobSlugArgs) args: JobSlugArgs): Promise<Job> {
    return getOpenJob(ctx, args.slug);
  }
}
