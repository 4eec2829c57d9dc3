import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

export interface ProjectModalControls {
  isOpen: boolean;
  open: () => void;
  close: () => void;
  setOpen: (open: boolean) => void;
}

const ProjectModalContext = createContext<ProjectModalControls | null>(null);

/**
 * The one open/closed state of the Start Your Project modal. PublicLayout mounts it (with the
 * modal itself), so every 'Start a Project' button on the site opens the same form.
 */
export function ProjectModalProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const controls = useMemo<ProjectModalControls>(
    () => ({ isOpen, setOpen, open: () => setOpen(true), close: () => setOpen(false) }),
    [isOpen],
  );
  return <ProjectModalContext value={controls}>{children}</ProjectModalContext>;
}

/** Opens and closes the Start Your Project modal: `useProjectModal().open()`. */
export function useProjectModal(): ProjectModalControls {
  const controls = useContext(ProjectModalContext);
  if (!controls) {
    throw new Error(
      'useProjectModal needs a ProjectModalProvider above it (PublicLayout mounts one; wrap components in tests)',
    );
  }
  return controls;
}
