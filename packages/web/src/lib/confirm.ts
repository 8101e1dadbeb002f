// Confirm-then-act, one way for every screen: a titled dialog with 确定/取消; the action runs only on 确定. Alerts
// (lib/feedback showAlert) open through the same host.
// The dialog's host (Mantine's modals provider, components/ConfirmHost) loads with the first confirmation: main.tsx
// mounts it once confirmHostWantedAtom is set, and it calls confirmHostReady when it listens.
import { atom, getDefaultStore } from 'jotai';
import type { modals as ModalsApi } from '@mantine/modals';

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

export function confirmThen(options: { title?: string; message: string; confirmLabel?: string; danger?: boolean; onConfirm: () => void }): void {
  withModals((modals) =>
    modals.openConfirmModal({
      title: options.title ?? '提示',
      children: options.message,
      centered: true,
      labels: { confirm: options.confirmLabel ?? '确定', cancel: '取消' },
      confirmProps: options.danger ? { color: 'red' } : undefined,
      onConfirm: options.onConfirm,
    }),
  );
}
