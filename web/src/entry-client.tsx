import './styles/index.css';
import { startsAtOnce } from './app/starts-at-once';
import { startWhenVisitorActs } from './lib/islands/wake-page';
import { recordVisit } from './lib/visit-attribution';

// The page's entry: all a page runs while it loads. React, the router and the page's own code
// come with app/start-client.tsx once the page starts (lib/islands/wake-page.ts).

// Where the visitor came from, at once: a reader may follow a link before the page has started
// (lib/attribution.ts).
recordVisit();
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from the page');
startWhenVisitorActs(
  root,
  () => void import('./app/start-client').then(({ startClient }) => startClient(root)),
  { now: startsAtOnce(window.location.pathname) },
);
