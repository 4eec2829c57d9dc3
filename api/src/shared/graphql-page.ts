import { Field, Int, ObjectType, type ClassType } from 'type-graphql';

/**
 * The fields every paged GraphQL list shares: one page of items and the count across all
 * pages. A module names its own type: `@ObjectType('LeadPage') class LeadPageType extends
 * PageOf(LeadType) {}`.
 */
export function PageOf<Item extends object>(item: ClassType<Item>) {
  @ObjectType()
  abstract class Page {
    @Field(() => [item], { description: 'This page of the list, in the order asked for' })
    items!: Item[];

    @Field(() => Int, { description: 'How many there are across all pages' })
    total!: number;
  }
  return Page;
}
