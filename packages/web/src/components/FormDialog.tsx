// The add/edit dialog every information screen shares: '新增…' or '编辑…' in the title, the fields, 取消/确定 with the
// save's loading state. Whether it closes is the caller's save: useSaveDialog closes it and refreshes the list on
// success only, so a failed save leaves the dialog open with what the user typed. A save that answers after its
// dialog is gone (closed, or the user left the page) only refreshes the list: it claims no success for a dialog the
// user no longer sees.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { outcomeUnknown } from '../lib/errors';
import { showInfo, showSuccess } from '../lib/feedback';

export type DialogMode = 'add' | 'edit';

/** Which record the dialog shows (none while closed). */
export interface DialogState<R> {
  opened: boolean;
  mode: DialogMode;
  record: R | undefined;
}

/**
 * Opening and closing the dialog for adding or for editing one record. Screens mount the dialog only while it is open,
 * so Mantine cannot give focus back when it closes: the control that opened it gets it back here (when focus was left
 * on nothing and the control is still on the page).
 */
export function useDialogState<R>() {
  const [state, setState] = useState<DialogState<R>>({ opened: false, mode: 'add', record: undefined });
  const opener = useRef<HTMLElement | null>(null);
  const open = (next: DialogState<R>) => {
    opener.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    setState(next);
  };
  return {
    ...state,
    openAdd: () => open({ opened: true, mode: 'add', record: undefined }),
    openEdit: (record: R) => open({ opened: true, mode: 'edit', record }),
    close: () => {
      setState((s) => ({ ...s, opened: false }));
      const back = opener.current;
      opener.current = null;
      if (back)
        requestAnimationFrame(() => {
          const lost = document.activeElement === null || document.activeElement === document.body;
          if (lost && back.isConnected) back.focus();
        });
    },
  };
}

/**
 * The save of a form dialog (call it in the dialog, which is mounted while open): on success shows the server's text
 * (or `successText`), invalidates `invalidate` and calls `onSaved` (close the dialog); on failure nothing closes (the
 * failure text comes from the global handling, or from the caller with `localErrors`). When the answer comes after
 * the dialog has gone, the list is refreshed and nothing else happens.
 */
export function useSaveDialog<V>(options: {
  save: (values: V) => Promise<unknown>;
  invalidate: QueryKey;
  onSaved: () => void;
  successText?: string;
}) {
  const queryClient = useQueryClient();
  const shown = useRef(true);
  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);
  const mutation = useMutation({
    mutationFn: options.save,
    onSuccess: async (result) => {
      if (!shown.current) {
        await queryClient.invalidateQueries({ queryKey: options.invalidate });
        return;
      }
      showSuccess(options.successText ?? (typeof result === 'string' && result ? result : '保存成功'));
      options.onSaved();
      await queryClient.invalidateQueries({ queryKey: options.invalidate });
    },
  });
  return {
    ...mutation,
    /** After a save whose outcome is unknown: the list is loaded again and the dialog closes (no second create). */
    refreshList: () => refreshListInstead(queryClient, options.invalidate, options.onSaved),
  };
}

/** 刷新列表 after a save whose outcome is unknown: the list loads again, the dialog closes, and the user is told why. */
export function refreshListInstead(queryClient: QueryClient, list: QueryKey, close: () => void): void {
  void queryClient.invalidateQueries({ queryKey: list });
  close();
  showInfo(UNKNOWN_OUTCOME_TEXTS.refreshed);
}

/** What an add dialog says when its save may or may not have been done (the answer was lost). */
export const UNKNOWN_OUTCOME_TEXTS = {
  title: '保存结果未知',
  body: '服务器可能已经保存了这条记录，但没有收到确认。请先刷新列表查看，以免重复新增。',
  refresh: '刷新列表',
  refreshed: '已刷新列表，请确认记录是否已新增',
};

/** A save the dialog can report on: its failure and how to look at the list instead of sending again. */
export interface SaveState {
  error: unknown;
  refreshList: () => void;
}

export interface FormDialogProps<V> {
  opened: boolean;
  mode: DialogMode;
  /** What is added or edited, e.g. '单位' makes '新增单位' / '编辑单位'. */
  entity: string;
  form: UseFormReturnType<V>;
  onSubmit: (values: V) => void;
  onClose: () => void;
  saving: boolean;
  /**
   * The save (useSaveDialog's answer): when an add's answer was lost, the dialog says the outcome is unknown and offers
   * 刷新列表 in place of 确定, so the record is not created twice.
   */
  save?: SaveState;
  children: ReactNode;
  size?: string | number;
}

export function FormDialog<V>({ opened, mode, entity, form, onSubmit, onClose, saving, save, children, size }: FormDialogProps<V>) {
  const unknown = mode === 'add' && save !== undefined && outcomeUnknown(save.error);
  return (
    <Modal opened={opened} onClose={onClose} title={`${mode === 'add' ? '新增' : '编辑'}${entity}`} centered size={size}>
      {/* Enter in a field must not send an add again whose outcome is unknown either. */}
      <form onSubmit={form.onSubmit((values) => (unknown ? undefined : onSubmit(values as V)))} noValidate>
        <Stack>
          {children}
          {unknown && (
            <Alert color="yellow" title={UNKNOWN_OUTCOME_TEXTS.title} role="alert">
              {UNKNOWN_OUTCOME_TEXTS.body}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              取消
            </Button>
            {unknown ? (
              <Button onClick={save?.refreshList}>{UNKNOWN_OUTCOME_TEXTS.refresh}</Button>
            ) : (
              <Button type="submit" loading={saving}>
                确定
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
