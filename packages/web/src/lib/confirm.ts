// Confirm-then-act, one way for every screen: a titled dialog with 确定/取消; the action runs only on 确定. Alerts
// (lib/feedback showAlert) open through the same host.
// The dialog's host (Mantine's modals provider, components/ConfirmHost) loads with the first confirmation: main.tsx
// mounts it once confirmHostWantedAtom is set, and it calls confirmHostReady when it listens.
// A keyboard confirmation (the scanner view's fix flows, spec 3 §2.3) starts with the focus on 确定; ←/→ (and Tab)
// move between the buttons, Enter presses the focused one and Esc cancels this dialog only (not a dialog beneath it).
import { createElement, type KeyboardEvent } from 'react';
import { atom, getDefaultStore } from 'jotai';
import type { modals as ModalsApi } from '@mantine/modals';
import { ConfirmMessage } from './confirmMessage';

export const confirmHostWantedAtom = atom(false);
let hostReady: Promise<void> | undefined;
let markHostReady: () => void = () => undefined;
export const confirmHostReady = () => markHostReady();

type Modals = typeof ModalsApi;

/** Runs `open` with Mantine's modals once their host (loaded on first use) listens: confirmations and alerts. */
export function withModals(open: (modals: Modals) => void): void {
  hostReady ??= new Promise<void>((resolve) => {
    markHostReady = resolve;
    getDefaultStore().set(confirmHostWantedAtom, true);
  });
  void Promise.all([hostReady, import('@mantine/modals')]).then(([, { modals }]) => open(modals));
}

export interface ConfirmOptions {
  title?: string;
  message: string;
  confirmLabel?: string;
  danger?: boolean;
  onConfirm: () => void;
  /** Runs when the dialog closes without 确定 (取消, Esc, ×). */
  onCancel?: () => void;
  /** Keyboard-navigable: the focus starts on 确定, ←/→ move between the buttons, Esc cancels this dialog only. */
  keyboard?: boolean;
  /** A further button before 取消 (e.g. '对比之前图片'): it closes the dialog (not a cancel) and runs. */
  extra?: { label: string; onClick: () => void };
}

/** Marks the buttons of a keyboard confirmation: Mantine then leaves their Esc to us (no dialog beneath closes). */
const KEYBOARD_BUTTON = { 'data-confirm-button': true, 'data-mantine-stop-propagation': true } as Record<string, unknown>;

export function confirmThen(options: ConfirmOptions): void {
  withModals((modals) => {
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
  });
}
