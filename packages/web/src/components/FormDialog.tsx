// The add/edit dialog every information screen shares: '新增…' or '编辑…' in the title, the fields, 取消/确定 with the
// save's loading state. Whether it closes is the caller's save: useSaveDialog closes it and refreshes the list on
// success only, so a failed save leaves the dialog open with what the user typed. A save that answers after its
// dialog is gone (closed, or the user left the page) only refreshes the list: it claims no success for a dialog the
// user no longer sees.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Group, Modal, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { showSuccess } from '../lib/feedback';

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
  return useMutation({
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
  children: ReactNode;
  size?: string | number;
}

export function FormDialog<V>({ opened, mode, entity, form, onSubmit, onClose, saving, children, size }: FormDialogProps<V>) {
  return (
    <Modal opened={opened} onClose={onClose} title={`${mode === 'add' ? '新增' : '编辑'}${entity}`} centered size={size}>
      <form onSubmit={form.onSubmit((values) => onSubmit(values as V))} noValidate>
        <Stack>
          {children}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              取消
            </Button>
            <Button type="submit" loading={saving}>
              确定
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
