import {
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react';

/** The links of a dropdown's list, in order (found while it is hidden too). */
function linksIn(list: HTMLElement | null): HTMLAnchorElement[] {
  return list ? [...list.querySelectorAll<HTMLAnchorElement>('a[href]')] : [];
}

/**
 * A navigation dropdown as the WAI-ARIA disclosure navigation menu: a button shows or hides a
 * list of ordinary links. Tab and Shift+Tab walk through the links and on out of the list, which
 * closes once focus has left it; Escape closes it and puts focus back on the button; the arrow
 * keys, Home and End move between the button and the links; a click elsewhere or a new page
 * closes it too.
 */
export function useDisclosureDropdown(pathname: string) {
  const [open, setOpen] = useState(false);
  const [shownPath, setShownPath] = useState(pathname);
  if (pathname !== shownPath) {
    setShownPath(pathname);
    setOpen(false);
  }
  const group = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  useCloseOnPointerOutside(open, group, setOpen);

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    if (!group.current?.contains(event.relatedTarget)) setOpen(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
      return;
    }
    const target = targetOf(event.key, event.target, button.current, linksIn(list.current));
    if (target === undefined) return;
    event.preventDefault();
    if (target !== button.current) setOpen(true);
    // A link shows only once the list is open: focus it after that render.
    requestAnimationFrame(() => target?.focus());
  }

  return {
    open,
    toggle: () => setOpen((value) => !value),
    close: () => setOpen(false),
    groupRef: group,
    buttonRef: button,
    listRef: list,
    onBlur,
    onKeyDown,
  };
}

/** Where an arrow, Home or End key moves focus from `from`; undefined when it does not. */
function targetOf(
  key: string,
  from: EventTarget,
  button: HTMLButtonElement | null,
  links: HTMLAnchorElement[],
): HTMLElement | null | undefined {
  const index = links.indexOf(from as HTMLAnchorElement);
  if (from === button) return key === 'ArrowDown' ? links[0] : undefined;
  if (index < 0) return undefined;
  switch (key) {
    case 'ArrowDown':
      return links[index + 1] ?? undefined;
    case 'ArrowUp':
      return index === 0 ? button : links[index - 1];
    case 'Home':
      return links[0];
    case 'End':
      return links.at(-1);
    default:
      return undefined;
  }
}

/** Closes an open dropdown when the pointer goes down anywhere outside it. */
function useCloseOnPointerOutside(
  open: boolean,
  group: RefObject<HTMLElement | null>,
  setOpen: (open: boolean) => void,
) {
  useEffect(() => {
    if (!open) return;
    const closeIfOutside = (event: PointerEvent) => {
      if (!group.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeIfOutside);
    return () => document.removeEventListener('pointerdown', closeIfOutside);
  }, [open, group, setOpen]);
}
