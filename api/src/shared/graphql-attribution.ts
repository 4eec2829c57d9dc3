import { Field, InputType, ObjectType } from 'type-graphql';
import type { Touch } from '../../../common/attribution';
import type { attributionSchema } from '../../../common/attribution.schemas';
import type { GraphQLInputOf } from './graphql-input';

/**
 * Where a visitor came from, as every lead, application and order input takes it and as staff
 * read it (common/attribution.ts): the first and the last touch. Lengths are cut to their caps
 * by the server; a landing page must be a path on this site.
 */
// One class each serves as the input the forms send and the answer staff read: the fields are
// the same, and type-graphql names the two GraphQL types apart.
@ObjectType('Touch', { description: 'One arrival at the site; absent fields were not sent' })
@InputType('TouchInput', { description: 'One arrival at the site, read from its address' })
export class TouchInput implements Touch {
  @Field(() => String, { nullable: true, description: 'Path and query of the first page seen' })
  landingPage?: string | null;

  @Field(() => String, { nullable: true, description: 'The page of another site linking here' })
  referrer?: string | null;

  @Field(() => String, { nullable: true, description: 'utm_source' })
  utmSource?: string | null;

  @Field(() => String, { nullable: true, description: 'utm_medium' })
  utmMedium?: string | null;

  @Field(() => String, { nullable: true, description: 'utm_campaign' })
  utmCampaign?: string | null;

  @Field(() => String, { nullable: true, description: 'utm_term' })
  utmTerm?: string | null;

  @Field(() => String, { nullable: true, description: 'utm_content' })
  utmContent?: string | null;
}

@ObjectType('Attribution', { description: 'Where the visitor came from, first and last' })
@InputType('AttributionInput', {
  description: "The visitor's first touch (first visit) and last touch (latest arrival)",
})
export class AttributionInput implements NonNullable<GraphQLInputOf<typeof attributionSchema>> {
  @Field(() => TouchInput, { nullable: true, description: 'The first visit' })
  firstTouch?: TouchInput | null;

  @Field(() => TouchInput, { nullable: true, description: 'The latest arrival before sending' })
  lastTouch?: TouchInput | null;
}

/** The same class, named for where staff read it. */
export { AttributionInput as AttributionType };
