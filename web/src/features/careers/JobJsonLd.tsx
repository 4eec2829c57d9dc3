import {
  isRemoteLocation,
  SCHEMA_ORG_EMPLOYMENT_TYPE,
  type JobType,
} from '../../../../common/careers';
import { SITE } from '../../../../common/site';
import { paths } from '../../lib/paths';
import { usePublicUrl } from '../../lib/public-url';
import { JsonLd } from '../../components/JsonLd';
import type { JobBySlugQuery } from '../../graphql/graphql';

type Job = JobBySlugQuery['job'];

/** schema.org JobPosting, so search engines can list the opening. */
export function JobJsonLd({ job }: { job: Job }) {
  const base = usePublicUrl();
  const employmentType = SCHEMA_ORG_EMPLOYMENT_TYPE[job.type as JobType] as string | undefined;
  const where = isRemoteLocation(job.location)
    ? {
        jobLocationType: 'TELECOMMUTE',
        applicantLocationRequirements: { '@type': 'Country', name: SITE.addressCountry },
      }
    : {
        jobLocation: {
          '@type': 'Place',
          address: {
            '@type': 'PostalAddress',
            streetAddress: SITE.address,
            addressCountry: SITE.addressCountry,
          },
        },
      };
  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@type': 'JobPosting',
        title: job.title,
        description: job.description,
        datePosted: job.publishedAt ?? job.postedAt,
        ...(job.closesAt ? { validThrough: job.closesAt } : {}),
        ...(employmentType ? { employmentType } : {}),
        hiringOrganization: {
          '@type': 'Organization',
          name: SITE.name,
          sameAs: new URL('/', base).href,
          logo: new URL('/favicon.svg', base).href,
        },
        ...where,
        url: new URL(paths.job(job.slug), base).href,
        skills: job.skills.join(', '),
        experienceRequirements: job.experience,
      }}
    />
  );
}
