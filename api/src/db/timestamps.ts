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
