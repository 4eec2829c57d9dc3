import { defaultPageTitle, metaDescriptionOf } from '../../../../common/seo';
import { SITE } from '../../../../common/site';
import type { ServiceContext } from '../../shared/context';
import { seoValuesOf } from '../../shared/seo-fields';
import { libraryImageView, MediaAsset, responsiveImage } from '../media/media.public';
import type { Job } from './job.entity';

/** The job's social image, loaded when not already (the identity map answers repeats). */
export async function jobSocialImage(ctx: ServiceContext, job: Job): Promise<MediaAsset | null> {
  const id = job.socialImage?.id;
  return id ? ctx.em.findOne(MediaAsset, { id }) : null;
}

export type JobSeoValues = ReturnType<typeof jobSeoValues>;
export type JobPageMeta = ReturnType<typeof jobPageMeta>;

export function jobSeoValues(job: Job, socialImage: MediaAsset | null) {
  return seoValuesOf(job, socialImage && libraryImageView(socialImage));
}

/**
 * What the job's page puts in its head: each override, or the title with its location, a
 * sentence of its facts, its own address and the site's default image.
 */
export function jobPageMeta(job: Job, socialImage: MediaAsset | null, path: string) {
  const facts = `${job.type} ${job.department} role at ${SITE.name}, ${job.location}, ${job.experience} of experience.`;
  return {
    title: job.metaTitle ?? defaultPageTitle(`${job.title} (${job.location})`, SITE.name),
    description: job.metaDescription ?? metaDescriptionOf(facts),
    canonicalUrl: job.canonicalUrl ?? path,
    imageUrl: socialImage ? responsiveImage(socialImage).src : null,
  };
}
