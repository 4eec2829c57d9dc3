import { ADMIN_ONLY } from '../../../../common/access';
import { ADMIN_SEARCH_LIMIT_PER_KIND, adminSearchSchema } from '../../../../common/backoffice';
import { staffOperation, type StaffContext } from '../../shared/auth/operation';
import { containsPattern } from '../../shared/like-pattern';
import { parseInput } from '../../shared/validation';
import type { BackofficeContributor, SearchHit } from '../../shared/backoffice-contributor';

/**
 * The top bar's search: posts, jobs, leads (and whatever else modules contribute) whose text
 * contains the query, case-insensitively; a few of each kind, newest first within a kind.
 */
export const adminSearch = staffOperation(
  ADMIN_ONLY,
  async (
    ctx: StaffContext,
    input: unknown,
    contributors: readonly BackofficeContributor[],
  ): Promise<SearchHit[]> => {
    const { query } = parseInput(adminSearchSchema, input);
    const pattern = containsPattern(query);
    const hits: SearchHit[] = [];
    for (const contributor of contributors) {
      hits.push(...((await contributor.search?.(ctx, pattern, ADMIN_SEARCH_LIMIT_PER_KIND)) ?? []));
    }
    return hits;
  },
);
