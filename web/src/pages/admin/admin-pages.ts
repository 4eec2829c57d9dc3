import type { AdminSection } from '../../features/admin-shell/admin-section';
import { lazyPage, type LazyPage } from '../../app/lazy-page';

/** The back office's sections in sidebar order, each with its page (loaded when opened). */
export const adminPages: ReadonlyArray<{ section: AdminSection; page: LazyPage }> = [
  {
    section: { label: 'Dashboard', path: 'home', short: 'D' },
    page: lazyPage(() => import('./AdminDashboardPage')),
  },
];
