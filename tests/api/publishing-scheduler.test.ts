import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openDatabase, type Em, type Orm } from '../../api/src/db/orm';
import { BlogPost } from '../../api/src/modules/blog/blog-post.entity';
import { publishDuePosts } from '../../api/src/modules/blog/blog-publishing';
import { closeExpiredJobs, publishDueJobs } from '../../api/src/modules/careers/careers-publishing';
import { Job } from '../../api/src/modules/careers/job.entity';
import { PublishingScheduler } from '../../api/src/modules/publishing/publishing-scheduler';
import { AdjustableClock } from '../../api/src/shared/clock';
import { createLogger } from '../../api/src/shared/logger';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

const NOON = new Date('2026-12-01T06:30:00.000Z');
const minutes = (count: number) => new Date(NOON.getTime() + count * 60_000);

/**
 * Two servers on one database: two ORMs (two connection pools) on PostgreSQL. The embedded
 * database serves one process only, so there the two schedulers share its one connection.
 */
let database: TestDatabase;
let first: Orm;
let second: Orm;
beforeAll(async () => {
  database = await createTestDatabase();
  first = await openDatabase(database.target);
  await migrate(first);
  second = database.target.databaseUrl ? await openDatabase(database.target) : first;
});
afterAll(async () => {
  if (second !== first) await second.close();
  await first.close();
  await database.drop();
});

/** A scheduler whose 'published' hooks record what they announce, slowly enough to overlap. */
function schedulerOn(orm: Orm, announced: string[]) {
  const record =
    (kind: string) =>
    async (_em: Em, item: { slug: string }): Promise<void> => {
      announced.push(`${kind}:${item.slug}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    };
  return new PublishingScheduler({
    orm,
    clock: new AdjustableClock(),
    logger: createLogger('silent'),
    tasks: [publishDuePosts(record('post')), publishDueJobs(record('job')), closeExpiredJobs],
    pollMs: 0,
  });
}

async function addScheduledPost(slug: string, publishAt: Date): Promise<void> {
  const em = first.em.fork();
  em.create(BlogPost, {
    slug,
    title: slug,
    description: 'Due soon.',
    category: 'REGULAR_UPDATE',
    image: null,
    status: 'SCHEDULED',
    publishAt,
  });
  await em.flush();
}

async function addJob(slug: string, fields: Partial<Job>): Promise<void> {
  const em = first.em.fork();
  em.create(Job, {
    slug,
    title: slug,
    department: 'Engineering',
    location: 'Remote',
    type: 'Full-time',
    experience: '2 years',
    description: 'Work.',
    skills: ['SQL'],
    ...fields,
  });
  await em.flush();
}

describe('the publishing scheduler', () => {
  it('makes each due item live exactly once with two servers running at the same moment', async () => {
    for (let index = 0; index < 12; index += 1) await addScheduledPost(`due-${index}`, minutes(-1));
    await addScheduledPost('later', minutes(5));
    await addJob('due-job', { status: 'SCHEDULED', publishAt: NOON });
    const announced: string[] = [];
    const [roundA, roundB] = await Promise.all([
      schedulerOn(first, announced).runOnce(NOON),
      schedulerOn(second, announced).runOnce(NOON),
    ]);

    const published = [...(roundA['posts'] ?? []), ...(roundB['posts'] ?? [])];
    expect(published).toHaveLength(12);
    expect(new Set(published).size).toBe(12);
    expect(announced.filter((entry) => entry.startsWith('post:'))).toHaveLength(12);
    expect(new Set(announced).size).toBe(announced.length);
    expect(announced).toContain('job:due-job');
    expect(announced).not.toContain('post:later');

    const em = first.em.fork();
    const due = await em.findOneOrFail(BlogPost, { slug: 'due-0' });
    expect(due.status).toBe('PUBLISHED');
    // Dated at the scheduled moment, not whenever the round happened to run.
    expect(due.publishedAt).toEqual(minutes(-1));
    expect(due.publishAt).toBeNull();
    expect((await em.findOneOrFail(BlogPost, { slug: 'later' })).status).toBe('SCHEDULED');

    const again = await schedulerOn(first, announced).runOnce(minutes(1));
    expect(again['posts']).toEqual([]);
    expect(announced).toHaveLength(13);
  });

  it('closes live jobs whose closing date has come, and only those', async () => {
    await addJob('closing-now', { closesAt: minutes(10) });
    await addJob('closing-later', { closesAt: minutes(60) });
    const round = await schedulerOn(first, []).runOnce(minutes(10));
    expect(round['closedJobs']).toHaveLength(1);
    const em = first.em.fork();
    expect((await em.findOneOrFail(Job, { slug: 'closing-now' })).status).toBe('CLOSED');
    expect((await em.findOneOrFail(Job, { slug: 'closing-later' })).status).toBe('PUBLISHED');
  });
});
