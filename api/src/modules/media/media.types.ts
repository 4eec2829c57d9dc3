import { ResponsiveImageType } from '../../shared/graphql-image';
import { PageOf } from '../../shared/graphql-page';
import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType('MediaUsage', { description: 'A page that shows an image' })
export class MediaUsageType {
  @Field(() => String, { description: "The page's title" })
  title!: string;

  @Field(() => String, { description: "The page's address on the site" })
  address!: string;
}

@ObjectType('MediaAsset', { description: 'An uploaded image' })
export class MediaAssetType {
  @Field(() => ID, { description: "The image's id" })
  id!: number;

  @Field(() => String, { description: 'Where browsers fetch the image as uploaded' })
  url!: string;

  @Field(() => ResponsiveImageType, { description: 'The image with its resized copies' })
  picture!: ResponsiveImageType;

  @Field(() => ResponsiveImageType, {
    description: 'The image cropped to the card frame (5:3) where it is another shape',
  })
  cardPicture!: ResponsiveImageType;

  @Field(() => String, { description: 'The file name it was uploaded with' })
  originalName!: string;

  @Field(() => String, { description: 'The type read from its bytes' })
  mimeType!: string;

  @Field(() => Int, { description: 'Bytes' })
  size!: number;

  @Field(() => Int, { nullable: true, description: 'Width in pixels, when known' })
  width!: number | null;

  @Field(() => Int, { nullable: true, description: 'Height in pixels, when known' })
  height!: number | null;

  @Field(() => Date, { description: 'When it was uploaded' })
  createdAt!: Date;

  @Field(() => String, { nullable: true, description: 'Who uploaded it, while the account exists' })
  uploadedByName!: string | null;

  @Field(() => [MediaUsageType], { description: 'Posts showing it; empty when unused' })
  usedIn!: MediaUsageType[];
}

@ObjectType('MediaAssetPage', { description: 'One page of the media library' })
export class MediaAssetPageType extends PageOf(MediaAssetType) {}
