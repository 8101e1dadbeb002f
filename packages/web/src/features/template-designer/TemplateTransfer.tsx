// 模板文件 (issue 28): the template exported as a JSON file, and a JSON template imported into this subject. The import
// reads the file (model/templateFile.ts), shows what it replaces and what comes in, and applies it as one unsaved,
// undoable edit; 全部保存 then stores it.
import { useState } from 'react';
import { ActionIcon, Alert, Button, Group, List, Menu, Modal, Stack, Text, Tooltip } from '@mantine/core';
import { IconDownload, IconFileCode, IconFileImport } from '@tabler/icons-react';
import { showError, showSuccess } from '../../lib/feedback';
import { DESIGNER_TEXTS, FORM_TEXTS } from './designerTexts';
import { importedTemplate, readTemplateFile, templateCounts, templateFileName, templateFileOf, type TemplateFile } from './model/templateFile';
import type { DesignerDoc, GroupDraft, PaperDraft } from './model/types';

const T = DESIGNER_TEXTS.transfer;

export interface TemplateTransferProps {
  examId: number;
  subjectId: number;
  /** The document as shown (read when a menu item is chosen). */
  doc: () => DesignerDoc;
  /** A new draft key (the imported groups and sub-questions get new ones). */
  newKey: () => string;
  /** The imported template, as the designer's drafts. */
  onImport: (template: { paper: PaperDraft; groups: GroupDraft[] }) => void;
}

/** Loaded when the designer first shows its toolbar (React.lazy): the file code is not needed to draw areas. */
export default function TemplateTransfer({ examId, subjectId, doc, newKey, onImport }: TemplateTransferProps) {
  const [preview, setPreview] = useState<{ name: string; file: TemplateFile; warnings: string[] }>();

  const exportFile = () => {
    const current = doc();
    const name = templateFileName(current, examId, subjectId);
    const url = URL.createObjectURL(new Blob([JSON.stringify(templateFileOf(current), null, 2)], { type: 'application/json' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = name;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
    showSuccess(T.exported(name));
  };

  const read = async (chosen: File | undefined) => {
    if (!chosen) return;
    const result = readTemplateFile(await chosen.text(), doc());
    if ('error' in result) return showError(result.error);
    setPreview({ name: chosen.name, ...result });
  };

  // The file chooser of a detached input: the page keeps no second file input beside the image tab's.
  const choose = () => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = 'application/json,.json';
    input.onchange = () => void read(input.files?.[0]);
    input.click();
  };

  const current = doc();
  const now = templateCounts(current.paper, current.groups);
  const coming = preview && templateCounts(preview.file.paper, preview.file.groups);
  return (
    <>
      <Menu position="bottom-start">
        <Menu.Target>
          <Tooltip label={T.menu}>
            <ActionIcon variant="default" aria-label={T.menu} style={{ flexShrink: 0 }}>
              <IconFileCode size={16} />
            </ActionIcon>
          </Tooltip>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconDownload size={14} />} onClick={exportFile}>
            {T.export}
          </Menu.Item>
          <Menu.Item leftSection={<IconFileImport size={14} />} onClick={choose}>
            {T.import}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Modal opened={preview !== undefined} onClose={() => setPreview(undefined)} title={T.previewTitle} size="lg">
        {preview && coming && (
          <Stack gap="sm">
            <Text size="sm">{T.file(preview.name)}</Text>
            <div>
              <Text size="sm" fw={500}>
                {T.replaces}
              </Text>
              <Text size="sm">{T.counts(now.paperAreas, now.groups, now.subs)}</Text>
              {current.groups.length > 0 && (
                <Text size="xs" c="dimmed" lineClamp={2}>
                  {current.groups.map((g) => g.name).join('、')}
                </Text>
              )}
            </div>
            <div>
              <Text size="sm" fw={500}>
                {T.brings}
              </Text>
              <Text size="sm">{T.counts(coming.paperAreas, coming.groups, coming.subs)}</Text>
              <Text size="xs" c="dimmed" lineClamp={2}>
                {preview.file.groups.map((g) => g.name).join('、')}
              </Text>
            </div>
            {(preview.warnings.length > 0 || current.paper.settings.has_sub === 1) && (
              <Alert color="orange" variant="light">
                <List size="sm">
                  {preview.warnings.map((w) => (
                    <List.Item key={w}>{w}</List.Item>
                  ))}
                  {current.paper.settings.has_sub === 1 && <List.Item>{T.subSubjects}</List.Item>}
                </List>
              </Alert>
            )}
            <Text size="xs" c="dimmed">
              {T.unsavedNote}
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setPreview(undefined)}>
                {FORM_TEXTS.cancel}
              </Button>
              <Button
                onClick={() => {
                  onImport(importedTemplate(doc(), preview.file, newKey));
                  setPreview(undefined);
                  showSuccess(T.imported);
                }}
              >
                {T.apply}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </>
  );
}
