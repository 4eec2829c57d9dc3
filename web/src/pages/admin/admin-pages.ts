import type { AdminSection } from '../../features/admin-shell/admin-section';
import { lazyPage, type LazyPage } from '../../lib/lazy-page';

type AdminPage = { section: AdminSection; page: LazyPage };

/** The back office's sections in sidebar order, each with its page (loaded when opened). */
export const adminPages: readonly AdminPage[] = [
  {
    section: { label: 'Dashboard', path: 'home', short: 'D' },
    page: lazyPage(() => import('./AdminDashboardPage')),
  },
  {
    section: { label: 'Users', path: 'users', short: 'U' },
    page: lazyPage(() => import('./AdminUsersPage')),
  },
  {
    section: { label: 'Blog', path: 'blogs', short: 'B' },
    page: lazyPage(() => import('./AdminBlogsPage')),
  },
  {
    section: { label: 'Career', path: 'career', short: 'C' },
    page: lazyPage(() => import('./AdminCareerPage')),
  },
  {
    section: { label: 'Applications', path: 'applications', short: 'A' },
    page: lazyPage(() => import('./AdminApplicationsPage')),
  },
  {
    section: { label: 'Orders', path: 'orders', short: 'O' },
    page: lazyPage(() => import('./AdminOrdersPage')),
  },
  {
    section: { label: 'Images', path: 'images', short: 'I' },
    page: lazyPage(() => import('./AdminImagesPage')),
  },
  {
    section: { label: 'Calendar', path: 'calendar', short: 'Ca' },
    page: lazyPage(() => import('./AdminCalendarPage')),
  },
  {
    section: { label: 'Messages', path: 'messages', short: 'M' },
    page: lazyPage(() => import('./AdminMessagesPage')),
  },
  {
    section: { label: 'Settings', path: 'settings', short: 'S' },
    page: lazyPage(() => import('./AdminSettingsPage')),
  },
];
