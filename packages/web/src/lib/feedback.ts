// User-facing messages, one way: notifications for passing messages (the same colours everywhere; the same text
// shown again while it is on screen replaces it, with its time on screen started again), alerts (a titled dialog with 确定) for failures the spec names with a title,
// such as '导入错误' and '导出列表错误'. Where notifications appear and how many at once is set where they are
// mounted (main.tsx: NOTIFICATIONS_LIMIT at the bottom of the page, away from toolbars).
import { useEffect } from 'react';
import { atom, getDefaultStore } from 'jotai';
import { notifications, type NotificationsProps } from '@mantine/notifications';

/** At most this many notifications are shown at once; further ones wait for a free place. */
export const NOTIFICATIONS_LIMIT = 3;

export type NotificationPosition = NonNullable<NotificationsProps['position']>;

/** Where the notification stack sits: bottom centre, unless the screen on show needs that place (useNotificationPosition). */
export const notificationPositionAtom = atom<NotificationPosition>('bottom-center');

/** Moves the notifications elsewhere while the calling screen is shown (e.g. off the marking canvas's 提交). */
export function useNotificationPosition(position: NotificationPosition): void {
  useEffect(() => {
    const store = getDefaultStore();
    store.set(notificationPositionAtom, position);
    return () => store.set(notificationPositionAtom, 'bottom-center');
  }, [position]);
}

/** The notification on screen for each message (by kind and text), so that the same message is never shown twice. */
const onScreen = new Map<string, string>();
let shownCount = 0;

/**
 * Shows a message; the same message shown again while it is on screen replaces it, and its time on screen starts
 * again (a second 保存成功 a moment after the first is news too, and must not vanish with the first one's timer).
 */
function show(key: string, notification: Omit<Parameters<typeof notifications.show>[0], 'id' | 'onClose'>): void {
  const previous = onScreen.get(key);
  if (previous) notifications.hide(previous);
  shownCount += 1;
  const id = `${key}#${shownCount}`;
  onScreen.set(key, id);
  notifications.show({
    ...notification,
    id,
    onClose: () => {
      if (onScreen.get(key) === id) onScreen.delete(key);
    },
  });
}

export function showError(message: string, title?: string): void {
  show(`error:${title ?? ''}:${message}`, { color: 'red', title, message, autoClose: 5000 });
}

/** A warning: what the user must do before going on (e.g. every failing rule of a form step, joined). */
export function showWarning(message: string): void {
  show(`warning:${message}`, { color: 'yellow', message, autoClose: 6000 });
}

export function showSuccess(message: string): void {
  show(`success:${message}`, { color: 'green', message, autoClose: 3000 });
}

export function showInfo(message: string): void {
  show(`info:${message}`, { color: 'blue', message, autoClose: 3000 });
}

/** An alert: a dialog with the title and the text (shown as text), closed with 确定; its code loads on first use. */
export function showAlert(title: string, message: string): void {
  void import('../components/AlertDialog').then(({ openAlert }) => openAlert(title, message));
}
