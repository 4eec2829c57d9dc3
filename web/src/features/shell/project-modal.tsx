import { createContext, useContext, useState, useSyncExternalStore, type ReactNode } from 'react';

export interface ProjectModalControls {
  isOpen: boolean;
  open: () => void;
  close: () => void;
  setOpen: (open: boolean) => void;
}

/** The open/closed state, kept outside React's context so that opening changes no context. */
interface ProjectModalStore {
  isOpen: () => boolean;
  setOpen: (open: boolean) => void;
  subscribe: (listener: () => void) => () => void;
}

const ProjectModalContext = createContext<ProjectModalStore | null>(null);

function createProjectModalStore(): ProjectModalStore {
  let isOpen = false;
  const listeners = new Set<() => void>();
  return {
    isOpen: () => isOpen,
    setOpen: (open) => {
      isOpen = open;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * The one open/closed state of the Start Your Project modal. PublicLayout mounts it (with the
 * modal itself), so every 'Start a Project' button on the site opens the same form. The value
 * it provides never changes: a context change would reach parts of the page whose code has not
 * loaded yet (lib/islands), and React would have to give up their server HTML.
 */
export function ProjectModalProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createProjectModalStore);
  return <ProjectModalContext value={store}>{children}</ProjectModalContext>;
}

/** Opens and closes the Start Your Project modal: `useProjectModal().open()`. */
export function useProjectModal(): ProjectModalControls {
  const store = useContext(ProjectModalContext);
  if (!store) {
    throw new Error(
      'useProjectModal needs a ProjectModalProvider above it (PublicLayout mounts one; wrap components in tests)',
    );
  }
  const isOpen = useSyncExternalStore(store.subscribe, store.isOpen, () => false);
  return {
    isOpen,
    setOpen: store.setOpen,
    open: () => store.setOpen(true),
    close: () => store.setOpen(false),
  };
}
