// Unsaved edits, one way for every screen: while a screen holds edits it has not saved, leaving it asks first.
// - a route change (links, the header menu, the frame's back button, the browser's back) waits for the answer
//   (TanStack Router's blocker); a reload or closing the tab gets the browser's own question;
// - actions that change what a screen shows without a route change (the exam frame's subject selector, switching
//   role, signing out, refreshing the view) call confirmLeavingEdits() first.
// Choosing to leave discards the edits: each screen's onDiscard runs (e.g. its draft is removed, lib/drafts.ts).
// A screen may say what leaving loses in its own words (the question shows them instead of LEAVE_MESSAGE).
// 登录失效 never asks: the login page is reached with `ignoreBlocker`, and the draft survives.
import { useCallback, useEffect, useId, useRef } from 'react';
import { withModals } from './confirm';
import { useBlocker } from '@tanstack/react-router';

export const LEAVE_TITLE = '未保存的修改';
export const LEAVE_MESSAGE = '当前页面有未保存的修改，离开后这些修改将丢失。确定离开吗？';

/** The screens that hold unsaved edits now, each with what discarding them means and what the question says. */
const dirtyScreens = new Map<string, { discard: () => void; message: string }>();

export function hasUnsavedEdits(): boolean {
  return dirtyScreens.size > 0;
}

let pending: Promise<boolean> | undefined;

/** Asks whether to leave the unsaved edits behind (one question at a time); resolves true to leave. */
function askToLeave(message: string): Promise<boolean> {
  pending ??= new Promise<boolean>((resolve) => {
    let answered = false;
    const answer = (leave: boolean) => {
      if (answered) return;
      answered = true;
      pending = undefined;
      resolve(leave);
    };
    withModals((modals) =>
      modals.openConfirmModal({
        title: LEAVE_TITLE,
        children: message,
        centered: true,
        labels: { confirm: '离开', cancel: '留在本页' },
        confirmProps: { color: 'red' },
        onConfirm: () => answer(true),
        onCancel: () => answer(false),
        onClose: () => answer(false),
      }),
    );
  });
  return pending;
}

/**
 * Resolves true when nothing is unsaved, or once the user chose to leave the edits (they are discarded then);
 * false when the user stays.
 */
export async function confirmLeavingEdits(): Promise<boolean> {
  if (!hasUnsavedEdits()) return true;
  const screens = [...dirtyScreens.values()];
  if (!(await askToLeave([...new Set(screens.map((screen) => screen.message))].join('\n')))) return false;
  dirtyScreens.clear();
  for (const screen of screens) screen.discard();
  return true;
}

/**
 * Marks the calling screen as holding unsaved edits while `dirty`: leaving it (another route, the browser's back,
 * reload or close, or an action that calls confirmLeavingEdits) asks first, with `message` (the browser's own question
 * at a reload or close has its own words). `onDiscard` runs when the user leaves.
 */
export function useUnsavedEdits(dirty: boolean, onDiscard?: () => void, message: string = LEAVE_MESSAGE): void {
  const id = useId();
  const discard = useRef(onDiscard);
  useEffect(() => {
    discard.current = onDiscard;
  });
  useEffect(() => {
    if (!dirty) return;
    dirtyScreens.set(id, { discard: () => discard.current?.(), message });
    return () => {
      dirtyScreens.delete(id);
    };
  }, [dirty, id, message]);
  const shouldBlockFn = useCallback(
    // A change of search params only (paging, filters) stays on the screen.
    async ({ current, next }: { current: { pathname: string }; next: { pathname: string } }) =>
      current.pathname !== next.pathname && !(await confirmLeavingEdits()),
    [],
  );
  useBlocker({ shouldBlockFn, enableBeforeUnload: dirty, disabled: !dirty });
}
