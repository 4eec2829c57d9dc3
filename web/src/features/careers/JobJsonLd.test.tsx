import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { JobBySlugQuery } from '../../graphql/graphql';
import { JobJsonLd } from './JobJsonLd';

type Job = JobBySlugQuery['job'];

const JOB: Job = {
  id: '7',
  slug: 'content-writer',
  title: 'Content Writer',
  department: 'Marketing',
  location: 'Remote',
  type: 'Freelance',
  experience: '1-2 years',
  description: 'Write articles.',
  skills: ['SEO writing', 'Editing'],
  postedAt: '2026-01-30T00:00:00.000Z',
  meta: {
    title: 'Content Writer (Remote) | Nexora Digital',
    description: 'Freelance Marketing role.',
    canonicalUrl: '/careers/content-writer',
    imageUrl: null,
  },
};

function postingOf(job: Job): Record<string, unknown> {
  const { container } = render(<JobJsonLd job={job} />);
  const script = container.querySelector('script[type="application/ld+json"]');
  return JSON.parse(script?.textContent ?? '{}') as Record<string, unknown>;
}

describe('JobJsonLd', () => {
  it('marks a remote job as telecommute with its employment type and the company', () => {
    const posting = postingOf(JOB);
    expect(posting).toMatchObject({
      '@type': 'JobPosting',
      title: 'Content Writer',
      datePosted: '2026-01-30T00:00:00.000Z',
      employmentType: 'CONTRACTOR',
      jobLocationType: 'TELECOMMUTE',
      hiringOrganization: { '@type': 'Organization', name: 'Nexora Digital' },
    });
    expect(posting).not.toHaveProperty('jobLocation');
  });

  it('places an office or hybrid job at the company address', () => {
    const posting = postingOf({ ...JOB, location: 'Noida (Hybrid)', type: 'Part-time' });
    expect(posting['employmentType']).toBe('PART_TIME');
    expect(posting).not.toHaveProperty('jobLocationType');
    expect(posting['jobLocation']).toMatchObject({
      '@type': 'Place',
      address: { streetAddress: expect.stringContaining('Noida') as string, addressCountry: 'IN' },
    });
  });
});
