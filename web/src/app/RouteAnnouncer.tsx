import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * After client-side navigation, screen readers hear the new page's title and keyboard focus
 * moves to its main heading, as it would on a full page load.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const [announcement, setAnnouncement] = useState('');
  // Compared with the last announced path, so that a first render (or React re-running
  // effects) never steals focus from a freshly loaded page.
  const announcedPath = useRef(pathname);

  useEffect(() => {
    if (announcedPath.current === pathname) return;
    announcedPath.current = pathname;
    // Wait a frame so the new page has rendered its heading and title.
    const frame = requestAnimationFrame(() => {
      const heading = document.querySelector<HTMLElement>('main h1');
      if (heading) {
        heading.tabIndex = -1;
        heading.focus();
      }
      setAnnouncement(document.title);
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname]);

  return (
    <p className="visually-hidden" aria-live="assertive" aria-atomic="true">
      {announcement}
    </p>
  );
}
