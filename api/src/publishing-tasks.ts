import { publishDuePosts } from './modules/blog/blog-publishing';
import { closeExpiredJobs, publishDueJobs } from './modules/careers/careers-publishing';
import type { PublishingTask } from './modules/publishing/publishing.public';

/** What the publishing scheduler does each round: the modules' due changes, in this order. */
export function publishingTasks(): PublishingTask[] {
  return [publishDuePosts(), publishDueJobs(), closeExpiredJobs];
}
