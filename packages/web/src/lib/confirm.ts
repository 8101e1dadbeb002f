// Confirm-then-act, one way for every screen: a titled dialog with 确定/取消; the action runs only on 确定. Alerts
// (lib/feedback showAlert) open through the same host.
// The dialog's host (Mantine's modals provider, components/ConfirmHost) is not part of the first load: main.tsx mounts
// it once confirmHostWantedAtom is set (by the first confirmation, or by preloadModalsHost when the page is idle), and
// it calls confirmHostReady when it listens. Loading it while idle keeps the first dialog from arriving in the middle
// of a lazy load, where a click that landed while it was still opening could leave it on screen.
// A keyboard confirmation (the scanner view's fix flows, spec 3 §2.3) starts with the focus on 确定; ←/→ (and Tab)
// move between the buttons, Enter presses the focused one and Esc cancels this dialog only (not a dialog beneath it).
import { atom, getDefaultStore } from 'jotai';
import type { modals as ModalsApi } from '@mantine/modals';

export const confirmHostWantedAtom = atom(false);
let hostReady: Promise<void> | undefined;
let markHostReady: () => void = () => undefined;
export const confirmHostReady = () => markHostReady();

type Modals = typeof ModalsApi;

/** Mounts the modals host (once) and resolves with Mantine's modals when it listens. */
function modalsHost(): Promise<Modals> {
  hostReady ??= new Promise<void>((resolve) => {
    markHostReady = resolve;
    getDefaultStore().set(confirmHostWantedAtom, true);
  });
  return Promise.all([hostReady, import('@mantine/modals')]).then(([, { modals }]) => modals);
}

/** Runs `open` with Mantine's modals once their host (loaded on first use) listens: confirmations and alerts. */
export function withModals(open: (modals: Modals) => void): void {
  void modalsHost().then(open);
}

/** Loads and mounts the modals host ahead of the first dialog (main.tsx calls it when the first screen is idle). */
export function preloadModalsHost(): void {
  void modalsHost().then(() => import('./confirmDialog'));
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

/** Opens a confirmation (its dialog code loads with the modals host, not with the first screen). */
export function confirmThen(options: ConfirmOptions): void {
  withModals((modals) => void import('./confirmDialog').then(({ openConfirm }) => openConfirm(modals, options)));
}
