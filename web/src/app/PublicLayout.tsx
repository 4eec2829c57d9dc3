import { Outlet, useLocation } from 'react-router-dom';
import { SiteFooter } from '../features/shell/SiteFooter';
import { SiteNav } from '../features/shell/SiteNav';
import { ProjectModalProvider } from '../features/shell/project-modal';
import { ProjectRequestModal } from '../features/shell/ProjectRequestModal';
import { isStaffAddress } from '../lib/paths';

export function PublicLayout() {
  const { pathname } = useLocation();
  const showChrome = !isStaffAddress(pathname);
  return (
    <ProjectModalProvider>
      {showChrome && (
        <a className="skip-link" href="#main">
          Skip to content
        </a>
      )}
      {showChrome && <SiteNav />}
      <main id="main" className={showChrome ? 'page page--public' : 'page'}>
        <Outlet />
      </main>
      {showChrome && <SiteFooter />}
      {showChrome && <ProjectRequestModal />}
    </ProjectModalProvider>
  );
}
