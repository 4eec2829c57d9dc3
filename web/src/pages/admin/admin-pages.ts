import {
  BriefcaseBusiness,
  CalendarDays,
  FileText,
  History,
  Images,
  Inbox,
  LayoutDashboard,
  Newspaper,
  Signpost,
  Settings,
  ShoppingCart,
  Users,
} from 'lucide-react';
import type { AdminSection } from '../../features/admin-shell/admin-section';
import { lazyPage, type LazyPage } from '../../lib/lazy-page';

type AdminPage = { section: AdminSection; page: LazyPage };

/** The back office's sections in sidebar order, each with its page (loaded when opened). */
export const adminPages: readonly AdminPage[] = [
  {
    section: { label: 'Dashboard', path: 'home', icon: LayoutDashboard },
    page: lazyPage(() => import('./AdminDashboardPage')),
  },
  {
    section: { label: 'Users', path: 'users', icon: Users },
    page: lazyPage(() => import('./AdminUsersPage')),
  },
  {
    section: { label: 'Blog', path: 'blogs', icon: Newspaper },
    page: lazyPage(() => import('./AdminBlogsPage')),
  },
  {
    section: { label: 'Career', path: 'career', icon: BriefcaseBusiness },
    page: lazyPage(() => import('./AdminCareerPage')),
  },
  {
    section: { label: 'Applications', path: 'applications', icon: FileText },
    page: lazyPage(() => import('./AdminApplicationsPage')),
  },
  {
    section: { label: 'Orders', path: 'orders', icon: ShoppingCart },
    page: lazyPage(() => import('./AdminOrdersPage')),
  },
  {
    section: { label: 'Images', path: 'images', icon: Images },
    page: lazyPage(() => import('./AdminImagesPage')),
  },
  {
    section: { label: 'Redirects', path: 'redirects', icon: Signpost },
    page: lazyPage(() => import('./AdminRedirectsPage')),
  },
  {
    section: { label: 'Calendar', path: 'calendar', icon: CalendarDays },
    page: lazyPage(() => import('./AdminCalendarPage')),
  },
  {
    section: { label: 'Messages', path: 'messages', icon: Inbox },
    page: lazyPage(() => import('./AdminMessagesPage')),
  },
  {
    section: { label: 'Audit', path: 'audit', icon: History },
    page: lazyPage(() => import('./AdminAuditPage')),
  },
  {
    section: { label: 'Settings', path: 'settings', icon: Settings },
    page: lazyPage(() => import('./AdminSettingsPage')),
  },
];

/** Pages of the back office that have no sidebar entry of their own, by path under /admin. */
export const adminSubPages: readonly { path: string; label: string; page: LazyPage }[] = [
  {
    path: 'settings/templates',
    label: 'Message templates',
    page: lazyPage(() => import('./AdminTemplatesPage')),
  },
  { path: 'account', label: 'Account', page: lazyPage(() => import('./AdminAccountPage')) },
];
