// 试卷图片 (spec 2 §2.1, §8): upload template images (png, jpeg, gif), a list in page order that can be dragged (or
// moved with 上移/下移) and deleted; reordering and deleting ask first because they clear the group settings. 扫描模板
// opens the scanner view in template mode as a dialog (given by the route: features do not import each other).
import { useState, type ReactNode } from 'react';
import { ActionIcon, Alert, Button, FileButton, Group, Image, Modal, Paper, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconArrowDown, IconArrowUp, IconGripVertical, IconScan, IconTestPipe, IconTrash, IconUpload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { Schemas } from '@exam/sdk';
import { confirmThen } from '../../lib/confirm';
import { showFailure } from '../../lib/errors';
import { showError, showSuccess } from '../../lib/feedback';
import { TEMPLATE_IMAGE_TYPES } from './canvas/images';
import { DESIGNER_TEXTS as T } from './designerTexts';
import { imageFacts, scanMismatch } from './model/imageFacts';
import { moveTemplateImage, removeTemplateImage, subjectPropQuery, templateKeys, tryRecognize, uploadTemplateImage } from './queries';

export interface ScanDialogSlot {
  examId: number;
  subjectId: number;
  /** Template pages were uploaded by the scanner. */
  onUploaded: () => void;
}

export interface ImagesTabProps {
  examId: number;
  subjectId: number;
  papers: Schemas['SubjectPaper'][];
  /** Images were added (`cleared` false) or reordered/deleted (the server cleared the group settings). */
  onChanged: (cleared: boolean) => void;
  scanDialog?: (slot: ScanDialogSlot) => ReactNode;
}

export function ImagesTab({ examId, subjectId, papers, onChanged, scanDialog }: ImagesTabProps) {
  const [uploading, setUploading] = useState(0);
  const [dragged, setDragged] = useState<number>();
  const [scanning, setScanning] = useState(false);
  const scanProp = useQuery(subjectPropQuery(examId, subjectId)).data?.scan_prop;
  const [trying, setTrying] = useState(false);
  const [tried, setTried] = useState<Schemas['TryRecognizeResult']>();

  const trySample = async (files: File[]) => {
    const [page1, page2, ...more] = files.filter((f) => TEMPLATE_IMAGE_TYPES.includes(f.type));
    if (more.length) return showError(T.tryRecognizeTooMany);
    if (!page1) return files.length ? showError(T.badImageType) : undefined;
    setTrying(true);
    try {
      setTried(await tryRecognize(examId, subjectId, page1, page2));
    } catch (e) {
      showFailure(e);
    } finally {
      setTrying(false);
    }
  };

  const upload = async (files: File[]) => {
    const bad = files.filter((f) => !TEMPLATE_IMAGE_TYPES.includes(f.type));
    if (bad.length) showError(T.badImageType);
    const good = files.filter((f) => TEMPLATE_IMAGE_TYPES.includes(f.type));
    let done = 0;
    for (const file of good) {
      setUploading(good.length - done);
      try {
        await uploadTemplateImage(examId, subjectId, file);
        done++;
      } catch (e) {
        showFailure(e, `${file.name}：`);
      }
    }
    setUploading(0);
    if (done) {
      showSuccess(T.uploaded);
      onChanged(false);
    }
  };

  const move = (src: number, tgt: number, type: 'before' | 'after') =>
    confirmThen({
      title: T.moveImageTitle,
      message: T.moveImageConfirm,
      onConfirm: () =>
        void moveTemplateImage(examId, subjectId, src, tgt, type).then(
          () => onChanged(true),
          (e: unknown) => {
            showFailure(e);
            onChanged(true);
          },
        ),
    });

  const remove = (paper: Schemas['SubjectPaper']) =>
    confirmThen({
      title: T.deleteImage,
      message: T.deleteImageConfirm,
      danger: true,
      onConfirm: () =>
        void removeTemplateImage(examId, paper.paper_id).then(
          () => {
            showSuccess(T.imageDeleted);
            onChanged(true);
          },
          (e: unknown) => showFailure(e),
        ),
    });

  return (
    <Stack gap="sm">
      <Group gap="xs">
        <FileButton multiple accept={TEMPLATE_IMAGE_TYPES.join(',')} onChange={(files) => void upload(files)} inputProps={{ 'aria-label': T.upload }}>
          {(props) => (
            <Button {...props} size="xs" leftSection={<IconUpload size={14} />} loading={uploading > 0}>
              {T.upload}
            </Button>
          )}
        </FileButton>
        {scanDialog && (
          <Button size="xs" variant="light" leftSection={<IconScan size={14} />} onClick={() => setScanning(true)}>
            {T.scanTemplate}
          </Button>
        )}
        {papers.length > 0 && (
          <FileButton multiple accept={TEMPLATE_IMAGE_TYPES.join(',')} onChange={(files) => void trySample(files)} inputProps={{ 'aria-label': T.tryRecognize }}>
            {(props) => (
              <Tooltip label={T.tryRecognizeHint} multiline w={260}>
                <Button {...props} size="xs" variant="light" leftSection={<IconTestPipe size={14} />} loading={trying}>
                  {T.tryRecognize}
                </Button>
              </Tooltip>
            )}
          </FileButton>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        {T.uploadHint}
      </Text>
      <Stack gap={6} aria-label={T.tabs.images} role="list">
        {papers.map((paper, i) => (
          <Paper
            key={paper.paper_id}
            withBorder
            p={6}
            role="listitem"
            aria-label={T.page(i + 1)}
            draggable
            onDragStart={() => setDragged(paper.paper_id)}
            onDragEnd={() => setDragged(undefined)}
            onDragOver={(e) => e.preventDefault()}
            onDrop={(e) => {
              e.preventDefault();
              if (dragged !== undefined && dragged !== paper.paper_id) {
                const from = papers.findIndex((p) => p.paper_id === dragged);
                move(dragged, paper.paper_id, from < i ? 'after' : 'before');
              }
              setDragged(undefined);
            }}
            style={{ opacity: dragged === paper.paper_id ? 0.5 : 1, cursor: 'grab' }}
          >
            <Group gap="xs" wrap="nowrap">
              <IconGripVertical size={16} color="var(--mantine-color-gray-5)" />
              <Image src={paper.paper_image} alt={paper.file_name ?? T.page(i + 1)} w={48} h={64} fit="contain" />
              <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                <Text size="sm">{T.page(i + 1)}</Text>
                <Text size="xs" c="dimmed" truncate>
                  {paper.file_name}
                </Text>
                <ScanSettingsCheck src={paper.paper_image} scan={scanProp} />
              </Stack>
              <Tooltip label={T.moveUp}>
                <ActionIcon variant="subtle" aria-label={T.moveUp} disabled={i === 0} onClick={() => move(paper.paper_id, (papers[i - 1] as Schemas['SubjectPaper']).paper_id, 'before')}>
                  <IconArrowUp size={14} />
                </ActionIcon>
              </Tooltip>
              <Tooltip label={T.moveDown}>
                <ActionIcon
                  variant="subtle"
                  aria-label={T.moveDown}
                  disabled={i === papers.length - 1}
                  onClick={() => move(paper.paper_id, (papers[i + 1] as Schemas['SubjectPaper']).paper_id, 'after')}
                >
                  <IconArrowDown size={14} />
                </ActionIcon>
              </Tooltip>
              <Tooltip label={T.deleteImage}>
                <ActionIcon variant="subtle" color="red" aria-label={T.deleteImage} onClick={() => remove(paper)}>
                  <IconTrash size={14} />
                </ActionIcon>
              </Tooltip>
            </Group>
          </Paper>
        ))}
      </Stack>
      <Modal opened={tried !== undefined} onClose={() => setTried(undefined)} title={T.tryRecognizeTitle} size="lg" closeButtonProps={{ 'aria-label': T.close }}>
        {tried && <TryRecognizePanel result={tried} />}
      </Modal>
      {scanDialog && (
        <Modal opened={scanning} onClose={() => setScanning(false)} title={T.scanTitle} size="90%" closeButtonProps={{ 'aria-label': T.close }}>
          {scanning && scanDialog({ examId, subjectId, onUploaded: () => onChanged(false) })}
        </Modal>
      )}
    </Stack>
  );
}

/**
 * The page's size and stated dpi against the subject's saved scan settings: a line saying so when they disagree
 * (areas live in the template image's pixels; scans are mapped onto it by their size ratio).
 */
function ScanSettingsCheck({ src, scan }: { src: string; scan: Schemas['ScanProp'] | undefined }) {
  const facts = useQuery({
    queryKey: [...templateKeys.pages([src]), 'facts'],
    queryFn: async () => {
      const response = await fetch(src);
      return response.ok ? (imageFacts(new Uint8Array(await response.arrayBuffer())) ?? null) : null;
    },
    staleTime: Infinity,
    meta: { localErrors: true },
  }).data;
  const mismatch = facts ? scanMismatch(facts, scan) : undefined;
  if (!mismatch) return null;
  return (
    <Group gap={4} wrap="nowrap" align="flex-start" role="note">
      <IconAlertTriangle size={14} color="var(--mantine-color-orange-text)" style={{ flexShrink: 0, marginTop: 2 }} />
      <Text size="xs" c="var(--mantine-color-orange-text)">
        {T.imageMismatch({ ...mismatch.facts, ...mismatch })}
      </Text>
    </Group>
  );
}

/** 试识别's result: what each area of the saved template read on the sample sheet. */
function TryRecognizePanel({ result }: { result: Schemas['TryRecognizeResult'] }) {
  const position = (a: Schemas['Area']) => T.areaText(a.p ?? 0, a.x, a.y, a.w, a.h);
  return (
    <Stack gap="sm">
      {!result.front_found && (
        <Alert color="orange" p="xs">
          {T.tryRecognizeFrontMissing}
        </Alert>
      )}
      {result.front_found && result.turned && <Text size="sm">{T.tryRecognizeTurned}</Text>}
      {result.areas.some((a) => a.doubtful) && <Text size="sm">{T.tryRecognizeDoubtfulHint}</Text>}
      {result.areas.length === 0 ? (
        <Text size="sm">{T.tryRecognizeNone}</Text>
      ) : (
        <Table striped withTableBorder aria-label={T.tryRecognizeTitle}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{T.tryRecognizeColumns.area}</Table.Th>
              <Table.Th>{T.tryRecognizeColumns.position}</Table.Th>
              <Table.Th>{T.tryRecognizeColumns.read}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {result.areas.map((a, i) => (
              <Table.Tr key={i}>
                <Table.Td>{a.name}</Table.Td>
                <Table.Td>{position(a.area)}</Table.Td>
                <Table.Td>
                  {a.kind === 'exam_number' ? T.tryRecognizeExamNumber(a.read) : a.read || T.tryRecognizeBlank}
                  {a.doubtful && (
                    <Text span fw={700} size="sm" ml="xs">
                      {T.tryRecognizeDoubtful}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
