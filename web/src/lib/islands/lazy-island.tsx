import {
  createContext,
  lazy,
  memo,
  Suspense,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useLocation } from 'react-router-dom';
import { islandHydrated, watchIsland } from './island-registry';

export interface IslandOptions {
  /** Shown while the code loads when there is no server HTML to keep (after a link was followed). */
  fallback?: ReactNode;
  /** The island talks to the server: Apollo Client loads with its code (lib/apollo/with-apollo). */
  withApollo?: boolean;
  /**
   * The island renders the page's title and meta tags (a whole page: lazyIslandPage). React
   * moves them into <head>, where nothing owns them until the island hydrates: a visitor who
   * follows a link before then would keep them beside the next page's, so they go with it.
   */
  ownsHeadTags?: boolean;
}

const HydratedContext = createContext<(() => void) | null>(null);

/**
 * An interactive part of a server-rendered page whose code (and what it brings: Apollo Client,
 * the form library, zod) loads only when the visitor reaches for it: a touch, a click, focus, a
 * key or the pointer over it. Until then the browser shows the server's HTML, which React leaves
 * as it is: links work, fields take text, and presses are held and made once the code is in (see
 * island-registry). Rendered after a link was followed, with no server HTML, it loads at once.
 *
 * The server renders the island completely; the browser's page script does not contain it.
 */
export function lazyIsland<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  { fallback = null, withApollo = false, ownsHeadTags = false }: IslandOptions = {},
) {
  const gate = openableGate();
  const loadCode = withApollo ? () => loadWithApollo(load) : load;
  const Loaded = lazy(async () => ({
    default: reportingHydration(await loadWhenOpen(gate, loadCode)),
  }));

  function Island(props: Props) {
    const element = useRef<HTMLDivElement>(null);
    const [hydration] = useState(() => {
      let done = false;
      return {
        notHydrated: () => !done,
        hydrated: () => {
          done = true;
          if (element.current) islandHydrated(element.current);
        },
      };
    });
    useEffect(() => {
      if (element.current) return watchIsland(element.current, gate.open);
    }, []);
    // Nothing here renders again while the server's HTML waits: React would have to give it up.
    return (
      <div ref={element} className="island">
        <IslandWatch open={gate.open} headTags={ownsHeadTags ? hydration.notHydrated : undefined} />
        <HydratedContext value={hydration.hydrated}>
          <Suspense fallback={<OpenOnMount open={gate.open}>{fallback}</OpenOnMount>}>
            <Loaded {...props} />
          </Suspense>
        </HydratedContext>
      </div>
    );
  }
  Island.displayName = 'LazyIsland';
  // Same props, no new render: a render would reach the island before it can hydrate.
  return memo(Island);
}

const noSubscription = () => () => undefined;

/**
 * Opens the gate when the island has no server HTML to keep (its first render was not React
 * taking over the server's HTML, but a page rendered after a link was followed), and on any
 * change of address (even to #main): that reaches every part of the page, and React cannot pass
 * it into HTML it has not taken over yet. With `headTags`, the server's head tags go when the
 * island does, if it has not hydrated (`headTags()` says so).
 */
function IslandWatch({ open, headTags }: { open: () => void; headTags?: () => boolean }) {
  // The server's snapshot is what React reads while taking over the server's HTML.
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const [fromServer] = useState(hydrating);
  const { key } = useLocation();
  const [firstKey] = useState(key);
  if (!fromServer || key !== firstKey) open();
  useServerHeadTagsLeaveWithIsland(fromServer ? headTags : undefined);
  return null;
}

/** The page's own tags (PageMeta) that React moves into <head>. */
const PAGE_HEAD_TAGS = [
  'title',
  'meta[name="description"]',
  'meta[name="robots"]',
  'link[rel="canonical"]',
  'meta[property^="og:"]',
  'meta[name^="twitter:"]',
].join(', ');

function useServerHeadTagsLeaveWithIsland(stillServers: (() => boolean) | undefined): void {
  const [leaving] = useState(() => ({ timer: 0 }));
  useEffect(() => {
    if (!stillServers) return;
    // A remount straight after (React's StrictMode checks, in development) keeps them.
    window.clearTimeout(leaving.timer);
    const serverTags = [...document.head.querySelectorAll(PAGE_HEAD_TAGS)];
    return () => {
      leaving.timer = window.setTimeout(() => {
        if (stillServers()) for (const tag of serverTags) tag.remove();
      }, 0);
    };
  }, [stillServers, leaving]);
}

/**
 * The fallback shows only when React renders the island afresh: after a link was followed, or
 * when React gave up keeping the server's HTML. Either way the code is needed now.
 */
function OpenOnMount({ open, children }: { open: () => void; children: ReactNode }) {
  useEffect(open, [open]);
  return children;
}

async function loadWithApollo<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): Promise<ComponentType<Props>> {
  const [Component, apollo] = await Promise.all([load(), import('../apollo/with-apollo')]);
  return apollo.withApollo(Component);
}

function reportingHydration<Props extends object>(Component: ComponentType<Props>) {
  function Hydrated(props: Props) {
    const onHydrated = useContext(HydratedContext);
    useEffect(() => onHydrated?.(), [onHydrated]);
    return <Component {...props} />;
  }
  return Hydrated;
}

/** Loads once the gate opens; a failed load waits for the next open (the next touch) to retry. */
async function loadWhenOpen<T>(gate: Gate, load: () => Promise<T>): Promise<T> {
  for (;;) {
    await gate.opened();
    try {
      return await load();
    } catch {
      gate.close();
    }
  }
}

interface Gate {
  open: () => void;
  close: () => void;
  opened: () => Promise<void>;
}

/** Open from the start on the server, which renders every island with its code. */
function openableGate(): Gate {
  let release: () => void = () => undefined;
  let opened: Promise<void>;
  const close = () => {
    opened = new Promise((resolve) => (release = resolve));
  };
  close();
  const gate = { open: () => release(), close, opened: () => opened };
  if (typeof window === 'undefined') gate.open();
  return gate;
}
