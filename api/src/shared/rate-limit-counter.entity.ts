import { defineEntity, p } from '@mikro-orm/core';

/**
 * One limiter key's counter, shared by every server on the database. Written only by
 * SqlRateLimitStore with atomic upserts; the entity exists so migrations know the table.
 */
const RateLimitCounterSchema = defineEntity({
  name: 'RateLimitCounter',
  tableName: 'rate_limit_counter',
  properties: {
    /** The limiter's name and its key, such as `leads:203.0.113.7`. */
    key: p.text().primary(),
    count: p.integer(),
    /** When the window that the first counted attempt opened ends; cleanup deletes by it. */
    expiresAt: p.datetime().index(),
  },
});

export class RateLimitCounter extends RateLimitCounterSchema.class {}
RateLimitCounterSchema.setClass(RateLimitCounter);
