// The scanner view's controller for one mounted screen: created once, connected on mount, closed on unmount.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { describeError } from '../../lib/errors';
import { showError, showInfo, showSuccess } from '../../lib/feedback';
import { loadRoomInfo, uploadSheet } from './queries';
import { rotate180 } from './rotate';
import { createScanController, type ScanContext } from './scanController';

const NOTIFY = { error: showError, info: showInfo, success: showSuccess } as const;

export function useScanController(context: ScanContext) {
  const [controller] = useState(() =>
    createScanController({
      context,
      upload: uploadSheet,
      notify: (kind, text) => NOTIFY[kind](text),
      describe: describeError,
      rotate: rotate180,
      roomInfo: async (studentId) => {
        const { room, roomStudent } = await loadRoomInfo(context.examId, context.subjectId, studentId);
        return { room: { room_id: room.room_id, name: room.name }, students: roomStudent };
      },
    }),
  );
  useEffect(() => controller.connect(), [controller]);
  useEffect(() => controller.setContext(context), [controller, context]);
  const snapshot = useSyncExternalStore(controller.subscribe, controller.getSnapshot);
  return { controller, ...snapshot };
}
