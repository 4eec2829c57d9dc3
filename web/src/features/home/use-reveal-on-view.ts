import { useEffect, useRef, useState } from 'react';

/**
 * Whether an element has come into view yet. The server renders it plainly visible; the
 * fade-in starts only when the visitor reaches it, so it is seen and never hides content
 * from anyone who has not scrolled there.
 */
export function useRevealOnView<T extends Element>(disabled: boolean) {
  const ref = useRef<T>(null);
  const [revealed, setRevealed] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (disabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setRevealed(true);
        observer.disconnect();
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [disabled]);
  return { ref, revealed };
}
