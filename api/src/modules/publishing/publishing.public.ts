/**
 * What blog and careers use of publishing: the state rules, revisions, the scheduler's task
 * shape and the GraphQL types both modules answer with. The scheduler itself is wired by the
 * composition root (server.ts).
 */
export {
  ContentRevision,
  type RevisionFields,
  type RevisionSubject,
} from './content-revision.entity';
export { applyPublishing, checkClosingDate, type PublishingOutcome } from './publishing-rules';
export type { PublishingTask } from './publishing-scheduler';
export { claimDueScheduled } from './scheduled-claims';
export {
  ContentRevisionType,
  JobPublishingInput,
  JobStatusEnum,
  PostPublishingInput,
  PostStatusEnum,
  PreviewLinkType,
  revisionView,
  type PreviewLink,
  type RevisionView,
} from './publishing.types';
export {
  deleteRevisions,
  findRevision,
  listRevisions,
  recordRevision,
  restorableFields,
  revisionMoment,
  revisionText,
} from './revisions';
export { matchesPreview, previewLink, previewSubject } from './preview-links';
