// 上传图片 (spec 3 §2.3 "Choose images to upload", §5): images of one sheet chosen from the computer instead of the
// scanner — at least one, at most two, exactly two when double-sided — which then upload like a scanned sheet.
import { useState } from 'react';
import { Button, FileInput, Group, Modal, Stack, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { SCAN_TEXTS } from './scanTexts';

/** Why the chosen files cannot be uploaded, or undefined (spec 3 §5). */
export function chosenImagesProblem(files: readonly { type: string; name: string }[], doubleSided: boolean): string | undefined {
  if (files.length === 0) return SCAN_TEXTS.chooseImages;
  if (files.length > 2) return SCAN_TEXTS.atMostTwoImages;
  if (doubleSided && files.length !== 2) return SCAN_TEXTS.doubleSidedNeedsTwo;
  if (files.some((f) => f.type !== 'image/jpeg' && !/\.jpe?g$/i.test(f.name))) return SCAN_TEXTS.onlyJpeg;
  return undefined;
}

/** A file's bytes as base64 (no data: prefix), as the driver sends images. */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export function UploadImagesDialog({
  opened,
  onClose,
  doubleSided,
  onUpload,
}: {
  opened: boolean;
  onClose: () => void;
  doubleSided: boolean;
  onUpload: (pages: string[]) => Promise<void>;
}) {
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const close = () => {
    setFiles([]);
    setError(undefined);
    onClose();
  };

  async function submit() {
    const problem = chosenImagesProblem(files, doubleSided);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      await onUpload(await Promise.all(files.map(base64Of)));
      close();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal opened={opened} onClose={close} title="上传图片" centered>
      <Stack gap="sm">
        <FileInput
          label="答题卡图片"
          description={SCAN_TEXTS.uploadHint}
          placeholder="选择图片"
          multiple
          clearable
          accept="image/jpeg,.jpg,.jpeg"
          leftSection={<IconPhoto size={16} />}
          value={files}
          onChange={(chosen) => {
            setFiles(chosen);
            setError(undefined);
          }}
          error={error}
        />
        {files.length > 0 && (
          <Text size="xs" c="dimmed">
            {files.map((f, i) => `${i === 0 ? '正面' : '反面'}：${f.name}`).join('；')}
          </Text>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={close}>
            取消
          </Button>
          <Button onClick={() => void submit()} loading={busy}>
            上传
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
