// User-facing messages, one way: notifications for passing messages (the same colours everywhere; the same text
// shown twice at once is shown once), alerts (a titled dialog with 确定) for failures the spec names with a title,
// such as '导入错误' and '导出列表错误'. Where notifications appear and how many at once is set where they are
// mounted (main.tsx: NOTIFICATIONS_LIMIT at the bottom of the page, away from toolbars).
import { notifications } from '@mantine/notifications';

/** At most this many notifications are shown at once; further ones wait for a free place. */
export const NOTIFICATIONS_LIMIT = 3;

export function showError(message: string, title?: string): void {
  notifications.show({ id: `error:${title ?? ''}:${message}`, color: 'red', title, message, autoClose: 5000 });
}

/** A warning: what the user must do before going on (e.g. every failing rule of a form step, joined). */
export function showWarning(message: string): void {
  notifications.show({ id: `warning:${message}`, color: 'yellow', message, autoClose: 6000 });
}

export function showSuccess(message: string): void {
  notifications.show({ id: `success:${message}`, color: 'green', message, autoClose: 3000 });
}

export function showInfo(message: string): void {
  notifications.show({ id: `info:${message}`, color: 'blue', message, autoClose: 3000 });
}

/** An alert: a dialog with the title and the text (shown as text), closed with 确定; its code loads on first use. */
export function showAlert(title: string, message: string): void {
  void import('../components/AlertDialog').then(({ openAlert }) => openAlert(title, message));
}
