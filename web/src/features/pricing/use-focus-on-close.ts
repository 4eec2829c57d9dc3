import { useEffect, useRef, type RefObject } from 'react';

/**
 * Puts focus back on the opener once a dialog closes. Radix returns focus only to a
 * Dialog.Trigger; a dialog opened by our own button would otherwise drop focus to the page.
 * The timeout runs after Radix's own unmount focus handling, which also waits a tick.
 */
export function useFocusOnClose(open: boolean, opener: RefObject<HTMLElement | null>) {
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) {
      wasOpen.current = true;
      return;
    }
    if (!wasOpen.current) return;
    wasOpen.current = false;
    const timer = setTimeout(() => opener.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, [open, opener]);
}
