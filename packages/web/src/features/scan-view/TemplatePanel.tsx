// 模板扫描 (spec 3 §2.3, §4.2): the scanned template pages as thumbnails with a large preview; the user picks the pages
// and uploads them, in order, as the subject's template images (uploadexamsubjectpaper). A page that failed stays
// for another try; uploaded ones are marked.
import { useState } from 'react';
import { Badge, Button, Checkbox, Group, Image, Paper, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { localFailureText } from '../../lib/errors';
import { showError, showSuccess } from '../../lib/feedback';
import { uploadTemplatePage } from './queries';
import type { ScanController, TemplateImage } from './scanController';
import { SCAN_TEXTS } from './scanTexts';

export interface TemplatePanelProps {
  examId: number;
  subjectId: number;
  images: readonly TemplateImage[];
  controller: ScanController;
  /** After pages were uploaded (the screen reloads the template count). */
  onUploaded: () => void;
}

export function TemplatePanel({ examId, subjectId, images, controller, onUploaded }: TemplatePanelProps) {
  const [previewPath, setPreviewPath] = useState<string>();
  const [unticked, setUnticked] = useState<ReadonlySet<string>>(new Set());
  const [uploading, setUploading] = useState(false);
  const preview = images.find((i) => i.path === previewPath) ?? images[images.length - 1];
  const chosen = images.filter((i) => !i.uploaded && !unticked.has(i.path));

  async function upload() {
    setUploading(true);
    const done: string[] = [];
    try {
      for (const [n, image] of chosen.entries()) {
        const base64 = await controller.imageData(image.path);
        if (!base64) throw new Error(SCAN_TEXTS.emptyImage);
        await uploadTemplatePage(examId, subjectId, base64, `模板-${n + 1}.jpg`);
        done.push(image.path);
      }
      showSuccess(SCAN_TEXTS.templateUploaded(done.length));
    } catch (error) {
      const text = localFailureText(error);
      if (text !== undefined) showError(SCAN_TEXTS.templateUploadFailed(done.length, text));
    } finally {
      controller.markTemplateUploaded(done);
      setUploading(false);
      if (done.length) onUploaded();
    }
  }

  const toggle = (path: string, on: boolean) =>
    setUnticked((prev) => {
      const next = new Set(prev);
      if (on) next.delete(path);
      else next.add(path);
      return next;
    });

  return (
    <Group align="flex-start" gap="md" wrap="nowrap">
      <Paper withBorder p="xs" w={220} radius="sm">
        <Stack gap="xs">
          <Text size="sm" fw={500}>
            模板图片（{images.length}）
          </Text>
          <ScrollArea.Autosize mah={520}>
            <Stack gap="xs" role="list" aria-label="模板图片">
              {images.length === 0 && (
                <Text size="sm" c="dimmed">
                  开始扫描后，模板图片显示在这里
                </Text>
              )}
              {images.map((image, i) => (
                <Group key={image.path} gap={6} wrap="nowrap" role="listitem">
                  <Checkbox
                    aria-label={`选择第 ${i + 1} 页`}
                    checked={!image.uploaded && !unticked.has(image.path)}
                    disabled={image.uploaded}
                    onChange={(e) => toggle(image.path, e.currentTarget.checked)}
                  />
                  <UnstyledButton onClick={() => setPreviewPath(image.path)} aria-label={`预览第 ${i + 1} 页`} aria-pressed={preview?.path === image.path}>
                    <Image src={controller.imageSrc(image.path)} alt="" w={120} h={160} fit="contain" bd={preview?.path === image.path ? '2px solid var(--mantine-primary-color-filled)' : undefined} />
                  </UnstyledButton>
                  <Stack gap={2}>
                    <Text size="xs">第 {i + 1} 页</Text>
                    {image.uploaded && (
                      <Badge size="xs" color="green" variant="light">
                        已上传
                      </Badge>
                    )}
                  </Stack>
                </Group>
              ))}
            </Stack>
          </ScrollArea.Autosize>
          <Button size="xs" leftSection={<IconUpload size={14} />} disabled={chosen.length === 0} loading={uploading} onClick={() => void upload()}>
            上传模板（{chosen.length}）
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconTrash size={14} />}
            disabled={chosen.length === 0 || uploading}
            onClick={() => controller.removeTemplateImages(chosen.map((i) => i.path))}
          >
            移除所选
          </Button>
        </Stack>
      </Paper>
      <Paper withBorder p="xs" radius="sm" style={{ flex: 1 }}>
        {preview ? (
          <Image src={controller.imageSrc(preview.path)} alt={`模板预览 第 ${images.indexOf(preview) + 1} 页`} fit="contain" mah={640} />
        ) : (
          <Text size="sm" c="dimmed" ta="center" py="xl">
            暂无模板图片
          </Text>
        )}
      </Paper>
    </Group>
  );
}
