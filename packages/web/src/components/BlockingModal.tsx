import { Suspense, lazy } from 'react';
import type { ModalProps } from '@mantine/core';

// Mantine's Modal (focus trap, scroll lock, transitions, scroll area) loads when a blocking dialog first opens: the
// sign-in page and the page frame hold one closed, and should not carry its code in their first load.
const Modal = lazy(() => import('./ModalChunk'));

/** A dialog the user cannot dismiss: no close button, no Escape, no click outside; only its own buttons act. */
export function BlockingModal(props: Omit<ModalProps, 'onClose' | 'withCloseButton' | 'closeOnClickOutside' | 'closeOnEscape'>) {
  if (!props.opened) return null;
  return (
    <Suspense fallback={null}>
      <Modal centered {...props} onClose={() => undefined} withCloseButton={false} closeOnClickOutside={false} closeOnEscape={false} />
    </Suspense>
  );
}
