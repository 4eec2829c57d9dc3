import { Modal } from './Modal';

interface ConfirmDeleteDialogProps {
  open: boolean;
  question: string;
  /** What is about to be deleted, shown under the question. */
  name: string;
  onConfirm: () => void;
  onClose: () => void;
}

/** The staff areas' one 'Confirm Delete' dialog: the question, the name, Cancel and Delete. */
export function ConfirmDeleteDialog({
  open,
  question,
  name,
  onConfirm,
  onClose,
}: ConfirmDeleteDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title="Confirm Delete"
      description={question}
    >
      <p className="confirm-delete__name">{name}</p>
      <div className="confirm-delete__actions">
        <button type="button" className="button button--ghost" onClick={onClose}>
          Cancel
        </button>
        <button type="button" className="button button--danger" onClick={onConfirm}>
          Delete
        </button>
      </div>
    </Modal>
  );
}
