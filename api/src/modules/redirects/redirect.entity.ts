import { defineEntity, p } from '@mikro-orm/core';
import { REDIRECT_PATH_MAX_LENGTH } from '../../../../common/redirects';
import { createdAtProperty, updatedAtProperty } from '../../db/timestamps';

/**
 * An old address that answers 301 with a new one. Chains are collapsed as they form, so a
 * target is never itself redirected: one hop, and never a loop.
 */
const RedirectSchema = defineEntity({
  name: 'Redirect',
  tableName: 'redirect',
  properties: {
    id: p.integer().primary().autoincrement(),
    /** A path on this site, without trailing slash, query or fragment. */
    fromPath: p.string().length(REDIRECT_PATH_MAX_LENGTH).unique(),
    /** A path on this site or an https:// address. */
    toPath: p.string().length(REDIRECT_PATH_MAX_LENGTH).index(),
    /** Made when a post's address changed (rather than by an admin). */
    automatic: p.boolean().default(false),
    createdAt: createdAtProperty(),
    updatedAt: updatedAtProperty(),
  },
});

export class Redirect extends RedirectSchema.class {}
RedirectSchema.setClass(Redirect);
