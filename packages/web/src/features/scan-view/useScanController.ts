// The scanner view's controller for one mounted screen: created once, connected on mount, closed on unmount.
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { LoginExpiredError } from '@exam/sdk';
import { describeError, handleGlobalError } from '../../lib/errors';
import { showError, showInfo, showSuccess } from '../../lib/feedback';
import { loadDriverAddress } from './driverAddress';
import { loadRoomInfo, uploadSheet, type SheetUpload } from './queries';
import { rotate180 } from './rotate';
import { createScanController, type ScanContext } from './scanController';
import { createTabOwnership, type TabOwnership, type TabOwnershipState } from './tabOwnership';
import { discardTempUploads } from './fix/fixQueries';

const NOTIFY = { error: showError, info: showInfo, success: showSuccess } as const;

/**
 * An upload answered 登录失效: the portal's global handling (one alert, then the login page) takes over; the sheet
 * itself fails with 重试 and, in a persisted session, is there again when the view opens after signing in.
 */
function upload(sheet: SheetUpload, signal: AbortSignal) {
  return uploadSheet(sheet, signal).catch((error: unknown) => {
    if (error instanceof LoginExpiredError) handleGlobalError(error);
    throw error;
  });
}

/**
 * Calls `onChange` once per animation frame however often the controller changed in it (at full speed several
 * sheets arrive, upload and finish a second): the view renders at most once a frame, never in between.
 */
function oncePerFrame(onChange: () => void): { notify: () => void; cancel: () => void } {
  let frame: number | undefined;
  return {
    notify() {
      frame ??= requestAnimationFrame(() => {
        frame = undefined;
        onChange();
      });
    },
    cancel() {
      if (frame !== undefined) cancelAnimationFrame(frame);
      frame = undefined;
    },
  };
}

export interface UseScanControllerOptions {
  /** Keep the session in the local cache and restore it (spec 3 §4.2: not for room scan '1' nor template mode). */
  persist?: boolean;
}

export function useScanController(context: ScanContext, options: UseScanControllerOptions = {}) {
  const [controller] = useState(() =>
    createScanController({
      context,
      upload,
      notify: (kind, text) => NOTIFY[kind](text),
      describe: describeError,
      // This browser's 驱动地址 setting.
      driverUrl: loadDriverAddress(),
      persist: options.persist ?? false,
      rotate: rotate180,
      discardUploads: discardTempUploads(context.examId, context.subjectId),
      roomInfo: async (studentId) => {
        const { room, roomStudent } = await loadRoomInfo(context.examId, context.subjectId, studentId);
        return { room: { room_id: room.room_id, name: room.name }, students: roomStudent };
      },
    }),
  );
  // Only the tab that owns the scanner connects to the driver (tabOwnership.ts); losing it disconnects, rows stay.
  const tab = useTabOwnership();
  const owner = tab.state === 'owner';
  useEffect(() => (owner ? controller.connect() : undefined), [controller, owner]);
  useEffect(() => controller.watchSession(), [controller]);
  useEffect(() => controller.setContext(context), [controller, context]);
  const subscribe = useCallback(
    (onChange: () => void) => {
      const frame = oncePerFrame(onChange);
      const unsubscribe = controller.subscribe(frame.notify);
      return () => {
        unsubscribe();
        frame.cancel();
      };
    },
    [controller],
  );
  const snapshot = useSyncExternalStore(subscribe, controller.getSnapshot);
  return { controller, ...snapshot, tab };
}

/** This tab's hold on the scanner: asked for on mount, let go on unmount. */
function useTabOwnership(): { state: TabOwnershipState; takeOver: () => void } {
  const ownership = useRef<TabOwnership>(undefined);
  const [state, setState] = useState<TabOwnershipState>('pending');
  useEffect(() => {
    const created = createTabOwnership();
    ownership.current = created;
    const unsubscribe = created.subscribe(() => setState(created.getSnapshot()));
    return () => {
      unsubscribe();
      created.release();
      if (ownership.current === created) ownership.current = undefined;
    };
  }, []);
  const takeOver = useCallback(() => ownership.current?.takeOver(), []);
  return { state, takeOver };
}
