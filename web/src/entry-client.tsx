import './styles/index.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { recordVisit } from './lib/visit-attribution';
import { PublicUrlContext } from './lib/public-url';
import { matchAppRoutes } from './app/routes';
import { makeZodJitless } from './lib/zod-settings';

// Before any form's schema loads (they all load lazily, after this line).
makeZodJitless();

async function start(): Promise<void> {
  // Where the visitor came from, before anything else reads the address (lib/attribution.ts).
  recordVisit();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from the page');
  // Load the current page's code first so hydration finds the same tree the server rendered.
  await Promise.all(matchAppRoutes(window.location.pathname).map((route) => route.page.preload()));

  // No Apollo Client here: pages and widgets that talk to the server bring their own
  // (lib/apollo/with-apollo), so pages that only show text load none of it.
  const app = (
    <StrictMode>
      <PublicUrlContext value={window.location.origin}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </PublicUrlContext>
    </StrictMode>
  );
  // Hydrating in a transition lets React yield to the browser every few milliseconds instead
  // of holding the main thread for the whole page, so a tap during start-up is answered.
  if (container.hasChildNodes()) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

void start();
