import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The phone menu of a staff area: a disclosure that opens the sidebar over the page. Opening it
 * puts focus on the current (or first) link; Escape closes it and gives focus back to the
 * button; following a link, tapping beside it, or tabbing out of it closes it too.
 */
export function useStaffMenu() {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [shownPath, setShownPath] = useState(pathname);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  if (pathname !== shownPath) {
    setShownPath(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const links = panelRef.current?.querySelectorAll<HTMLElement>('a[href]');
    const current = panelRef.current?.querySelector<HTMLElement>('[aria-current="page"]');
    (current ?? links?.[0])?.focus();
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open]);

  const close = () => setOpen(false);
  return {
    open,
    buttonRef,
    panelRef,
    toggle: () => setOpen((value) => !value),
    close,
    /** A link to the page already shown changes no address: close, and keep focus nearby. */
    followLink: (href: string) => {
      if (!open) return;
      close();
      if (href === pathname) buttonRef.current?.focus();
    },
    /** Focus that moves on past the menu (Tab from its last link) closes it. */
    closeOnFocusLeaving: (event: FocusEvent<HTMLElement>) => {
      const next = event.relatedTarget;
      if (!open || !(next instanceof Node)) return;
      if (!panelRef.current?.contains(next) && !buttonRef.current?.contains(next)) close();
    },
  };
}
