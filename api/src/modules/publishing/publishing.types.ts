import { Field, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import {
  JOB_STATUSES,
  POST_STATUSES,
  type JobStatus,
  type PostStatus,
} from '../../../../common/publishing';
import type {
  jobPublishingSchema,
  postPublishingSchema,
} from '../../../../common/publishing.schemas';
import type { GraphQLInputOf } from '../../shared/graphql-input';
import type { ContentRevision, RevisionFields } from './content-revision.entity';

const enumOf = <S extends string>(values: readonly S[]) =>
  Object.fromEntries(values.map((value) => [value, value])) as { [K in S]: K };

export const PostStatusEnum = enumOf(POST_STATUSES);
registerEnumType(PostStatusEnum, {
  name: 'PostStatus',
  description: 'DRAFT and SCHEDULED posts are private; PUBLISHED is live; ARCHIVED is kept, unseen',
  valuesConfig: {
    DRAFT: { description: 'Being written: only staff see it (and preview links)' },
    SCHEDULED: { description: 'Goes live by itself at its publishAt' },
    PUBLISHED: { description: 'Live: visitors see it' },
    ARCHIVED: { description: 'Kept for the record, no longer shown' },
  },
});

export const JobStatusEnum = enumOf(JOB_STATUSES);
registerEnumType(JobStatusEnum, {
  name: 'JobStatus',
  description: 'DRAFT and SCHEDULED jobs are private; PUBLISHED is open; CLOSED is kept, unseen',
  valuesConfig: {
    DRAFT: { description: 'Being written: only staff see it (and preview links)' },
    SCHEDULED: { description: 'Opens by itself at its publishAt' },
    PUBLISHED: { description: 'Open: visitors see it and may apply' },
    CLOSED: { description: 'Kept for the record, no longer shown' },
  },
});

@InputType('PostPublishingInput', { description: 'Where a post stands: draft, live, ...' })
export class PostPublishingInput implements GraphQLInputOf<typeof postPublishingSchema> {
  @Field(() => PostStatusEnum, { description: 'The state the post moves to' })
  status!: PostStatus;

  @Field(() => Date, { nullable: true, description: 'When a SCHEDULED post goes live' })
  publishAt?: Date | null;
}

@InputType('JobPublishingInput', { description: 'Where a job stands, and when it closes' })
export class JobPublishingInput implements GraphQLInputOf<typeof jobPublishingSchema> {
  @Field(() => JobStatusEnum, { description: 'The state the job moves to' })
  status!: JobStatus;

  @Field(() => Date, { nullable: true, description: 'When a SCHEDULED job goes live' })
  publishAt?: Date | null;

  @Field(() => Date, {
    nullable: true,
    description: 'When the job leaves the site by itself (its validThrough); none: stays open',
  })
  closesAt?: Date | null;
}

@ObjectType('PreviewLink', { description: "A short-lived signed address of a draft's page" })
export class PreviewLinkType {
  @Field(() => String, { description: 'Path and query, such as /blog/seo/my-post?preview=...' })
  path!: string;

  @Field(() => Date, { description: 'After this moment the link opens nothing' })
  expiresAt!: Date;
}

@ObjectType('RevisionField', { description: 'One field as a revision saved it, as text' })
export class RevisionFieldType {
  @Field(() => String, { description: 'The field, such as title or description' })
  name!: string;

  @Field(() => String, { description: 'Lists joined by commas; moments in ISO; none: empty' })
  value!: string;
}

@ObjectType('ContentRevision', { description: 'One save of a post or a job' })
export class ContentRevisionType {
  @Field(() => ID, { description: "The revision's number" })
  id!: number;

  @Field(() => String, {
    description: 'created, edited, published, scheduled, unpublished, archived, closed, restored',
  })
  action!: string;

  @Field(() => String, { description: 'Who saved it, as their name was then' })
  authorName!: string;

  @Field(() => Date, { description: 'When it was saved' })
  createdAt!: Date;

  @Field(() => ID, { nullable: true, description: 'The revision a restore brought back' })
  restoredFrom!: number | null;

  @Field(() => [RevisionFieldType], { description: 'Every field as this save left it' })
  fields!: RevisionFieldType[];
}

export interface PreviewLink {
  path: string;
  expiresAt: Date;
}

export interface RevisionFieldView {
  name: string;
  value: string;
}

export interface RevisionView {
  id: number;
  action: string;
  authorName: string;
  createdAt: Date;
  restoredFrom: number | null;
  fields: RevisionFieldView[];
}

/** A revision as GraphQL answers it: its fields as name and text. */
export function revisionView(revision: ContentRevision): RevisionView {
  return {
    id: revision.id,
    action: revision.action,
    authorName: revision.authorName,
    createdAt: revision.createdAt,
    restoredFrom: revision.restoredFrom ?? null,
    fields: fieldTexts(revision.fields),
  };
}

function fieldTexts(fields: RevisionFields): RevisionFieldView[] {
  return Object.entries(fields).map(([name, value]) => ({
    name,
    value: Array.isArray(value) ? value.join(', ') : (value ?? ''),
  }));
}
