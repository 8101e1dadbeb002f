// 图片对比 (spec 3 §2.3, §4.4): the sheet already uploaded for an exam number (getpic, page by page) beside the sheet of
// this scan, so the user sees what an overwrite replaces. The existing-paper dialog is this with its own buttons.
import type { ReactNode } from 'react';
import { Group, Image, Loader, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { SCAN_TEXTS } from '../scanTexts';
import { uploadedPageQuery, type PageNumber } from './fixQueries';

export interface ImageCompareDialogProps {
  opened: boolean;
  onClose: () => void;
  examId: number;
  subjectId: number;
  /** The exam number whose uploaded sheet is shown. */
  studentId: string;
  /** This scan's pages as image sources, front first. */
  thisSheet: (string | undefined)[];
  title?: string;
  /** The heading of the uploaded side (default '已上传的试卷（考号 …）'), e.g. naming this batch's own unsaved row. */
  uploadedTitle?: string;
  /** Buttons under the images (the existing-paper dialog's 覆盖 and 丢弃). */
  footer?: ReactNode;
}

export function ImageCompareDialog({ opened, onClose, title = '图片对比', footer, uploadedTitle, ...rest }: ImageCompareDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="90rem" centered>
      {opened && (
        <Stack gap="sm">
          <SimpleGrid cols={2} spacing="md">
            <Stack gap={4}>
              <Title order={5}>{uploadedTitle ?? `已上传的试卷（考号 ${rest.studentId}）`}</Title>
              <UploadedPages {...rest} />
            </Stack>
            <Stack gap={4}>
              <Title order={5}>本次扫描</Title>
              <SimpleGrid cols={rest.thisSheet.length || 1} spacing="xs">
                {rest.thisSheet.map((src, i) => (
                  <Image key={i} src={src} alt={`本次扫描${i === 0 ? '正面' : '反面'}`} />
                ))}
              </SimpleGrid>
            </Stack>
          </SimpleGrid>
          {footer && <Group justify="flex-end">{footer}</Group>}
        </Stack>
      )}
    </Modal>
  );
}

function UploadedPages({ examId, subjectId, studentId, thisSheet }: Omit<ImageCompareDialogProps, 'opened' | 'onClose' | 'title' | 'footer' | 'uploadedTitle'>) {
  const pages: PageNumber[] = thisSheet.length > 1 ? [1, 2] : [1];
  return (
    <SimpleGrid cols={pages.length} spacing="xs">
      {pages.map((page) => (
        <UploadedPage key={page} examId={examId} subjectId={subjectId} studentId={studentId} page={page} />
      ))}
    </SimpleGrid>
  );
}

function UploadedPage({ examId, subjectId, studentId, page }: { examId: number; subjectId: number; studentId: string; page: PageNumber }) {
  const query = useQuery(uploadedPageQuery(examId, subjectId, studentId, page));
  if (query.isPending) return <Loader size="sm" aria-label="加载中" />;
  if (query.isError)
    return (
      <Text role="alert" c="red" size="sm">
        {SCAN_TEXTS.getUploadedImageFailed}
      </Text>
    );
  return <Image src={query.data} alt={`已上传${page === 1 ? '正面' : '反面'}`} />;
}
