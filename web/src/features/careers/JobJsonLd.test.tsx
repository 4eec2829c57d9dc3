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
  publishedAt: '2026-01-30T00:00:00.000Z',
  closesAt: null,
  status: 'PUBLISHED',
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

  it('dates a scheduled job from when it went live, and says until when it is open', () => {
    const posting = postingOf({
      ...JOB,
      publishedAt: '2026-02-02T04:30:00.000Z',
      closesAt: '2026-03-31T18:29:00.000Z',
    });
    expect(posting).toMatchObject({
      datePosted: '2026-02-02T04:30:00.000Z',
      validThrough: '2026-03-31T18:29:00.000Z',
    });
    expect(postingOf(JOB)).not.toHaveProperty('validThrough');
  });
});
