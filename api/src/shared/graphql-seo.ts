import { Directive, Field, ID, InputType, ObjectType } from 'type-graphql';
import { INHERITED_CACHE_HINT } from './graphql-cache-policy';
import type { seoFieldsSchema } from '../../../common/seo.schemas';
import {
  CANONICAL_URL_MAX_LENGTH,
  META_DESCRIPTION_MAX_LENGTH,
  META_DESCRIPTION_RECOMMENDED,
  META_TITLE_MAX_LENGTH,
  META_TITLE_RECOMMENDED,
} from '../../../common/seo';
import { ResponsiveImageType } from './graphql-image';
import type { GraphQLInputOf } from './graphql-input';

/**
 * The SEO types every page-owning record (a post, a job) shares; each is kept as long as the
 * record that holds it.
 */

@InputType('SeoInput', {
  description: 'SEO overrides of a post or job; empty or absent fields are derived from it',
})
export class SeoInput implements GraphQLInputOf<typeof seoFieldsSchema> {
  @Field(() => String, {
    nullable: true,
    description: `Search-result title; about ${META_TITLE_RECOMMENDED} characters show, at most ${META_TITLE_MAX_LENGTH}`,
  })
  metaTitle?: string | null;

  @Field(() => String, {
    nullable: true,
    description: `About ${META_DESCRIPTION_RECOMMENDED} characters show, at most ${META_DESCRIPTION_MAX_LENGTH}`,
  })
  metaDescription?: string | null;

  @Field(() => String, {
    nullable: true,
    description: `An https:// address or a path on this site; at most ${CANONICAL_URL_MAX_LENGTH} characters`,
  })
  canonicalUrl?: string | null;

  @Field(() => ID, { nullable: true, description: 'A media library image for social previews' })
  socialImageId?: string | null;
}

@Directive(INHERITED_CACHE_HINT)
@ObjectType('SocialImage', { description: 'A media library image chosen for social previews' })
export class SocialImageType {
  @Field(() => ID, { description: "The media library image's id" })
  id!: number;

  @Field(() => String, { description: 'Where browsers fetch the image as uploaded' })
  url!: string;

  @Field(() => ResponsiveImageType, { description: 'The image with its resized copies' })
  picture!: ResponsiveImageType;
}

@Directive(INHERITED_CACHE_HINT)
@ObjectType('Seo', { description: 'SEO overrides as staff set them; null: derived' })
export class SeoType {
  @Field(() => String, { nullable: true, description: 'Search-result title; null: derived' })
  metaTitle!: string | null;

  @Field(() => String, { nullable: true, description: 'Search-result text; null: derived' })
  metaDescription!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The canonical address; null: the page itself',
  })
  canonicalUrl!: string | null;

  @Field(() => SocialImageType, {
    nullable: true,
    description: 'The image social previews show; null: derived',
  })
  socialImage!: SocialImageType | null;
}

@Directive(INHERITED_CACHE_HINT)
@ObjectType('PageMeta', {
  description: 'What a page puts in its <head>: the overrides, or what is derived from the record',
})
export class PageMetaType {
  @Field(() => String, { description: 'The <title>, in full' })
  title!: string;

  @Field(() => String, { description: 'The meta description' })
  description!: string;

  @Field(() => String, { description: 'An https:// address or a path on this site' })
  canonicalUrl!: string;

  @Field(() => String, {
    nullable: true,
    description: 'Social preview image: a path on this site; null: the site default',
  })
  imageUrl!: string | null;
}
