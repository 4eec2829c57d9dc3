import { Suspense, useEffect } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Spinner } from '../components/Spinner';
import { pageHydrated } from '../lib/islands/wake-page';
import { PublicLayout } from './PublicLayout';
import { RouteAnnouncer } from './RouteAnnouncer';
import { appRoutes, type AppRoute } from './routes';

/**
 * Rendered after the page, inside its Suspense boundary: its effect runs once React has taken
 * over the page's own content (which may hydrate after the frame around it, its code being
 * lazy), and the islands on it watch for the visitor. Then the presses the visitor made before
 * the page started are handed over (lib/islands/wake-page), and the document is marked, so
 * scripts and browser tests can tell a page that only looks ready from one that responds.
 */
function PageReady() {
  useEffect(() => {
    pageHydrated();
    document.documentElement.dataset['hydrated'] = 'true';
  }, []);
  return null;
}

export function App() {
  return (
    <>
      <RouteAnnouncer />
      <Routes>
        <Route element={<PublicLayout />}>
          {appRoutes.filter((route) => !route.ownLayout).map(pageRoute)}
        </Route>
        {appRoutes.filter((route) => route.ownLayout).map(pageRoute)}
      </Routes>
    </>
  );
}

function pageRoute({ path, page: Page }: AppRoute) {
  return (
    <Route
      key={path}
      path={path}
      element={
        <Suspense fallback={<Spinner label="Loading page" />}>
          <Page />
          <PageReady />
        </Suspense>
      }
    />
  );
}
