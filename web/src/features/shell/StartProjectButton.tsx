import { useProjectModal } from './project-modal';

interface StartProjectButtonProps {
  className?: string;
  label?: string;
}

/** A button that opens the shared Start Your Project modal. */
export function StartProjectButton({
  className = 'button',
  label = 'Start a Project',
}: StartProjectButtonProps) {
  const { open } = useProjectModal();
  return (
    <button type="button" className={className} onClick={open} aria-haspopup="dialog">
      {label}
    </button>
  );
}
