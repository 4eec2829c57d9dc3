import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Spinner } from '../components/Spinner';
import { PublicLayout } from './PublicLayout';
import { RouteAnnouncer } from './RouteAnnouncer';
import { appRoutes } from './routes';

export function App() {
  return (
    <>
      <RouteAnnouncer />
      <Routes>
        <Route element={<PublicLayout />}>
          {appRoutes.map(({ path, page: Page }) => (
            <Route
              key={path}
              path={path}
              element={
                <Suspense fallback={<Spinner label="Loading page" />}>
                  <Page />
                </Suspense>
              }
            />
          ))}
        </Route>
      </Routes>
    </>
  );
}
