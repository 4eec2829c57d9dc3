/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
  'query AdminCalendar($month: String!) {\n  adminCalendar(month: $month) {\n    month\n    from\n    to\n    entries {\n      kind\n      recordId\n      code\n      title\n      date\n      previousDate\n      status\n      assignee\n      link\n    }\n  }\n}': typeof types.AdminCalendarDocument;
  'query AdminDashboard {\n  adminDashboard {\n    generatedAt\n    figures {\n      key\n      label\n      value\n      unit\n      comparison {\n        label\n        value\n      }\n    }\n    charts {\n      key\n      title\n      valueLabel\n      unit\n      points {\n        label\n        value\n      }\n    }\n    recentActivity {\n      kind\n      title\n      detail\n      at\n      link\n    }\n  }\n}': typeof types.AdminDashboardDocument;
  'query AdminSearch($query: String!) {\n  adminSearch(query: $query) {\n    kind\n    recordId\n    title\n    detail\n    link\n  }\n}\n\nfragment AdminNotificationsParts on AdminNotifications {\n  unseenCount\n  lastSeenAt\n  items {\n    kind\n    recordId\n    title\n    detail\n    link\n    at\n    unseen\n  }\n}\n\nquery AdminNotifications {\n  adminNotifications {\n    ...AdminNotificationsParts\n  }\n}\n\nmutation MarkAdminNotificationsSeen {\n  markAdminNotificationsSeen {\n    ...AdminNotificationsParts\n  }\n}': typeof types.AdminSearchDocument;
  'fragment BlogAdminPost on BlogPost {\n  id\n  slug\n  title\n  description\n  category\n  image\n  createdAt\n}\n\nquery BlogAdminPosts($offset: Int!, $limit: Int!) {\n  adminBlogPosts(offset: $offset, limit: $limit) {\n    total\n    items {\n      ...BlogAdminPost\n    }\n  }\n}\n\nmutation BlogAdminCreatePost($input: BlogPostInput!, $image: Upload) {\n  createBlogPost(input: $input, image: $image) {\n    ...BlogAdminPost\n  }\n}\n\nmutation BlogAdminUpdatePost($id: ID!, $input: BlogPostInput!, $image: Upload) {\n  updateBlogPost(id: $id, input: $input, image: $image) {\n    ...BlogAdminPost\n  }\n}\n\nmutation BlogAdminDeletePost($id: ID!) {\n  deleteBlogPost(id: $id)\n}': typeof types.BlogAdminPostFragmentDoc;
  'fragment CareerAdminJob on Job {\n  id\n  slug\n  title\n  location\n  type\n  experience\n  department\n  description\n  skills\n  isOpen\n  postedAt\n}\n\nquery CareerAdminJobs($department: String, $location: String) {\n  adminJobs(department: $department, location: $location) {\n    ...CareerAdminJob\n  }\n}\n\nquery CareerAdminFilterOptions {\n  adminJobFilterOptions {\n    departments\n    locations\n  }\n}\n\nmutation CareerAdminCreateJob($input: JobInput!) {\n  createJob(input: $input) {\n    ...CareerAdminJob\n  }\n}\n\nmutation CareerAdminUpdateJob($id: ID!, $input: JobInput!) {\n  updateJob(id: $id, input: $input) {\n    ...CareerAdminJob\n  }\n}\n\nmutation CareerAdminSetJobOpen($id: ID!, $open: Boolean!) {\n  setJobOpen(id: $id, open: $open) {\n    id\n    isOpen\n  }\n}\n\nmutation CareerAdminDeleteJob($id: ID!) {\n  deleteJob(id: $id)\n}': typeof types.CareerAdminJobFragmentDoc;
  'fragment JobCard_job on Job {\n  id\n  slug\n  title\n  department\n  location\n  type\n  experience\n}\n\nquery OpenJobs($search: String, $department: String, $location: String) {\n  openJobs(search: $search, department: $department, location: $location) {\n    ...JobCard_job\n  }\n}\n\nquery JobFilterOptions {\n  jobFilterOptions {\n    departments\n    locations\n  }\n}\n\nquery JobBySlug($slug: String!) {\n  job(slug: $slug) {\n    ...JobCard_job\n    description\n    skills\n    postedAt\n  }\n}': typeof types.JobCard_JobFragmentDoc;
  'mutation StartChatLead($input: ChatLeadInput!) {\n  startChatLead(input: $input) {\n    chatToken\n  }\n}\n\nmutation SetChatLeadService($chatToken: String!, $service: ChatService!) {\n  setChatLeadService(chatToken: $chatToken, service: $service) {\n    id\n  }\n}': typeof types.StartChatLeadDocument;
  'mutation SubmitContactMessage($input: ContactMessageInput!) {\n  submitContactMessage(input: $input) {\n    id\n    receivedAt\n  }\n}': typeof types.SubmitContactMessageDocument;
  'fragment BlogCard_post on BlogPost {\n  id\n  slug\n  title\n  excerpt\n  category\n  image\n  createdAt\n  readingTimeMinutes\n}\n\nquery BlogPostList($category: BlogCategory, $search: String, $offset: Int! = 0, $limit: Int! = 12) {\n  blogPosts(category: $category, search: $search, offset: $offset, limit: $limit) {\n    total\n    offset\n    limit\n    items {\n      ...BlogCard_post\n    }\n  }\n}\n\nquery BlogPostBySlug($slug: String!) {\n  blogPost(slug: $slug) {\n    id\n    slug\n    title\n    description\n    category\n    image\n    createdAt\n    readingTimeMinutes\n  }\n}': typeof types.BlogCard_PostFragmentDoc;
  'query InboxLeadList($kind: LeadKind, $status: LeadStatus, $offset: Int, $limit: Int) {\n  inboxLeads(kind: $kind, status: $status, offset: $offset, limit: $limit) {\n    total\n    items {\n      id\n      kind\n      status\n      name\n      email\n      createdAt\n    }\n  }\n}\n\nquery InboxLeadDetail($id: ID!) {\n  inboxLead(id: $id) {\n    id\n    kind\n    status\n    name\n    email\n    mobile\n    subject\n    message\n    businessName\n    service\n    pagePath\n    consentNote\n    createdAt\n    notes {\n      id\n      authorName\n      body\n      createdAt\n    }\n  }\n}\n\nmutation InboxSetLeadStatus($id: ID!, $status: LeadStatus!) {\n  setLeadStatus(id: $id, status: $status) {\n    id\n    status\n  }\n}\n\nmutation InboxAddLeadNote($id: ID!, $body: String!) {\n  addLeadNote(id: $id, body: $body) {\n    id\n    authorName\n    body\n    createdAt\n  }\n}': typeof types.InboxLeadListDocument;
  'fragment MarketingTaskFields on Task {\n  id\n  taskCode\n  title\n  customerName\n  status\n  dueDate\n  previousDueDate\n}\n\nquery MarketingAllTasks($page: Int!, $limit: Int!) {\n  myTasks(page: $page, limit: $limit) {\n    total\n    page\n    pageCount\n    items {\n      ...MarketingTaskFields\n    }\n  }\n}\n\nquery MarketingTodayTasks($page: Int!) {\n  myTodayTasks(page: $page) {\n    total\n    page\n    pageCount\n    items {\n      ...MarketingTaskFields\n    }\n  }\n}\n\nquery MarketingRescheduledTasks($page: Int!) {\n  myRescheduledTasks(page: $page) {\n    total\n    page\n    pageCount\n    items {\n      ...MarketingTaskFields\n    }\n  }\n}\n\nquery MarketingTaskSearch($query: String, $date: String, $page: Int!) {\n  searchMyTasks(query: $query, date: $date, page: $page) {\n    total\n    page\n    pageCount\n    items {\n      ...MarketingTaskFields\n    }\n  }\n}\n\nquery MarketingTask($taskCode: String!) {\n  myTask(taskCode: $taskCode) {\n    ...MarketingTaskFields\n  }\n}\n\nmutation MarketingReportOutcome($input: TaskOutcomeInput!) {\n  reportTaskOutcome(input: $input) {\n    ...MarketingTaskFields\n  }\n}': typeof types.MarketingTaskFieldsFragmentDoc;
  'query MediaLibraryAssets($offset: Int!, $limit: Int!) {\n  mediaAssets(offset: $offset, limit: $limit) {\n    total\n    items {\n      id\n      url\n      originalName\n      mimeType\n      size\n      width\n      height\n      createdAt\n      uploadedByName\n      usedIn {\n        title\n        address\n      }\n    }\n  }\n}': typeof types.MediaLibraryAssetsDocument;
  'mutation SubmitProjectRequest($input: ProjectRequestInput!) {\n  submitProjectRequest(input: $input) {\n    id\n    receivedAt\n  }\n}': typeof types.SubmitProjectRequestDocument;
  'query StaffMe {\n  me {\n    id\n    role\n    firstName\n    lastName\n    email\n  }\n}\n\nmutation StaffLogin($input: LoginInput!) {\n  login(input: $input) {\n    expiresAt\n    user {\n      id\n      role\n      firstName\n      lastName\n      email\n    }\n  }\n}\n\nmutation StaffLogout {\n  logout\n}': typeof types.StaffMeDocument;
};
const documents: Documents = {
  'query AdminCalendar($month: String!) {\n  adminCalendar(month: $month) {\n    month\n    from\n    to\n    entries {\n      kind\n      recordId\n      code\n      title\n      date\n      previousDate\n      status\n      assignee\n      link\n    }\n  }\n}':
    types.AdminCalendarDocument,
  'query AdminDashboard {\n  adminDashboard {\n    generatedAt\n    figures {\n      key\n      label\n      value\n      unit\n      comparison {\n        label\n        value\n      }\n    }\n    charts {\n      key\n      title\n      valueLabel\n      unit\n      points {\n        label\n        value\n      }\n    }\n    recentActivity {\n      kind\n      title\n      detail\n      at\n      link\n    }\n  }\n}':
    types.AdminDashboardDocument,
  'query AdminSearch($query: String!) {\n  adminSearch(query: $query) {\n    kind\n    recordId\n    title\n    detail\n    link\n  }\n}\n\nfragment AdminNotificationsParts on AdminNotifications {\n  unseenCount\n  lastSeenAt\n  items {\n    kind\n    recordId\n    title\n    detail\n    link\n    at\n    unseen\n  }\n}\n\nquery AdminNotifications {\n  adminNotifications {\n    ...AdminNotificationsParts\n  }\n}\n\nmutation MarkAdminNotificationsSeen {\n  markAdminNotificationsSeen {\n    ...AdminNotificationsParts\n  }\n}':
    types.AdminSearchDocument,
  'fragment BlogAdminPost on BlogPost {\n  id\n  slug\n  title\n  description\n  category\n  image\n  createdAt\n}\n\nquery BlogAdminPosts($offset: Int!, $limit: Int!) {\n  adminBlogPosts(offset: $offset, limit: $limit) {\n    total\n    items {\n      ...BlogAdminPost\n    }\n  }\n}\n\nmutation BlogAdminCreatePost($input: BlogPostInput!, $image: Upload) {\n  createBlogPost(input: $input, image: $image) {\n    ...BlogAdminPost\n  }\n}\n\nmutation BlogAdminUpdatePost($id: ID!, $input: BlogPostInput!, $image: Upload) {\n  updateBlogPost(id: $id, input: $input, image: $image) {\n    ...BlogAdminPost\n  }\n}\n\nmutation BlogAdminDeletePost($id: ID!) {\n  deleteBlogPost(id: $id)\n}':
    types.BlogAdminPostFragmentDoc,
  'fragment CareerAdminJob on Job {\n  id\n  slug\n  title\n  location\n  type\n  experience\n  department\n  description\n  skills\n  isOpen\n  postedAt\n}\n\nquery CareerAdminJobs($department: String, $location: String) {\n  adminJobs(department: $department, location: $location) {\n    ...CareerAdminJob\n  }\n}\n\nquery CareerAdminFilterOptions {\n  adminJobFilterOptions {\n    departments\n    locations\n  }\n}\n\nmutation CareerAdminCreateJob($input: JobInput!) {\n  createJob(input: $input) {\n    ...CareerAdminJob\n  }\n}\n\nmutation CareerAdminUpdateJob($id: ID!, $input: JobInput!) {\n  updateJob(id: $id, input: $input) {\n    ...CareerAdminJob\n  }\n}\n\nmutation CareerAdminSetJobOpen($id: ID!, $open: Boolean!) {\n  setJobOpen(id: $id, open: $open) {\n    id\n    isOpen\n  }\n}\n\nmutation CareerAdminDeleteJob($id: ID!) {\n  deleteJob(id: $id)\n}':
    types.CareerAdminJobFragmentDoc,
  'fragment JobCard_job on Job {\n  id\n  slug\n  title\n  department\n  location\n  type\n  experience\n}\n\nquery OpenJobs($search: String, $department: String, $location: String) {\n  openJobs(search: $search, department: $department, location: $location) {\n    ...JobCard_job\n  }\n}\n\nquery JobFilterOptions {\n  jobFilterOptions {\n    departments\n    locations\n  }\n}\n\nquery JobBySlug($slug: String!) {\n  job(slug: $slug) {\n    ...JobCard_job\n    description\n    skills\n    postedAt\n  }\n}':
    types.JobCard_JobFragmentDoc,
  'mutation StartChatLead($input: ChatLeadInput!) {\n  startChatLead(input: $input) {\n    chatToken\n  }\n}\n\nmutation SetChatLeadService($chatToken: String!, $service: ChatService!) {\n  setChatLeadService(chatToken: $chatToken, service: $service) {\n    id\n  }\n}':
    types.StartChatLeadDocument,
  'mutation SubmitContactMessage($input: ContactMessageInput!) {\n  submitContactMessage(input: $input) {\n    id\n    receivedAt\n  }\n}':
    types.SubmitContactMessageDocument,
  'fragment BlogCard_post on BlogPost {\n  id\n  slug\n  title\n  excerpt\n  category\n  image\n  createdAt\n  readingTimeMinutes\n}\n\nquery BlogPostList($category: BlogCategory, $search: String, $offset: Int! = 0, $limit: Int! = 12) {\n  blogPosts(category: $category, search: $search, offset: $offset, limit: $limit) {\n    total\n    offset\n    limit\n    items {\n      ...BlogCard_post\n    }\n  }\n}\n\nquery BlogPostBySlug($slug: String!) {\n  blogPost(slug: $slug) {\n    id\n    slug\n    title\n    description\n    category\n    image\n    createdAt\n    readingTimeMinutes\n  }\n}':
    types.BlogCard_PostFragmentDoc,
  'query InboxLeadList($kind: LeadKind, $status: LeadStatus, $offset: Int, $limit: Int) {\n  inboxLeads(kind: $kind, status: $status, offset: $offset, limit: $limit) {\n    total\n    items {\n      id\n      kind\n      status\n      name\n      email\n      createdAt\n    }\n  }\n}\n\nquery InboxLeadDetail($id: ID!) {\n  inboxLead(id: $id) {\n    id\n    kind\n    status\n    name\n    email\n    mobile\n    subject\n    message\n    businessName\n    service\n    pagePath\n    consentNote\n    createdAt\n    notes {\n      id\n      authorName\n      body\n      createdAt\n    }\n  }\n}\n\nmutation InboxSetLeadStatus($id: ID!, $status: LeadStatus!) {\n  setLeadStatus(id: $id, status: $status) {\n    id\n    status\n  }\n}\n\nmutation InboxAddLeadNote($id: ID!, $body: String!) {\n  addLeadNote(id: $id, body: $body) {\n    id\n    authorName\n    body\n    createdAt\n  }\n}':
    types.InboxLeadListDocument,
  'fragment MarketingTaskFields on Task {\n  id\n  taskCode\n  title\n  customerName\n  status\n  dueDate\n  previousDueDate\n}\n\nquery MarketingAllTasks($page: Int!, $limit: Int!) {\n  myTasks(page: $page, limit: $limit) {\n    total\n    page\n    pageCount\n    items {\n      ...MarketingTaskFields\n    }\n  }\n}\n\nquery MarketingTodayTasks($page: Int!) {\n  myTodayTasks(page: $page) {\n    total\n    page\n    pageCount\n    items {\n      ...MarketingTaskFields\n    }\n  }\n}\n\nquery MarketingRescheduledTasks($page: Int!) {\n  myRescheduledTasks(page: $page) {\n    total\n    page\n    pageCount\n    items {\n      ...MarketingTaskFields\n    }\n  }\n}\n\nquery MarketingTaskSearch($query: String, $date: String, $page: Int!) {\n  searchMyTasks(query: $query, date: $date, page: $page) {\n    total\n    page\n    pageCount\n    items {\n      ...MarketingTaskFields\n    }\n  }\n}\n\nquery MarketingTask($taskCode: String!) {\n  myTask(taskCode: $taskCode) {\n    ...MarketingTaskFields\n  }\n}\n\nmutation MarketingReportOutcome($input: TaskOutcomeInput!) {\n  reportTaskOutcome(input: $input) {\n    ...MarketingTaskFields\n  }\n}':
    types.MarketingTaskFieldsFragmentDoc,
  'query MediaLibraryAssets($offset: Int!, $limit: Int!) {\n  mediaAssets(offset: $offset, limit: $limit) {\n    total\n    items {\n      id\n      url\n      originalName\n      mimeType\n      size\n      width\n      height\n      createdAt\n      uploadedByName\n      usedIn {\n        title\n        address\n      }\n    }\n  }\n}':
    types.MediaLibraryAssetsDocument,
  'mutation SubmitProjectRequest($input: ProjectRequestInput!) {\n  submitProjectRequest(input: $input) {\n    id\n    receivedAt\n  }\n}':
    types.SubmitProjectRequestDocument,
  'query StaffMe {\n  me {\n    id\n    role\n    firstName\n    lastName\n    email\n  }\n}\n\nmutation StaffLogin($input: LoginInput!) {\n  login(input: $input) {\n    expiresAt\n    user {\n      id\n      role\n      firstName\n      lastName\n      email\n    }\n  }\n}\n\nmutation StaffLogout {\n  logout\n}':
    types.StaffMeDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query AdminCalendar($month: String!) {\n  adminCalendar(month: $month) {\n    month\n    from\n    to\n    entries {\n      kind\n      recordId\n      code\n      title\n      date\n      previousDate\n      status\n      assignee\n      link\n    }\n  }\n}',
): (typeof documents)['query AdminCalendar($month: String!) {\n  adminCalendar(month: $month) {\n    month\n    from\n    to\n    entries {\n      kind\n      recordId\n      code\n      title\n      date\n      previousDate\n      status\n      assignee\n      link\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query AdminDashboard {\n  adminDashboard {\n    generatedAt\n    figures {\n      key\n      label\n      value\n      unit\n      comparison {\n        label\n        value\n      }\n    }\n    charts {\n      key\n      title\n      valueLabel\n      unit\n      points {\n        label\n        value\n      }\n    }\n    recentActivity {\n      kind\n      title\n      detail\n      at\n      link\n    }\n  }\n}',
): (typeof documents)['query AdminDashboard {\n  adminDashboard {\n    generatedAt\n    figures {\n      key\n      label\n      value\n      unit\n      comparison {\n        label\n        value\n      }\n    }\n    charts {\n      key\n      title\n      valueLabel\n      unit\n      points {\n        label\n        value\n      }\n    }\n    recentActivity {\n      kind\n      title\n      detail\n      at\n      link\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query AdminSearch($query: String!) {\n  adminSearch(query: $query) {\n    kind\n    recordId\n    title\n    detail\n    link\n  }\n}\n\nfragment AdminNotificationsParts on AdminNotifications {\n  unseenCount\n  lastSeenAt\n  items {\n    kind\n    recordId\n    title\n    detail\n    link\n    at\n    unseen\n  }\n}\n\nquery AdminNotifications {\n  adminNotifications {\n    ...AdminNotificationsParts\n  }\n}\n\nmutation MarkAdminNotificationsSeen {\n  markAdminNotificationsSeen {\n    ...AdminNotificationsParts\n  }\n}',
): (typeof documents)['query AdminSearch($query: String!) {\n  adminSearch(query: $query) {\n    kind\n    recordId\n    title\n    detail\n    link\n  }\n}\n\nfragment AdminNotificationsParts on AdminNotifications {\n  unseenCount\n  lastSeenAt\n  items {\n    kind\n    recordId\n    title\n    detail\n    link\n    at\n    unseen\n  }\n}\n\nquery AdminNotifications {\n  adminNotifications {\n    ...AdminNotificationsParts\n  }\n}\n\nmutation MarkAdminNotificationsSeen {\n  markAdminNotificationsSeen {\n    ...AdminNotificationsParts\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment BlogAdminPost on BlogPost {\n  id\n  slug\n  title\n  description\n  category\n  image\n  createdAt\n}\n\nquery BlogAdminPosts($offset: Int!, $limit: Int!) {\n  adminBlogPosts(offset: $offset, limit: $limit) {\n    total\n    items {\n      ...BlogAdminPost\n    }\n  }\n}\n\nmutation BlogAdminCreatePost($input: BlogPostInput!, $image: Upload) {\n  createBlogPost(input: $input, image: $image) {\n    ...BlogAdminPost\n  }\n}\n\nmutation BlogAdminUpdatePost($id: ID!, $input: BlogPostInput!, $image: Upload) {\n  updateBlogPost(id: $id, input: $input, image: $image) {\n    ...BlogAdminPost\n  }\n}\n\nmutation BlogAdminDeletePost($id: ID!) {\n  deleteBlogPost(id: $id)\n}',
): (typeof documents)['fragment BlogAdminPost on BlogPost {\n  id\n  slug\n  title\n  description\n  category\n  image\n  createdAt\n}\n\nquery BlogAdminPosts($offset: Int!, $limit: Int!) {\n  adminBlogPosts(offset: $offset, limit: $limit) {\n    total\n    items {\n      ...BlogAdminPost\n    }\n  }\n}\n\nmutation BlogAdminCreatePost($input: BlogPostInput!, $image: Upload) {\n  createBlogPost(input: $input, image: $image) {\n    ...BlogAdminPost\n  }\n}\n\nmutation BlogAdminUpdatePost($id: ID!, $input: BlogPostInput!, $image: Upload) {\n  updateBlogPost(id: $id, input: $input, image: $image) {\n    ...BlogAdminPost\n  }\n}\n\nmutation BlogAdminDeletePost($id: ID!) {\n  deleteBlogPost(id: $id)\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment CareerAdminJob on Job {\n  id\n  slug\n  title\n  location\n  type\n  experience\n  department\n  description\n  skills\n  isOpen\n  postedAt\n}\n\nquery CareerAdminJobs($department: String, $location: String) {\n  adminJobs(department: $department, location: $location) {\n    ...CareerAdminJob\n  }\n}\n\nquery CareerAdminFilterOptions {\n  adminJobFilterOptions {\n    departments\n    locations\n  }\n}\n\nmutation CareerAdminCreateJob($input: JobInput!) {\n  createJob(input: $input) {\n    ...CareerAdminJob\n  }\n}\n\nmutation CareerAdminUpdateJob($id: ID!, $input: JobInput!) {\n  updateJob(id: $id, input: $input) {\n    ...CareerAdminJob\n  }\n}\n\nmutation CareerAdminSetJobOpen($id: ID!, $open: Boolean!) {\n  setJobOpen(id: $id, open: $open) {\n    id\n    isOpen\n  }\n}\n\nmutation CareerAdminDeleteJob($id: ID!) {\n  deleteJob(id: $id)\n}',
): (typeof documents)['fragment CareerAdminJob on Job {\n  id\n  slug\n  title\n  location\n  type\n  experience\n  department\n  description\n  skills\n  isOpen\n  postedAt\n}\n\nquery CareerAdminJobs($department: String, $location: String) {\n  adminJobs(department: $department, location: $location) {\n    ...CareerAdminJob\n  }\n}\n\nquery CareerAdminFilterOptions {\n  adminJobFilterOptions {\n    departments\n    locations\n  }\n}\n\nmutation CareerAdminCreateJob($input: JobInput!) {\n  createJob(input: $input) {\n    ...CareerAdminJob\n  }\n}\n\nmutation CareerAdminUpdateJob($id: ID!, $input: JobInput!) {\n  updateJob(id: $id, input: $input) {\n    ...CareerAdminJob\n  }\n}\n\nmutation CareerAdminSetJobOpen($id: ID!, $open: Boolean!) {\n  setJobOpen(id: $id, open: $open) {\n    id\n    isOpen\n  }\n}\n\nmutation CareerAdminDeleteJob($id: ID!) {\n  deleteJob(id: $id)\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment JobCard_job on Job {\n  id\n  slug\n  title\n  department\n  location\n  type\n  experience\n}\n\nquery OpenJobs($search: String, $department: String, $location: String) {\n  openJobs(search: $search, department: $department, location: $location) {\n    ...JobCard_job\n  }\n}\n\nquery JobFilterOptions {\n  jobFilterOptions {\n    departments\n    locations\n  }\n}\n\nquery JobBySlug($slug: String!) {\n  job(slug: $slug) {\n    ...JobCard_job\n    description\n    skills\n    postedAt\n  }\n}',
): (typeof documents)['fragment JobCard_job on Job {\n  id\n  slug\n  title\n  department\n  location\n  type\n  experience\n}\n\nquery OpenJobs($search: String, $department: String, $location: String) {\n  openJobs(search: $search, department: $department, location: $location) {\n    ...JobCard_job\n  }\n}\n\nquery JobFilterOptions {\n  jobFilterOptions {\n    departments\n    locations\n  }\n}\n\nquery JobBySlug($slug: String!) {\n  job(slug: $slug) {\n    ...JobCard_job\n    description\n    skills\n    postedAt\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation StartChatLead($input: ChatLeadInput!) {\n  startChatLead(input: $input) {\n    chatToken\n  }\n}\n\nmutation SetChatLeadService($chatToken: String!, $service: ChatService!) {\n  setChatLeadService(chatToken: $chatToken, service: $service) {\n    id\n  }\n}',
): (typeof documents)['mutation StartChatLead($input: ChatLeadInput!) {\n  startChatLead(input: $input) {\n    chatToken\n  }\n}\n\nmutation SetChatLeadService($chatToken: String!, $service: ChatService!) {\n  setChatLeadService(chatToken: $chatToken, service: $service) {\n    id\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation SubmitContactMessage($input: ContactMessageInput!) {\n  submitContactMessage(input: $input) {\n    id\n    receivedAt\n  }\n}',
): (typeof documents)['mutation SubmitContactMessage($input: ContactMessageInput!) {\n  submitContactMessage(input: $input) {\n    id\n    receivedAt\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment BlogCard_post on BlogPost {\n  id\n  slug\n  title\n  excerpt\n  category\n  image\n  createdAt\n  readingTimeMinutes\n}\n\nquery BlogPostList($category: BlogCategory, $search: String, $offset: Int! = 0, $limit: Int! = 12) {\n  blogPosts(category: $category, search: $search, offset: $offset, limit: $limit) {\n    total\n    offset\n    limit\n    items {\n      ...BlogCard_post\n    }\n  }\n}\n\nquery BlogPostBySlug($slug: String!) {\n  blogPost(slug: $slug) {\n    id\n    slug\n    title\n    description\n    category\n    image\n    createdAt\n    readingTimeMinutes\n  }\n}',
): (typeof documents)['fragment BlogCard_post on BlogPost {\n  id\n  slug\n  title\n  excerpt\n  category\n  image\n  createdAt\n  readingTimeMinutes\n}\n\nquery BlogPostList($category: BlogCategory, $search: String, $offset: Int! = 0, $limit: Int! = 12) {\n  blogPosts(category: $category, search: $search, offset: $offset, limit: $limit) {\n    total\n    offset\n    limit\n    items {\n      ...BlogCard_post\n    }\n  }\n}\n\nquery BlogPostBySlug($slug: String!) {\n  blogPost(slug: $slug) {\n    id\n    slug\n    title\n    description\n    category\n    image\n    createdAt\n    readingTimeMinutes\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query InboxLeadList($kind: LeadKind, $status: LeadStatus, $offset: Int, $limit: Int) {\n  inboxLeads(kind: $kind, status: $status, offset: $offset, limit: $limit) {\n    total\n    items {\n      id\n      kind\n      status\n      name\n      email\n      createdAt\n    }\n  }\n}\n\nquery InboxLeadDetail($id: ID!) {\n  inboxLead(id: $id) {\n    id\n    kind\n    status\n    name\n    email\n    mobile\n    subject\n    message\n    businessName\n    service\n    pagePath\n    consentNote\n    createdAt\n    notes {\n      id\n      authorName\n      body\n      createdAt\n    }\n  }\n}\n\nmutation InboxSetLeadStatus($id: ID!, $status: LeadStatus!) {\n  setLeadStatus(id: $id, status: $status) {\n    id\n    status\n  }\n}\n\nmutation InboxAddLeadNote($id: ID!, $body: String!) {\n  addLeadNote(id: $id, body: $body) {\n    id\n    authorName\n    body\n    createdAt\n  }\n}',
): (typeof documents)['query InboxLeadList($kind: LeadKind, $status: LeadStatus, $offset: Int, $limit: Int) {\n  inboxLeads(kind: $kind, status: $status, offset: $offset, limit: $limit) {\n    total\n    items {\n      id\n      kind\n      status\n      name\n      email\n      createdAt\n    }\n  }\n}\n\nquery InboxLeadDetail($id: ID!) {\n  inboxLead(id: $id) {\n    id\n    kind\n    status\n    name\n    email\n    mobile\n    subject\n    message\n    businessName\n    service\n    pagePath\n    consentNote\n    createdAt\n    notes {\n      id\n      authorName\n      body\n      createdAt\n    }\n  }\n}\n\nmutation InboxSetLeadStatus($id: ID!, $status: LeadStatus!) {\n  setLeadStatus(id: $id, status: $status) {\n    id\n    status\n  }\n}\n\nmutation InboxAddLeadNote($id: ID!, $body: String!) {\n  addLeadNote(id: $id, body: $body) {\n    id\n    authorName\n    body\n    createdAt\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment MarketingTaskFields on Task {\n  id\n  taskCode\n  title\n  customerName\n  status\n  dueDate\n  previousDueDate\n}\n\nquery MarketingAllTasks($page: Int!, $limit: Int!) {\n  myTasks(page: $page, limit: $limit) {\n    total\n    page\n    pageCount\n    items {\n      ...MarketingTaskFields\n    }\n  }\n}\n\nquery MarketingTodayTasks($page: Int!) {\n  myTodayTasks(page: $page) {\n    total\n    page\n    pageCount\n    items {\n      ...MarketingTaskFields\n    }\n  }\n}\n\nquery MarketingRescheduledTasks($page: Int!) {\n  myRescheduledTasks(page: $page) {\n    total\n    page\n    pageCount\n    items {\n      ...MarketingTaskFields\n    }\n  }\n}\n\nquery MarketingTaskSearch($query: String, $date: String, $page: Int!) {\n  searchMyTasks(query: $query, date: $date, page: $page) {\n    total\n    page\n    pageCount\n    items {\n      ...MarketingTaskFields\n    }\n  }\n}\n\nquery MarketingTask($taskCode: String!) {\n  myTask(taskCode: $taskCode) {\n    ...MarketingTaskFields\n  }\n}\n\nmutation MarketingReportOutcome($input: TaskOutcomeInput!) {\n  reportTaskOutcome(input: $input) {\n    ...MarketingTaskFields\n  }\n}',
): (typeof documents)['fragment MarketingTaskFields on Task {\n  id\n  taskCode\n  title\n  customerName\n  status\n  dueDate\n  previousDueDate\n}\n\nquery MarketingAllTasks($page: Int!, $limit: Int!) {\n  myTasks(page: $page, limit: $limit) {\n    total\n    page\n    pageCount\n    items {\n      ...MarketingTaskFields\n    }\n  }\n}\n\nquery MarketingTodayTasks($page: Int!) {\n  myTodayTasks(page: $page) {\n    total\n    page\n    pageCount\n    items {\n      ...MarketingTaskFields\n    }\n  }\n}\n\nquery MarketingRescheduledTasks($page: Int!) {\n  myRescheduledTasks(page: $page) {\n    total\n    page\n    pageCount\n    items {\n      ...MarketingTaskFields\n    }\n  }\n}\n\nquery MarketingTaskSearch($query: String, $date: String, $page: Int!) {\n  searchMyTasks(query: $query, date: $date, page: $page) {\n    total\n    page\n    pageCount\n    items {\n      ...MarketingTaskFields\n    }\n  }\n}\n\nquery MarketingTask($taskCode: String!) {\n  myTask(taskCode: $taskCode) {\n    ...MarketingTaskFields\n  }\n}\n\nmutation MarketingReportOutcome($input: TaskOutcomeInput!) {\n  reportTaskOutcome(input: $input) {\n    ...MarketingTaskFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query MediaLibraryAssets($offset: Int!, $limit: Int!) {\n  mediaAssets(offset: $offset, limit: $limit) {\n    total\n    items {\n      id\n      url\n      originalName\n      mimeType\n      size\n      width\n      height\n      createdAt\n      uploadedByName\n      usedIn {\n        title\n        address\n      }\n    }\n  }\n}',
): (typeof documents)['query MediaLibraryAssets($offset: Int!, $limit: Int!) {\n  mediaAssets(offset: $offset, limit: $limit) {\n    total\n    items {\n      id\n      url\n      originalName\n      mimeType\n      size\n      width\n      height\n      createdAt\n      uploadedByName\n      usedIn {\n        title\n        address\n      }\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation SubmitProjectRequest($input: ProjectRequestInput!) {\n  submitProjectRequest(input: $input) {\n    id\n    receivedAt\n  }\n}',
): (typeof documents)['mutation SubmitProjectRequest($input: ProjectRequestInput!) {\n  submitProjectRequest(input: $input) {\n    id\n    receivedAt\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query StaffMe {\n  me {\n    id\n    role\n    firstName\n    lastName\n    email\n  }\n}\n\nmutation StaffLogin($input: LoginInput!) {\n  login(input: $input) {\n    expiresAt\n    user {\n      id\n      role\n      firstName\n      lastName\n      email\n    }\n  }\n}\n\nmutation StaffLogout {\n  logout\n}',
): (typeof documents)['query StaffMe {\n  me {\n    id\n    role\n    firstName\n    lastName\n    email\n  }\n}\n\nmutation StaffLogin($input: LoginInput!) {\n  login(input: $input) {\n    expiresAt\n    user {\n      id\n      role\n      firstName\n      lastName\n      email\n    }\n  }\n}\n\nmutation StaffLogout {\n  logout\n}'];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> =
  TDocumentNode extends DocumentNode<infer TType, any> ? TType : never;
