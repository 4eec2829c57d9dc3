import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';

interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
  className?: string;
}

/**
 * A dialog on Radix: focus is trapped inside and returns to the opener, Escape and the close
 * button close it, and screen readers hear its title.
 */
export function Modal({ open, onOpenChange, title, description, children, className }: ModalProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal__overlay" />
        <Dialog.Content
          className={`modal ${className ?? ''}`.trim()}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <Dialog.Title className="modal__title">{title}</Dialog.Title>
          {description && (
            <Dialog.Description className="modal__description">{description}</Dialog.Description>
          )}
          {children}
          <Dialog.Close className="modal__close" aria-label="Close">
            ×
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
