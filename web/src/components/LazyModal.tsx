import { lazy, Suspense, useState } from 'react';
import type { ModalProps } from './Modal';

const loadModal = () => import('./Modal');
const Modal = lazy(() => loadModal().then((module) => ({ default: module.Modal })));

/** Starts loading the dialog's code ahead of a click (pointer over or focus on an opener). */
export function preloadModal(): void {
  void loadModal();
}

/**
 * A Modal whose code (Radix Dialog and its focus and scroll locks) loads when it first opens:
 * the site's buttons that open one are on every page, and few visitors press them. Once
 * opened it stays mounted, so closing behaves exactly as Modal does.
 */
export function LazyModal(props: ModalProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <Modal {...props} />
    </Suspense>
  );
}
