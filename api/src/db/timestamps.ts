import { p } from '@mikro-orm/core';

/** When a row was made (indexed: lists sort by it); set once on insert. */
export const createdAtProperty = () =>
  p
    .datetime()
    .onCreate(() => new Date())
    .index();

/** When a row last changed; set on insert and on every update. */
export const updatedAtProperty = () =>
  p
    .datetime()
    .onCreate(() => new Date())
    .onUpdate(() => new Date());

/**
 * When a post or job went live. One made live at once (PUBLISHED on insert) takes the moment it
 * was made (`madeAt`, its creation time property); others stay null until they go live.
 * Declared after `status` and `madeAt`, so both are set when this runs.
 */
export const publishedAtProperty = (madeAt: string) =>
  p
    .datetime()
    .nullable()
    .index()
    .onCreate(
      (row: Record<string, unknown>) =>
        // The builder types a hook's answer as the non-null column type; null means 'not yet'.
        (row['status'] === 'PUBLISHED' ? row[madeAt] : null) as Date,
    );
