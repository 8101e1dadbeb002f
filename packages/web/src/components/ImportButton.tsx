// Import from an Excel file (spec 1 §5 import files, §8 teacher import): only .xls/.xlsx ('只能上传xls或xlsx文件'),
// the hint '文件不超过10MB'; a text failure is an alert titled '导入错误', a list of refused rows opens
// ImportErrorsDialog ('导入数据错误', 行号/错误信息); success says '导入成功' and calls onImported.
import { useRef, useState, type ReactNode } from 'react';
import { Button, FileButton, Group, Modal, ScrollArea, Table, Text, type ButtonProps } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { importFailureOf, type ImportRowError } from '../lib/importErrors';
import { showAlert, showError, showInfo, showSuccess } from '../lib/feedback';
import { MoveDeclined } from '../lib/moveQuestion';

export const IMPORT_ACCEPT = '.xls,.xlsx';

/** Whether a file may be imported (by its name, as the accept list says). */
export function isExcelFile(name: string): boolean {
  return /\.xlsx?$/i.test(name);
}

export interface ImportButtonProps extends Omit<ButtonProps, 'loading' | 'onClick'> {
  /** Sends the file; resolves on success, rejects with the call's error. */
  upload: (file: File) => Promise<unknown>;
  onImported?: (result: unknown) => void;
  /** Checked before the file is chosen, e.g. a unit must be selected ('请先选择单位'); a text blocks the import. */
  precheck?: () => string | undefined;
  children?: ReactNode;
}

export function ImportButton({ upload, onImported, precheck, children = '导入', ...props }: ImportButtonProps) {
  const [rows, setRows] = useState<ImportRowError[] | undefined>();
  const resetRef = useRef<() => void>(null);
  const run = useMutation({
    mutationFn: upload,
    meta: { localErrors: true },
    onSuccess: (result) => {
      showSuccess('导入成功');
      onImported?.(result);
    },
    onError: (error) => {
      // The user declined the server's question (e.g. moving seated students): nothing was imported, nothing to show.
      if (error instanceof MoveDeclined) return showInfo('已取消导入');
      const failure = importFailureOf(error);
      if (failure.kind === 'rows') setRows(failure.rows);
      else showAlert('导入错误', failure.text || '导入失败');
    },
  });
  const pick = (file: File | null) => {
    // The same file may be chosen again after a failure.
    resetRef.current?.();
    if (!file) return;
    if (!isExcelFile(file.name)) {
      showError('只能上传xls或xlsx文件');
      return;
    }
    run.mutate(file);
  };
  const blocked = precheck?.();
  return (
    <>
      <Group gap="xs" wrap="nowrap">
        {blocked ? (
          <Button {...props} onClick={() => showError(blocked)}>
            {children}
          </Button>
        ) : (
          <FileButton onChange={pick} accept={IMPORT_ACCEPT} resetRef={resetRef}>
            {(fileProps) => (
              <Button {...props} {...fileProps} loading={run.isPending}>
                {children}
              </Button>
            )}
          </FileButton>
        )}
        <Text size="xs" c="dimmed">
          文件不超过10MB
        </Text>
      </Group>
      <ImportErrorsDialog rows={rows} onClose={() => setRows(undefined)} />
    </>
  );
}

/** The refused rows of an import: row number and message, as the server sent them (as text). */
export function ImportErrorsDialog({ rows, onClose }: { rows: ImportRowError[] | undefined; onClose: () => void }) {
  return (
    <Modal opened={rows !== undefined} onClose={onClose} title="导入数据错误" centered size="lg">
      <ScrollArea.Autosize mah={420}>
        <Table withTableBorder striped aria-label="导入数据错误">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={90}>行号</Table.Th>
              <Table.Th>错误信息</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows?.map((r, i) => (
              <Table.Tr key={`${r.row}-${i}`}>
                <Table.Td>{r.row}</Table.Td>
                <Table.Td>{r.msg}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
      <Group justify="flex-end" mt="md">
        <Button onClick={onClose}>确定</Button>
      </Group>
    </Modal>
  );
}
