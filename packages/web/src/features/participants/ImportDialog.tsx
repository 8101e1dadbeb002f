// 自定义信息导入 (spec 2 §2.5, §8): how to fill the template, its download, the xlsx upload (a text failure is an
// alert titled 导入错误, refused rows open the 导入数据错误 table) and the shortcut that makes every exam number equal
// to the student number. The list's search fields go with the import; the chosen subject limits it.
import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DownloadButton } from '../../components/DownloadButton';
import { ImportButton } from '../../components/ImportButton';
import { confirmThen } from '../../lib/confirm';
import { showSuccess } from '../../lib/feedback';
import { downloadImportTemplate, importParticipants, numbersFromStudentNumbers, participantKeys, type ImportScope } from './queries';

export function ImportDialog({ scope, subjectName, onClose }: { scope: ImportScope; subjectName: string | undefined; onClose: () => void }) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: participantKeys.exam(scope.examid) });
  const same = useMutation({
    mutationFn: () => numbersFromStudentNumbers(scope),
    onSuccess: async (text) => {
      showSuccess(text || '导入成功');
      onClose();
      await refresh();
    },
  });
  const which = subjectName ? `${subjectName}科目` : '全部科目';
  return (
    <Modal opened onClose={onClose} title="自定义信息导入" centered size="lg">
      <Stack>
        <Text size="sm">导入说明：</Text>
        <List size="sm" type="ordered" spacing={4}>
          <List.Item>请先下载导入模板，按模板填写学号、姓名、考号、考场和座位号（带 * 的列必须填写）。</List.Item>
          <List.Item>学号必须是已参加本次考试的学生；考号只能是数字，且同一科目内不能重复。</List.Item>
          <List.Item>考场必须是该科目已设置的考场；填写考场时须同时填写座位号，座位不能重复。</List.Item>
          <List.Item>本次导入作用于：{which}（可在列表的科目筛选中切换）。</List.Item>
          <List.Item>只能上传 xls 或 xlsx 文件，文件不超过 10MB；有错误的行会列出行号和原因，全部无误才会导入。</List.Item>
        </List>
        <Group gap="sm">
          <DownloadButton
            fetchFile={downloadImportTemplate}
            fallbackName="参考学生导入模板.xlsx"
            failureText="导出列表错误"
            leftSection={<IconDownload size={16} />}
          >
            下载模板
          </DownloadButton>
          <ImportButton
            leftSection={<IconUpload size={16} />}
            upload={(file) => importParticipants(file, scope)}
            onImported={() => {
              onClose();
              void refresh();
            }}
          >
            上传文件
          </ImportButton>
        </Group>
        <Group justify="space-between">
          <Button
            variant="subtle"
            loading={same.isPending}
            onClick={() =>
              confirmThen({
                message: `确定将${which}所有参考学生的考号设置为与学号一致吗？`,
                onConfirm: () => same.mutate(),
              })
            }
          >
            考号与学号一致
          </Button>
          <Button variant="default" onClick={onClose}>
            关闭
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
