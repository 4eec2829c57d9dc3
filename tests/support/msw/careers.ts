import { HttpResponse } from 'msw';
import {
  AdminJobApplicationsDocument,
  ApplicationJobOptionsDocument,
  CareerAdminCreateJobDocument,
  CareerAdminDeleteJobDocument,
  CareerAdminFilterOptionsDocument,
  CareerAdminJobsDocument,
  JobFilterOptionsDocument,
  OpenJobsDocument,
  ReviewJobApplicationDocument,
  type AdminJobApplicationFragment,
  type AdminJobApplicationsQueryVariables,
  type CareerAdminJobFragment,
  type CareerAdminJobsQueryVariables,
  type JobInput,
  type OpenJobsQuery,
  type OpenJobsQueryVariables,
  type ReviewJobApplicationMutationVariables,
} from '../../../web/src/graphql/graphql';
import { graphqlApi, mockApi } from '../mock-api';
import { answerFor, graphqlError, NO_SEO_OVERRIDES, pageOf, type Stub } from './stubs';

// Real answers carry __typename, which the Apollo cache reads and the query types leave out.
export type AdminJob = CareerAdminJobFragment & { __typename: 'Job' };
export type OpenJob = OpenJobsQuery['openJobs'][number] & { __typename: 'Job' };
export type Application = AdminJobApplicationFragment & { __typename: 'JobApplication' };

const backendJob: AdminJob = {
  __typename: 'Job',
  id: '1',
  slug: 'backend-engineer',
  title: 'Backend Engineer',
  location: 'Remote',
  type: 'Full-time',
  experience: '2-4 years',
  department: 'Engineering',
  description: 'APIs.',
  skills: ['Node.js', 'SQL'],
  isOpen: true,
  postedAt: '2026-01-30T00:00:00.000Z',
  status: 'PUBLISHED',
  publishAt: null,
  closesAt: null,
  publishedAt: '2026-01-30T00:00:00.000Z',
  seo: NO_SEO_OVERRIDES,
  meta: {
    __typename: 'PageMeta',
    title: 'Backend Engineer (Remote) | Nexora Digital',
    description: 'Full-time Engineering role at Nexora Digital, Remote, 2-4 years of experience.',
    canonicalUrl: '/careers/backend-engineer',
  } as AdminJob['meta'],
};
/** Closed, with no skills. */
export const analystJob: AdminJob = {
  ...backendJob,
  id: '2',
  slug: 'finance-analyst',
  title: 'Finance Analyst',
  department: 'Finance',
  location: 'Mumbai',
  skills: [],
  isOpen: false,
  status: 'CLOSED',
};

// The public list shows fewer of a job's facts.
const {
  description,
  skills,
  isOpen,
  postedAt,
  status,
  publishAt,
  closesAt,
  publishedAt,
  seo,
  meta,
  ...listedFacts
} = backendJob;
/** `backendJob` as the public list shows it. */
const openBackendJob: OpenJob = listedFacts;
export const openDesignerJob: OpenJob = {
  ...openBackendJob,
  id: '2',
  slug: 'product-designer',
  title: 'Product Designer',
  department: 'Design',
  location: 'Noida (Hybrid)',
};

function filterOptions(departments: string[], locations: string[]) {
  return { __typename: 'JobFilterOptions' as const, departments, locations };
}

/** The public job list: both open jobs unless a stub answers the variables otherwise. */
export function serveOpenJobs(stubs: Stub<OpenJobsQueryVariables, OpenJob[]>[] = []) {
  const asked: OpenJobsQueryVariables[] = [];
  const jobFilterOptions = filterOptions(['Design', 'Engineering'], ['Noida (Hybrid)', 'Remote']);
  mockApi.use(
    graphqlApi.query(JobFilterOptionsDocument, () =>
      HttpResponse.json({ data: { jobFilterOptions } }),
    ),
    graphqlApi.query(OpenJobsDocument, ({ variables }) => {
      asked.push(variables);
      const openJobs = answerFor(variables, stubs, [openBackendJob, openDesignerJob]);
      return HttpResponse.json({ data: { openJobs } });
    }),
  );
  return { asked };
}

