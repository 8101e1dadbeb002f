// User-facing messages, one way: notifications for alerts, the same colours everywhere.
import { notifications } from '@mantine/notifications';

export function showError(message: string, title?: string): void {
  notifications.show({ color: 'red', title, message, autoClose: 5000 });
}

export function showSuccess(message: string): void {
  notifications.show({ color: 'green', message, autoClose: 3000 });
}

export function showInfo(message: string): void {
  notifications.show({ color: 'blue', message, autoClose: 3000 });
}
