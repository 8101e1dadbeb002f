// The answer import (spec 2 §2.2, §5 uploads, §8 import failure): a popover with a drop area and a file button for an
// xls or xlsx workbook (10MB in the hint). A text failure is an alert titled '导入错误'; a list of refused rows opens the
// shared '导入数据错误' table; success says '导入成功'.
import { useRef, useState, type DragEvent } from 'react';
import { Button, FileButton, Loader, Paper, Popover, Stack, Text } from '@mantine/core';
import { IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { IMPORT_ACCEPT, ImportErrorsDialog, isExcelFile } from '../../components/ImportButton';
import { showAlert, showError, showSuccess } from '../../lib/feedback';
import { importFailureOf, type ImportRowError } from '../../lib/importErrors';

const MAX_BYTES = 10 * 1024 * 1024;

export function AnswerImport({ upload, onImported }: { upload: (file: File) => Promise<unknown>; onImported: () => void }) {
  const [opened, setOpened] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [rows, setRows] = useState<ImportRowError[] | undefined>();
  const resetRef = useRef<() => void>(null);
  const run = useMutation({
    mutationFn: upload,
    meta: { localErrors: true },
    onSuccess: () => {
      setOpened(false);
      showSuccess('导入成功');
      onImported();
    },
    onError: (error) => {
      const failure = importFailureOf(error);
      if (failure.kind === 'rows') {
        setOpened(false);
        setRows(failure.rows);
        // Rows that were fine have been imported.
        onImported();
      } else showAlert('导入错误', failure.text || '导入失败');
    },
  });
  const take = (file: File | null | undefined) => {
    // The same file may be chosen again after a failure.
    resetRef.current?.();
    if (!file) return;
    if (!isExcelFile(file.name)) {
      showError('只能上传xls或xlsx文件');
      return;
    }
    if (file.size > MAX_BYTES) {
      showError('文件不能超过10MB');
      return;
    }
    run.mutate(file);
  };
  const onDrop = (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault();
    setDragging(false);
    if (!run.isPending) take(e.dataTransfer.files[0]);
  };
  return (
    <>
      <Popover opened={opened} onChange={setOpened} position="bottom-start" withArrow shadow="md" width={320}>
        <Popover.Target>
          <Button variant="light" leftSection={<IconUpload size={16} />} onClick={() => setOpened((o) => !o)}>
            导入
          </Button>
        </Popover.Target>
        <Popover.Dropdown>
          <Paper
            withBorder
            p="md"
            aria-label="拖拽上传区域"
            onDragOver={(e) => {
              e.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
            style={{ borderStyle: 'dashed', borderWidth: 2, borderColor: dragging ? 'var(--mantine-color-blue-5)' : undefined }}
            bg={dragging ? 'var(--mantine-color-blue-light)' : undefined}
          >
            <Stack align="center" gap={6}>
              {run.isPending ? <Loader size="sm" /> : <IconFileSpreadsheet size={32} stroke={1.4} />}
              <Text size="sm">{run.isPending ? '正在导入…' : '将答案文件拖到此处，或'}</Text>
              <FileButton onChange={take} accept={IMPORT_ACCEPT} resetRef={resetRef} disabled={run.isPending}>
                {(props) => (
                  <Button size="xs" {...props} loading={run.isPending}>
                    点击上传
                  </Button>
                )}
              </FileButton>
              <Text size="xs" c="dimmed" ta="center">
                只能上传xls或xlsx文件，文件不超过10MB
              </Text>
            </Stack>
          </Paper>
        </Popover.Dropdown>
      </Popover>
      <ImportErrorsDialog rows={rows} onClose={() => setRows(undefined)} />
    </>
  );
}
