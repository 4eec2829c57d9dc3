import { Modal } from '../../components/Modal';
import { useProjectModal } from './project-modal';
import { ProjectRequestForm } from './ProjectRequestForm';

/** The Start Your Project modal; PublicLayout mounts it once for the whole site. */
export function ProjectRequestModal() {
  const { isOpen, setOpen, close } = useProjectModal();
  return (
    <Modal
      open={isOpen}
      onOpenChange={setOpen}
      title="Start Your Project"
      description="Tell us how to reach you and we will get back to you about your project."
    >
      <ProjectRequestForm onClose={close} />
    </Modal>
  );
}
