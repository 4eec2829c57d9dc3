import { useEffect, useRef } from 'react';

/** A ref for the element a link pointed at: it scrolls into view once it is shown. */
export function useScrollIntoView<T extends HTMLElement>(active: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    // Browsers all have scrollIntoView; jsdom, which renders the component tests, does not.
    if (active && element && 'scrollIntoView' in element)
      element.scrollIntoView({ block: 'center' });
  }, [active]);
  return ref;
}
