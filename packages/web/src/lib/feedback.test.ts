import { afterEach, describe, expect, it } from 'vitest';
import { notifications, notificationsStore } from '@mantine/notifications';
import { showError, showSuccess } from './feedback';

const shown = () => notificationsStore.getState().notifications.map((n) => ({ message: n.message, autoClose: n.autoClose }));

afterEach(() => {
  notifications.clean();
});

describe('notifications', () => {
  it('shows the same message once, and a repeat replaces it as a new notification', () => {
    showSuccess('保存成功');
    const first = notificationsStore.getState().notifications[0]?.id;
    showSuccess('保存成功');
    expect(shown()).toEqual([{ message: '保存成功', autoClose: 3000 }]);
    // A new notification (a new id, so a new timer on screen), not the first one kept.
    expect(notificationsStore.getState().notifications[0]?.id).not.toBe(first);
  });

  it('keeps different messages and kinds apart', () => {
    showSuccess('保存成功');
    showSuccess('删除成功');
    showError('保存成功');
    expect(shown()).toEqual([
      { message: '保存成功', autoClose: 3000 },
      { message: '删除成功', autoClose: 3000 },
      { message: '保存成功', autoClose: 5000 },
    ]);
  });

  it('shows a message again after the first one closed', () => {
    showSuccess('保存成功');
    const first = notificationsStore.getState().notifications[0]?.id ?? '';
    notifications.hide(first);
    expect(shown()).toEqual([]);
    showSuccess('保存成功');
    expect(shown()).toEqual([{ message: '保存成功', autoClose: 3000 }]);
  });
});
