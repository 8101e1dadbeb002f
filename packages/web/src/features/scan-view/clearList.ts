// 清空列表 asks first when it would throw sheets away (issue 26): the count of unsaved and of unrecognised sheets, in
// a keyboard-navigable confirmation like the view's other ones; an empty list or only sheets still uploading clears
// at once. The controller then removes the server's unsaved uploads before the rows (scanController.clear).
import { confirmThen } from '../../lib/confirm';
import { clearCounts } from './discard';
import type { ScanController } from './scanController';
import { SCAN_TEXTS } from './scanTexts';

export function confirmClearList(controller: Pick<ScanController, 'clear' | 'getSnapshot' | 'isScanning'>): void {
  const { unsaved, unrecognised } = clearCounts(controller.getSnapshot().rows);
  if (controller.isScanning() || unsaved + unrecognised === 0) {
    void controller.clear();
    return;
  }
  confirmThen({
    keyboard: true,
    danger: true,
    message: SCAN_TEXTS.confirmClearList(unsaved, unrecognised),
    onConfirm: () => void controller.clear(),
  });
}
