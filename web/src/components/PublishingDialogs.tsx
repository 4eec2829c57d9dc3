import type { ReactNode } from 'react';
import { Modal } from './Modal';
import './publishing.css';

/** The publishing dialogs a post's or job's row opens. */
export type PublishingDialogKind = 'publishing' | 'preview' | 'history';

const DIALOGS: readonly { kind: PublishingDialogKind; title: string; className?: string }[] = [
  { kind: 'publishing', title: 'Publishing', className: 'admin-controls' },
  { kind: 'preview', title: 'Preview' },
  { kind: 'history', title: 'Revisions', className: 'admin-controls modal--wide' },
];

interface PublishingDialogsProps {
  /** The dialog open, if any. */
  open: PublishingDialogKind | null;
  /** The post's or job's title, under each dialog's own. */
  itemTitle: string | undefined;
  onClose: () => void;
  /** What the open dialog shows (rendered only while it is open). */
  children: (kind: PublishingDialogKind) => ReactNode;
}

/** Publishing, Preview and Revisions: one dialog open at a time, each for one post or job. */
export function PublishingDialogs({ open, itemTitle, onClose, children }: PublishingDialogsProps) {
  return DIALOGS.map(({ kind, title, className }) => (
    <Modal
      key={kind}
      open={open === kind}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      title={title}
      description={itemTitle}
      {...(className ? { className } : {})}
    >
      {open === kind && children(kind)}
    </Modal>
  ));
}

/** The row's buttons that open them, named with the item for screen readers. */
export function PublishingButtons({
  itemTitle,
  onOpen,
}: {
  itemTitle: string;
  onOpen: (kind: PublishingDialogKind) => void;
}) {
  return DIALOGS.map(({ kind, title }) => (
    <button
      key={kind}
      type="button"
      className="button button--small button--ghost"
      onClick={() => onOpen(kind)}
    >
      {title}
      <span className="visually-hidden"> {itemTitle}</span>
    </button>
  ));
}
