import './styles/index.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { config as configureZod } from 'zod/v4/core';
import { App } from './app/App';
import { recordVisit } from './lib/visit-attribution';
import { PublicUrlContext } from './lib/public-url';
import { matchAppRoutes } from './app/routes';

// Zod compiles object parsers with `new Function` where it may. The Content-Security-Policy
// forbids eval, and the browser reports even zod's caught probe for it as a violation. Pages
// (and the forms' schemas) load lazily, after this line; zod's core module holds the setting.
configureZod({ jitless: true });

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
  if (container.hasChildNodes()) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();
