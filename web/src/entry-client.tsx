import './styles/index.css';
import { ApolloProvider } from '@apollo/client/react';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { config as configureZod } from 'zod';
import { createBrowserApolloClient } from './app/apollo';
import { readApolloState } from './app/apollo-state';
import { App } from './app/App';
import { PublicUrlContext } from './lib/public-url';
import { matchAppRoutes } from './app/routes';

// Zod compiles object parsers with `new Function` where it may. The Content-Security-Policy
// forbids eval, and the browser reports even zod's caught probe for it as a violation. Pages
// (and the forms' schemas) load lazily, after this line.
configureZod({ jitless: true });

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from the page');
  // Load the current page's code first so hydration finds the same tree the server rendered.
  await Promise.all(matchAppRoutes(window.location.pathname).map((route) => route.page.preload()));

  const client = createBrowserApolloClient(readApolloState(document));
  const app = (
    <StrictMode>
      <PublicUrlContext value={window.location.origin}>
        <ApolloProvider client={client}>
          <BrowserRouter>
            <App />
          </BrowserRouter>
        </ApolloProvider>
      </PublicUrlContext>
    </StrictMode>
  );
  if (container.hasChildNodes()) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();
