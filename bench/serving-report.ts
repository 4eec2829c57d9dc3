import type { GraphqlCaching } from './api-figures';
import { API_CONNECTIONS, PAGE_SIZE } from './api-figures';
import type { countStatements } from './count-statements';
import { PAGE_CONNECTIONS, type PageChecks } from './page-figures';
import type { Figures } from './support/load';
import { SECONDS } from './support/load';
import {
  byName,
  latencyGoal,
  printFigures,
  printGoals,
  ratioGoal,
  yesGoal,
  type Goal,
} from './support/report';

export interface ServingFigures {
  database: string;
  api: Figures[];
  caching: GraphqlCaching;
  pages: Figures[];
  checks: Record<'cached' | 'uncached', PageChecks>;
  statements: Awaited<ReturnType<typeof countStatements>>;
}

const PRIVATE = 'private, no-store';

export function printServingReport(figures: ServingFigures): void {
  const { database, api, pages } = figures;
  printFigures(
    `Public pages, ${PAGE_CONNECTIONS} connections, ${SECONDS} s each, ${database}`,
    pages,
  );
  printFigures(
    `Blog list API, page size ${PAGE_SIZE}, ${API_CONNECTIONS} connections, ${SECONDS} s each, ${database}`,
    api,
  );
  console.log('\nSQL statements per request (in-process, embedded database)');
  console.table(figures.statements);
  printGoals(`Goals (issue 17), ${database}`, [...pageGoals(figures), ...apiGoals(figures)]);
}

/** The API's latency goal is set for PostgreSQL; on the embedded database its p99 is shown only. */
function onPostgresOnly(database: string, goal: Goal): Goal {
  return database === 'PostgreSQL' ? goal : { ...goal, met: 'goal on PostgreSQL' };
}

function pageGoals({ pages, checks }: ServingFigures): Goal[] {
  const page = (name: string) => byName(pages, name);
  return [
    ...['/', '/blog/education'].map((path) =>
      ratioGoal(
        `cached ${path} vs bare node:http, same bytes`,
        page(`cached ${path}`),
        page(`bare node:http, same bytes ${path}`),
        0.6,
      ),
    ),
    ratioGoal(
      'uncached /blog/education vs uncached /termsandconditions',
      page('uncached /blog/education'),
      page('uncached /termsandconditions'),
      0.6,
    ),
    ...(['cached', 'uncached'] as const).flatMap((kind) => [
      yesGoal(`${kind} page carries ETag or Last-Modified`, checks[kind].validator),
      yesGoal(`${kind} page answers 304 to a revalidation`, checks[kind].revalidates),
      yesGoal(`${kind} page sent as brotli when accepted`, checks[kind].brotli),
    ]),
  ];
}

function apiGoals({ api, caching, database }: ServingFigures): Goal[] {
  const baseline = byName(api, 'baseline (node:http + SQL)');
  const rest = byName(api, 'REST /api/v1/blog/getblog');
  const graphql = byName(api, 'GraphQL blogPosts, POST');
  const publicRead = caching.publicRead ?? '';
  return [
    ratioGoal('REST vs raw baseline', rest, baseline, 0.5),
    ratioGoal('GraphQL (POST) vs raw baseline', graphql, baseline, 0.4),
    onPostgresOnly(database, latencyGoal(`REST p99 at ${API_CONNECTIONS} connections`, rest, 100)),
    onPostgresOnly(
      database,
      latencyGoal(`GraphQL p99 at ${API_CONNECTIONS} connections`, graphql, 100),
    ),
    {
      figure: 'public GraphQL read by hash (GET): Cache-Control',
      measured: publicRead || '(none)',
      goal: 'public, max-age=...',
      met: /^public\b/.test(publicRead) && /max-age=[1-9]/.test(publicRead),
    },
    {
      figure: 'caller-specific GraphQL read by hash (GET): Cache-Control',
      measured: caching.callerRead ?? '(none)',
      goal: PRIVATE,
      met: caching.callerRead === PRIVATE,
    },
  ];
}
