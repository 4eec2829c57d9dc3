import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { ServiceContext } from '../../shared/context';
import { parseId } from '../../shared/id-arg';
import {
  ContentRevisionType,
  JobPublishingInput,
  PreviewLinkType,
  revisionView,
  type PreviewLink,
  type RevisionView,
} from '../publishing/publishing.public';
import { JobType } from './careers.types';
import type { Job } from './job.entity';
import {
  createJobPreviewLink,
  listJobRevisions,
  restoreJobRevision,
  setJobPublishing,
} from './job-publishing.service';

/** The back office's publishing of jobs: state, preview links and revisions, admins only. */
@Resolver(() => JobType)
export class JobPublishingResolver {
  @Authorized(setJobPublishing.access)
  @Mutation(() => JobType, {
    description:
      'Makes a job a draft, schedules it (publishAt ahead), opens or closes it, with an optional closing date',
  })
  setJobPublishing(
    @Ctx() ctx: ServiceContext,
    @Arg('id', () => ID, { description: 'The job' }) id: string,
    @Arg('input', () => JobPublishingInput, { description: 'The state, and when' })
    input: JobPublishingInput,
  ): Promise<Job> {
    return setJobPublishing(ctx, parseId(id), input);
  }

  @Authorized(createJobPreviewLink.access)
  @Mutation(() => PreviewLinkType, {
    description: "A link to the job's page as it is now, valid for an hour, drafts included",
  })
  createJobPreviewLink(
    @Ctx() ctx: ServiceContext,
    @Arg('id', () => ID, { description: 'The job' }) id: string,
  ): Promise<PreviewLink> {
    return createJobPreviewLink(ctx, parseId(id));
  }

  @Authorized(listJobRevisions.access)
  @Query(() => [ContentRevisionType], { description: 'Every save of a job, newest first' })
  async jobRevisions(
    @Ctx() ctx: ServiceContext,
    @Arg('id', () => ID, { description: 'The job' }) id: string,
  ): Promise<RevisionView[]> {
    return (await listJobRevisions(ctx, parseId(id))).map(revisionView);
  }

  @Authorized(restoreJobRevision.access)
  @Mutation(() => JobType, {
    description: "Brings back a revision's written fields, as a new revision",
  })
  restoreJobRevision(
    @Ctx() ctx: ServiceContext,
    @Arg('id', () => ID, { description: 'The job' }) id: string,
    @Arg('revisionId', () => ID, { description: 'The revision to bring back' })
    revisionId: string,
  ): Promise<Job> {
    return restoreJobRevision(ctx, parseId(id), parseId(revisionId, 'revisionId'));
  }
}
