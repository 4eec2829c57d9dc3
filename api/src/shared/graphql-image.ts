import { Directive, Field, Int, ObjectType } from 'type-graphql';
import { INHERITED_CACHE_HINT } from './graphql-cache-policy';

/**
 * An image as pages render it, with the copies a browser chooses from. Shared by every type that
 * shows an uploaded image (a blog post, the media library), as ResponsiveImage in the schema.
 */
// Kept as long as what shows the image (a public post, or a staff-only media library entry).
@Directive(INHERITED_CACHE_HINT)
@ObjectType('ImageSource', { description: 'One format of an image at several widths' })
export class ImageSourceType {
  @Field(() => String, { description: "The format's MIME type, e.g. image/webp" })
  type!: string;

  @Field(() => String, { description: "Candidates for a <source srcset>: 'url 320w, url 640w'" })
  srcset!: string;
}

@Directive(INHERITED_CACHE_HINT)
@ObjectType('ResponsiveImage', {
  description:
    'An image with the copies a browser chooses from: render <picture> with one <source> per ' +
    'entry of sources and an <img src srcset width height>',
})
export class ResponsiveImageType {
  @Field(() => String, {
    description: 'For browsers that ignore srcset: the widest widely supported copy',
  })
  src!: string;

  @Field(() => Int, {
    nullable: true,
    description: 'Width in pixels as displayed; with height, the aspect ratio to reserve',
  })
  width!: number | null;

  @Field(() => Int, { nullable: true, description: 'Height in pixels as displayed' })
  height!: number | null;

  @Field(() => String, {
    nullable: true,
    description: 'Widely supported copies (JPEG, PNG or GIF) by width; null when there are none',
  })
  srcset!: string | null;

  @Field(() => [ImageSourceType], {
    description: 'Modern formats (WebP), best first; empty for a single site image',
  })
  sources!: ImageSourceType[];
}
