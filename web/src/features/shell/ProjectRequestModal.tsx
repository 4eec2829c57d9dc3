import { lazy, Suspense } from 'react';
import { LazyModal } from '../../components/LazyModal';
import { Spinner } from '../../components/Spinner';
import { useProjectModal } from './project-modal';

// The form and its validation rules load on first open: every page mounts this modal, and
// few visitors open it.
const ProjectRequestForm = lazy(() =>
  import('./ProjectRequestForm').then((module) => ({ default: module.ProjectRequestForm })),
);

/** The Start Your Project modal; PublicLayout mounts it once for the whole site. */
export function ProjectRequestModal() {
  const { isOpen, setOpen, close } = useProjectModal();
  return (
    <LazyModal
      open={isOpen}
      onOpenChange={setOpen}
      title="Start Your Project"
      description="Tell us how to reach you and we will get back to you about your project."
    >
      <Suspense fallback={<Spinner label="Loading the form" />}>
        <ProjectRequestForm onClose={close} />
      </Suspense>
    </LazyModal>
  );
}
