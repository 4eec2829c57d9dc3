import { Field, ID, InputType, ObjectType } from 'type-graphql';
import type { redirectFieldsSchema } from '../../../../common/redirects.schemas';
import type { GraphQLInputOf } from '../../shared/graphql-input';
import { PageOf } from '../../shared/graphql-page';

@ObjectType('Redirect', { description: 'An old address that answers 301 with a new one' })
export class RedirectType {
  @Field(() => ID, { description: "The redirect's id" })
  id!: number;

  @Field(() => String, { description: 'A path on this site' })
  fromPath!: string;

  @Field(() => String, { description: 'A path on this site or an https:// address' })
  toPath!: string;

  @Field(() => Boolean, { description: "Made when a post's address changed" })
  automatic!: boolean;

  @Field(() => Date, { description: 'When it was made' })
  createdAt!: Date;

  @Field(() => Date, { description: 'When it last changed' })
  updatedAt!: Date;
}

@ObjectType('RedirectPage', { description: 'One page of the redirects list' })
export class RedirectPageType extends PageOf(RedirectType) {}

@InputType('RedirectInput', { description: 'A redirect as admins write it' })
export class RedirectInput implements GraphQLInputOf<typeof redirectFieldsSchema> {
  @Field(() => String, { description: 'A path on this site, such as /services/crm-solutions' })
  fromPath!: string;

  @Field(() => String, { description: 'A path on this site or an https:// address' })
  toPath!: string;
}
