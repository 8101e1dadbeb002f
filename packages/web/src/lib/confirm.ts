// Confirm-then-act, one way for every screen: a titled dialog with 确定/取消; the action runs only on 确定.
import { modals } from '@mantine/modals';

export function confirmThen(options: { title?: string; message: string; confirmLabel?: string; danger?: boolean; onConfirm: () => void }): void {
  modals.openConfirmModal({
    title: options.title ?? '提示',
    children: options.message,
    centered: true,
    labels: { confirm: options.confirmLabel ?? '确定', cancel: '取消' },
    confirmProps: options.danger ? { color: 'red' } : undefined,
    onConfirm: options.onConfirm,
  });
}
