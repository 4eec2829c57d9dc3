import { startTransition, StrictMode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { PublicUrlContext } from '../lib/public-url';
import { makeZodJitless } from '../lib/zod-settings';
import { App } from './App';
import { matchAppRoutes } from './routes';

// Before any form's schema loads (they all load lazily, after this line).
makeZodJitless();

/** A task later: the browser may paint and answer input between steps of the start-up. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * React takes over the server's HTML in `container`, or renders into it when it is empty. The
 * entry asks for this module (and React, the router and the app with it) only when the page
 * starts: on the visitor's first act, or at once for pages that need it (lib/islands/wake-page).
 */
export async function startClient(container: HTMLElement): Promise<void> {
  // The modules have just run; what follows (matching the address, asking for the page's
  // modules) runs in a task of its own, so neither makes one long task of start-up.
  await nextTask();
  // Load the current page's code first so hydration finds the same tree the server rendered.
  // React DOM is a module of its own, asked for only now: the browser runs it in a task of its
  // own.
  const [{ createRoot, hydrateRoot }] = await Promise.all([
    import('react-dom/client'),
    ...matchAppRoutes(window.location.pathname).map((route) => route.page.preload()),
  ]);

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
