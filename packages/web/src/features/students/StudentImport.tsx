// The student import (spec 1 §4): the file is sent, then the progress is polled every 2 seconds and shown as
// '上传中：N%'; it ends on ISEND, on NUM = TOTAL (the list refreshes) or on ISEXCEPTIONAL ('导入出错，请重试').
// The import button is hidden while the import runs.
import { useEffect, useRef, useState } from 'react';
import { Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IMPORT_ACCEPT, isExcelFile } from '../../components/ImportButton';
import { localFailureText } from '../../lib/errors';
import { showAlert, showError, showSuccess } from '../../lib/feedback';
import { PROGRESS_INTERVAL_MS, fetchProgress, importStudents, progressOutcome, progressPercent, studentKeys } from './queries';

export function StudentImport({ unitId }: { unitId: number }) {
  const queryClient = useQueryClient();
  /** The bar's percentage while the import runs; undefined when no import runs. */
  const [percent, setPercent] = useState<number | undefined>();
  const resetRef = useRef<() => void>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(timer.current);
    };
  }, []);
  const refresh = () => queryClient.invalidateQueries({ queryKey: studentKeys.all });

  const poll = async () => {
    try {
      const p = await fetchProgress();
      if (!mounted.current) return;
      const outcome = progressOutcome(p);
      if (outcome === 'running') {
        setPercent(progressPercent(p));
        timer.current = setTimeout(() => void poll(), PROGRESS_INTERVAL_MS);
        return;
      }
      setPercent(undefined);
      if (outcome === 'exceptional') showAlert('导入错误', '导入出错，请重试');
      else if (outcome === 'finished') showSuccess('导入成功');
      void refresh();
    } catch (error) {
      if (!mounted.current) return;
      setPercent(undefined);
      const text = localFailureText(error);
      if (text !== undefined) showAlert('进度数据获取错误', text);
    }
  };

  const upload = useMutation({
    mutationFn: (file: File) => importStudents(file, unitId),
    meta: { localErrors: true },
    onSuccess: () => {
      setPercent(0);
      timer.current = setTimeout(() => void poll(), PROGRESS_INTERVAL_MS);
    },
    onError: (error) => {
      const text = localFailureText(error);
      if (text !== undefined) showAlert('导入错误', text);
      void refresh();
    },
  });

  const pick = (file: File | null) => {
    resetRef.current?.();
    if (!file) return;
    if (!isExcelFile(file.name)) {
      showError('只能上传xls或xlsx文件');
      return;
    }
    upload.mutate(file);
  };

  if (upload.isPending || percent !== undefined) {
    const value = percent ?? 0;
    return (
      <Stack gap={2} miw={200}>
        <Progress value={value} aria-label="导入进度" animated />
        <Text size="xs" role="status">
          {`上传中：${value}%`}
        </Text>
      </Stack>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap">
      <FileButton onChange={pick} accept={IMPORT_ACCEPT} resetRef={resetRef}>
        {(fileProps) => (
          <Button variant="light" leftSection={<IconUpload size={16} />} {...fileProps}>
            导入
          </Button>
        )}
      </FileButton>
      <Text size="xs" c="dimmed">
        文件不超过10MB
      </Text>
    </Group>
  );
}
