import { Suspense, useEffect } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Spinner } from '../components/Spinner';
import { PublicLayout } from './PublicLayout';
import { RouteAnnouncer } from './RouteAnnouncer';
import { appRoutes, type AppRoute } from './routes';

/**
 * Marks the document once React has taken over the server HTML, so scripts (and browser
 * tests) can tell a page that only looks ready from one that responds.
 */
function useMarkHydrated(): void {
  useEffect(() => {
    document.documentElement.dataset['hydrated'] = 'true';
  }, []);
}

export function App() {
  useMarkHydrated();
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
        </Suspense>
      }
    />
  );
}
