import type { Orm } from '../db/orm';
import { redirectTarget } from '../modules/redirects/redirects.public';

/** The page server's question before rendering: has this address moved? */
export function redirectLookup(orm: Orm): (path: string) => Promise<string | null> {
  return (path) => redirectTarget({ em: orm.em.fork() }, path);
}
