import { Link } from 'react-router-dom';
import { Modal } from '../../components/Modal';
import type { MarketingTask } from './marketing-task';
import { marketingPaths, OUTCOME_KINDS, OUTCOME_LABELS } from './marketing-paths';

interface SelectedOptionsDialogProps {
  /** The task whose outcome is to be reported; the dialog is closed when absent. */
  task: MarketingTask | undefined;
  onClose: () => void;
}

/** 'Selected Options': the four outcome forms for one task. */
export function SelectedOptionsDialog({ task, onClose }: SelectedOptionsDialogProps) {
  return (
    <Modal
      open={task !== undefined}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Selected Options"
      description={task ? `${task.taskCode}: ${task.title}` : undefined}
    >
      {task && (
        <ul className="selected-options">
          {OUTCOME_KINDS.map((kind) => (
            <li key={kind}>
              <Link
                className="selected-options__link"
                to={marketingPaths.outcome(kind, task.taskCode)}
              >
                {OUTCOME_LABELS[kind]}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
