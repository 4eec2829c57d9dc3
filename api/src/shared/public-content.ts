/**
 * Staff edits (a new post, a closed job) change what public pages show. Rendered pages are
 * cached for a short while; services call publicContentChanged() after such a write so that
 * visitors see the change at once instead of after the cache's time-to-live.
 */
type Listener = () => void;

const listeners = new Set<Listener>();

/** Registers a listener (the page cache); returns a function that removes it. */
export function onPublicContentChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function publicContentChanged(): void {
  for (const listener of listeners) listener();
}
