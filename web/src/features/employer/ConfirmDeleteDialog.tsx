import { Modal } from '../../components/Modal';

interface ConfirmDeleteDialogProps {
  open: boolean;
  question: string;
  /** What is about to be deleted, shown under the question. */
  name: string;
  onConfirm: () => void;
  onClose: () => void;
}

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
      <p className="employer-form__name">{name}</p>
      <div className="employer-form__actions">
        <button type="button" className="button button--ghost" onClick={onClose}>
          Cancel
        </button>
        <button type="button" className="button employer__danger" onClick={onConfirm}>
          Delete
        </button>
      </div>
    </Modal>
  );
}
