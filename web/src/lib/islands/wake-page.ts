import { islandHydrated, watchIsland } from './island-registry';

/**
 * What shows the visitor is there: any touch, pointer movement, wheel, scroll, key or focus,
 * anywhere on the page (a key or a scroll may start outside the root, on <body>).
 */
const VISITOR_EVENTS = [
  'pointerdown',
  'pointermove',
  'touchstart',
  'wheel',
  'scroll',
  'keydown',
  'focusin',
] as const;

/** The root waiting for React, while its server HTML is all there is. */
let waitingRoot: Element | undefined;

/**
 * Starts the page's code once the visitor acts, not while the page loads: a server-rendered
 * page reads and scrolls as it is, so a visitor who only reads costs the phone no script work
 * beyond the entry's, and one who acts gets React from their first touch, pointer movement or
 * key. Until then the root is watched as an island is (island-registry): links work as ordinary
 * links, fields take text, presses are held and made once the page has hydrated
 * (`pageHydrated`). A root without server HTML (the staff areas render only in the browser),
 * or a page that asks to (`now`), starts at once.
 */
export function startWhenVisitorActs(
  root: HTMLElement,
  start: () => void,
  { now = false }: { now?: boolean } = {},
): void {
  if (now || !root.hasChildNodes()) {
    start();
    return;
  }
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    for (const type of VISITOR_EVENTS) window.removeEventListener(type, startOnce, true);
    start();
  };
  for (const type of VISITOR_EVENTS)
    window.addEventListener(type, startOnce, { capture: true, passive: true });
  waitingRoot = root;
  watchIsland(root, startOnce);
}

/**
 * React has taken over the page (its route's content, not only the frame around it): what the
 * visitor typed and pressed meanwhile is handed over, to the islands inside it too.
 */
export function pageHydrated(): void {
  if (!waitingRoot) return;
  islandHydrated(waitingRoot);
  waitingRoot = undefined;
}