interface CareerAdminOptions {
  failList?: boolean;
  /** Answers for filtered lists; any other request gets every job the server holds. */
  jobsWhen?: Stub<CareerAdminJobsQueryVariables, AdminJob[]>[];
}

/** The admin job list holding two jobs, keeping writes and recording every call. */
export function serveCareerAdmin({ failList = false, jobsWhen = [] }: CareerAdminOptions = {}) {
  const server = {
    asked: [] as CareerAdminJobsQueryVariables[],
    created: [] as JobInput[],
    deleted: [] as string[],
  };
  let jobs = [backendJob, analystJob];
  const adminJobFilterOptions = filterOptions(['Engineering', 'Finance'], ['Mumbai', 'Remote']);
  mockApi.use(
    graphqlApi.query(CareerAdminFilterOptionsDocument, () =>
      HttpResponse.json({ data: { adminJobFilterOptions } }),
    ),
    graphqlApi.query(CareerAdminJobsDocument, ({ variables }) => {
      server.asked.push(variables);
      if (failList) return graphqlError('boom');
      return HttpResponse.json({ data: { adminJobs: answerFor(variables, jobsWhen, jobs) } });
    }),
    graphqlApi.mutation(CareerAdminCreateJobDocument, ({ variables }) => {
      server.created.push(variables.input);
      const job: AdminJob = { ...backendJob, ...variables.input, id: '3', slug: 'new' };
      jobs = [job, ...jobs];
      return HttpResponse.json({ data: { createJob: job } });
    }),
    graphqlApi.mutation(CareerAdminDeleteJobDocument, ({ variables }) => {
      server.deleted.push(variables.id);
      jobs = jobs.filter((job) => job.id !== variables.id);
      return HttpResponse.json({ data: { deleteJob: variables.id } });
    }),
  );
  return server;
}

export function application(
  id: string,
  fullName: string,
  status: Application['status'],
): Application {
  return {
    __typename: 'JobApplication',
    id,
    jobId: '7',
    jobTitle: 'Senior Full Stack Developer',
    fullName,
    email: `${fullName.split(' ')[0]?.toLowerCase() ?? 'x'}@example.in`,
    phone: '9876543210',
    experience: '4',
    portfolio: null,
    resumeName: 'cv.pdf',
    resumeUrl: `/api/v1/job/applications/${id}/resume`,
    status,
    notes: '',
    createdAt: '2026-11-20T10:00:00.000Z',
  };
}

/** The applications list holding Ravi (new) and Asha (shortlisted), recording its calls. */
export function serveApplications(
  stubs: Stub<AdminJobApplicationsQueryVariables, Application[]>[] = [],
) {
  const server = {
    asked: [] as AdminJobApplicationsQueryVariables[],
    reviews: [] as ReviewJobApplicationMutationVariables[],
  };
  const applications = [
    { ...application('2', 'Ravi Kumar', 'NEW'), experience: '1' },
    { ...application('1', 'Asha Verma', 'SHORTLISTED'), experience: '3 years' },
  ];
  const adminJobs = [{ __typename: 'Job', id: '7', title: 'Senior Full Stack Developer' }];
  mockApi.use(
    graphqlApi.query(ApplicationJobOptionsDocument, () =>
      HttpResponse.json({ data: { adminJobs } }),
    ),
    graphqlApi.query(AdminJobApplicationsDocument, ({ variables }) => {
      server.asked.push(variables);
      const items = answerFor(variables, stubs, applications);
      return HttpResponse.json({ data: { jobApplications: pageOf('JobApplicationPage', items) } });
    }),
    graphqlApi.mutation(ReviewJobApplicationDocument, ({ variables }) => {
      server.reviews.push(variables);
      const found = applications.find((item) => item.id === variables.id);
      if (!found) return graphqlError('No application');
      if (variables.status) found.status = variables.status;
      if (variables.notes !== undefined && variables.notes !== null) found.notes = variables.notes;
      return HttpResponse.json({ data: { reviewJobApplication: found } });
    }),
  );
  return server;
}
