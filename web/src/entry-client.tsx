import './styles/index.css';
import { startTransition, StrictMode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { startWhenVisitorActs } from './lib/islands/wake-page';
import { recordVisit } from './lib/visit-attribution';
import { PublicUrlContext } from './lib/public-url';
import { matchAppRoutes } from './app/routes';
import { makeZodJitless } from './lib/zod-settings';

// Before any form's schema loads (they all load lazily, after this line).
makeZodJitless();

/** A task later: the browser may paint and answer input between steps of the start-up. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(container: HTMLElement): Promise<void> {
  // The visitor's first act has just started this; what follows (matching the address, asking
  // for the page's modules) runs in a task of its own, so the act is answered first.
  await nextTask();
  // Load the current page's code first so hydration finds the same tree the server rendered.
  // React DOM is a module of its own, asked for only now: the browser runs it in a task of its
  // own, and a visitor who only reads never downloads it.
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

// Where the visitor came from, before anything else reads the address (lib/attribution.ts):
// at once, as a reader may follow a link before the page has started.
recordVisit();
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from the page');
// A server-rendered page starts when the visitor first acts (lib/islands/wake-page.ts).
const startsAtOnce = matchAppRoutes(window.location.pathname).some((route) => route.startsAtOnce);
startWhenVisitorActs(root, () => void start(root), { now: startsAtOnce });
