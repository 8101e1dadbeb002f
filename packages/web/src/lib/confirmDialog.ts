// The confirmation dialog of lib/confirm (loaded with the modals host): 确定/取消, optionally keyboard-navigable and
// with a further button.
import { createElement, type KeyboardEvent } from 'react';
import type { modals as ModalsApi } from '@mantine/modals';
import type { ConfirmOptions } from './confirm';
import { ConfirmMessage } from './confirmMessage';

type Modals = typeof ModalsApi;

/** Marks the buttons of a keyboard confirmation: Mantine then leaves their Esc to us (no dialog beneath closes). */
const KEYBOARD_BUTTON = { 'data-confirm-button': true, 'data-mantine-stop-propagation': true } as Record<string, unknown>;

export function openConfirm(modals: Modals, options: ConfirmOptions): void {
    let settled = false;
    const id = `confirm-${Math.random().toString(36).slice(2)}`;
    const cancel = () => modals.close(id);
    const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
      if (!options.keyboard) return;
      if (e.key === 'Escape') {
        e.preventDefault();
        cancel();
        return;
      }
      if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
      const buttons = [...e.currentTarget.querySelectorAll<HTMLButtonElement>('button[data-confirm-button]')];
      const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
      const next = buttons[(at + (e.key === 'ArrowRight' ? 1 : buttons.length - 1)) % buttons.length];
      if (next) {
        e.preventDefault();
        next.focus();
      }
    };
    const extra = options.extra;
    const keyboardProps = options.keyboard ? KEYBOARD_BUTTON : {};
    modals.openConfirmModal({
      modalId: id,
      title: options.title ?? '提示',
      children: extra
        ? createElement(ConfirmMessage, {
            message: options.message,
            label: extra.label,
            buttonProps: keyboardProps,
            onClick: () => {
              settled = true;
              modals.close(id);
              extra.onClick();
            },
          })
        : options.message,
      centered: true,
      labels: { confirm: options.confirmLabel ?? '确定', cancel: '取消' },
      confirmProps: { ...(options.danger ? { color: 'red' } : {}), ...(options.keyboard ? { ...KEYBOARD_BUTTON, 'data-autofocus': true } : {}) },
      cancelProps: keyboardProps,
      ...(options.keyboard ? { withCloseButton: false, onKeyDown } : {}),
      onConfirm: () => {
        settled = true;
        options.onConfirm();
      },
      onClose: () => {
        if (!settled) options.onCancel?.();
      },
    });
}
