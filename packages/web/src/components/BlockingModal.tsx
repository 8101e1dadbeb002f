import { Modal, type ModalProps } from '@mantine/core';

/** A dialog the user cannot dismiss: no close button, no Escape, no click outside; only its own buttons act. */
export function BlockingModal(props: Omit<ModalProps, 'onClose' | 'withCloseButton' | 'closeOnClickOutside' | 'closeOnEscape'>) {
  return <Modal centered {...props} onClose={() => undefined} withCloseButton={false} closeOnClickOutside={false} closeOnEscape={false} />;
}
