/**
 * What the browser does for a part of the page whose code has not arrived yet (an island still
 * showing the server's HTML): the first touch, focus, key or pointer over it starts loading its
 * code, and what the visitor did meanwhile is carried over once React has taken it over.
 *
 * - Text typed and choices made stay in the page's fields (React keeps the server's elements);
 *   they are then handed to React as changes, so the form's state holds what the fields show.
 * - A press on a button (or Enter in a form) is held, not lost, and made again afterwards.
 *   Links are left alone: the browser follows them as ordinary links.
 *
 * The listeners sit on the document, ahead of React's own: React stops a click inside a part it
 * has not hydrated from reaching anything below its root.
 */

interface PendingIsland {
  wake: () => void;
  /** Presses and submissions made before the island's code arrived, in order. */
  held: HeldAction[];
}

type HeldAction =
  { kind: 'click'; target: HTMLElement } | { kind: 'submit'; form: HTMLFormElement };

const pending = new Map<Element, PendingIsland>();
const WAKE_EVENTS = ['pointerdown', 'pointerover', 'touchstart', 'focusin', 'keydown', 'input'];
/** Controls whose press does something only the island's code knows. */
const PRESSABLE =
  'button, input[type="checkbox"], input[type="radio"], input[type="submit"], [role="button"], [role="tab"], summary';
let listening = false;

/** Watches an island's element until its code has taken it over; returns the release. */
export function watchIsland(element: Element, wake: () => void): () => void {
  listen();
  pending.set(element, { wake, held: [] });
  return () => pending.delete(element);
}

/**
 * The island's code has taken over `element`: hand React what was typed meanwhile, then make
 * the presses and submissions that were held.
 */
export function islandHydrated(element: Element): void {
  const island = pending.get(element);
  if (!island) return;
  pending.delete(element);
  for (const control of element.querySelectorAll('input, textarea, select')) replayEdit(control);
  // A task later, when React has rendered those changes: a submit then sees what was typed.
  if (island.held.length > 0) setTimeout(() => island.held.forEach(replay), 0);
}

function listen(): void {
  if (listening) return;
  listening = true;
  const options = { capture: true, passive: true };
  for (const type of WAKE_EVENTS) document.addEventListener(type, wakeAt, options);
  document.addEventListener('click', holdPress, true);
  document.addEventListener('submit', holdSubmit, true);
}

function islandAt(target: EventTarget | null): PendingIsland | undefined {
  if (!(target instanceof Node)) return undefined;
  for (const [element, island] of pending) if (element.contains(target)) return island;
  return undefined;
}

function wakeAt(event: Event): void {
  islandAt(event.target)?.wake();
}

function holdPress(event: MouseEvent): void {
  const island = islandAt(event.target);
  if (!island || !(event.target instanceof Element)) return;
  island.wake();
  const pressed = event.target.closest<HTMLElement>(`a[href], ${PRESSABLE}`);
  if (!pressed || pressed.matches('a[href]')) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  island.held.push({ kind: 'click', target: pressed });
}

function holdSubmit(event: SubmitEvent): void {
  const island = islandAt(event.target);
  if (!island || !(event.target instanceof HTMLFormElement)) return;
  island.wake();
  event.preventDefault();
  event.stopImmediatePropagation();
  island.held.push({ kind: 'submit', form: event.target });
}

function replay(action: HeldAction): void {
  if (action.kind === 'click') {
    if (action.target.isConnected) action.target.click();
  } else if (action.form.isConnected) {
    action.form.requestSubmit();
  }
}

/**
 * React took over a field showing what the visitor typed while its own value is still the
 * server's: the element's default value (React sets it from its props when it takes over).
 * Setting React's value back and the typed one past it makes the input event a change to React.
 */
function replayEdit(control: Element): void {
  if (control instanceof HTMLSelectElement) {
    const changed = [...control.options].some(
      (option) => option.selected !== option.defaultSelected,
    );
    if (changed) control.dispatchEvent(new Event('change', { bubbles: true }));
  } else if (control instanceof HTMLInputElement && control.type === 'radio') {
    // Only the radio now chosen is handed over: putting back the one it replaced first would
    // take the choice away from it again (one radio of a group is checked at a time).
    if (control.checked && !control.defaultChecked) {
      control.checked = false;
      control.click();
    }
  } else if (control instanceof HTMLInputElement && control.type === 'checkbox') {
    if (control.checked !== control.defaultChecked) {
      control.checked = control.defaultChecked;
      control.click();
    }
  } else if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) {
    if (control.value !== control.defaultValue && control.type !== 'file') retype(control);
  }
}

function retype(control: HTMLInputElement | HTMLTextAreaElement): void {
  const typed = control.value;
  const focused = control === document.activeElement;
  const { selectionStart, selectionEnd } = control;
  const prototype = Object.getPrototypeOf(control) as object;
  const setElementValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.bind(control);
  // Through React's own setter (React now holds the old value), then straight to the element.
  control.value = control.defaultValue;
  setElementValue?.(typed);
  control.dispatchEvent(new Event('input', { bubbles: true }));
  if (focused && selectionStart !== null) control.setSelectionRange(selectionStart, selectionEnd);
}
