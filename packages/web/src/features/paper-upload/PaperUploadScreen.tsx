// 试卷上传, exam/examupload (spec 2 §2.6, §3, §7 "Upload", §9): per subject, choose the paper and several page
// images and upload them with a progress bar of the bytes sent; below, the uploaded pages (student secret id, exam id,
// subject id, page, objective answers) with a student id query, 15 per page. A failed upload keeps the chosen files.
import { useEffect, useRef, useState } from 'react';
import { ActionIcon, Button, Card, CloseButton, FileButton, Group, Progress, Select, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconPhotoPlus, IconSearch, IconUpload, IconX } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { SubjectPage } from '../../components/ExamPage';
import { PagedTable, type Column } from '../../components/PagedTable';
import { localFailureText } from '../../lib/errors';
import { showError, showInfo, showSuccess } from '../../lib/feedback';
import { usePagedList } from '../../lib/usePagedList';
import { uploadPercent, type UploadProgress } from '../../lib/upload';
import { UPLOAD_PAGE_SIZE, UPLOAD_PAGE_SIZES, paperListQuery, uploadKeys, uploadPapers, uploadedListQuery, type UploadedPaper } from './queries';
import { IMAGE_ACCEPT, WRONG_FILE_TEXT, addFiles, formatBytes, progressText } from './uploadRules';

const ROUTE = '/main/exam/examupload';

export function PaperUploadScreen() {
  return (
    <SubjectPage title="试卷上传">
      {({ examId, subjectId }) => <PaperUpload examId={examId} subjectId={subjectId} />}
    </SubjectPage>
  );
}

const columns: Column<UploadedPaper>[] = [
  { key: 'student', title: '学生密号', render: (r) => r.studentid },
  { key: 'exam', title: '考试ID', render: (r) => r.examid },
  { key: 'subject', title: '科目ID', render: (r) => r.subjectid },
  { key: 'page', title: '页码', render: (r) => `第${r.page}页` },
  {
    key: 'answers',
    title: '客观题答案',
    render: (r) =>
      r.answers ? (
        <Text size="sm" style={{ wordBreak: 'break-all' }}>
          {r.answers}
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          未识别
        </Text>
      ),
  },
];

function PaperUpload({ examId, subjectId }: { examId: number; subjectId: number }) {
  const search = useSearch({ from: ROUTE });
  const navigate = useNavigate({ from: ROUTE });
  const queryClient = useQueryClient();

  const allPapers = useQuery(paperListQuery);
  const papers = (allPapers.data ?? []).filter((p) => p.exam_id === examId && p.subject_id === subjectId);
  const paper = papers.find((p) => p.paper_id === search.paperid) ?? papers[0];
  const papersSettled = !allPapers.isPending;

  const list = usePagedList({
    search,
    setSearch: (next) => void navigate({ search: next }),
    pageSizes: UPLOAD_PAGE_SIZES,
    defaultPageSize: UPLOAD_PAGE_SIZE,
    query: ({ page, pagesize, studentid }) => ({
      ...uploadedListQuery({ page, pagesize, examid: examId, subjectid: subjectId, paperid: paper?.paper_id ?? null, studentid: studentid ?? '' }),
      enabled: papersSettled,
    }),
  });

  const [studentId, setStudentId] = useState(search.studentid ?? '');
  const [studentIdError, setStudentIdError] = useState<string | undefined>();
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<UploadProgress | undefined>();
  const resetRef = useRef<() => void>(null);
  const abortRef = useRef<AbortController | undefined>(undefined);
  // Leaving the page stops an upload still running.
  useEffect(() => () => abortRef.current?.abort(), []);

  const upload = useMutation({
    mutationFn: ({ paperId, chosen }: { paperId: number; chosen: File[] }) => {
      const controller = new AbortController();
      abortRef.current = controller;
      setProgress({ loaded: 0, total: chosen.reduce((n, f) => n + f.size, 0) });
      return uploadPapers({ examid: examId, subjectid: subjectId, paperid: paperId }, chosen, { onProgress: setProgress, signal: controller.signal });
    },
    meta: { localErrors: true },
    onSuccess: async (text) => {
      showSuccess(text || '上传成功');
      setFiles([]);
      await queryClient.invalidateQueries({ queryKey: uploadKeys.all });
    },
    onError: (error) => {
      if (error instanceof DOMException && error.name === 'AbortError') {
        showInfo('已取消上传');
        return;
      }
      const text = localFailureText(error);
      if (text !== undefined) showError(text, '上传失败');
    },
    onSettled: () => {
      abortRef.current = undefined;
      setProgress(undefined);
    },
  });

  const pick = (picked: File[]) => {
    resetRef.current?.();
    const next = addFiles(files, picked);
    if (next.refused > 0) showError(WRONG_FILE_TEXT);
    setFiles(next.files);
  };
  const start = () => {
    if (!paper) return showError('请先选择试卷');
    if (files.length === 0) return showError('请先选择要上传的试卷图片');
    upload.mutate({ paperId: paper.paper_id, chosen: files });
  };
  const query = () => {
    const value = studentId.trim();
    const error = value && !/^\d+$/.test(value) ? '学生密号只能是数字' : undefined;
    setStudentIdError(error);
    if (!error) list.setFilters({ studentid: value || undefined });
  };

  const percent = progress ? uploadPercent(progress) : 0;
  const totalSize = files.reduce((n, f) => n + f.size, 0);

  return (
    <Stack gap="md">
      <Card withBorder padding="md">
        <Stack gap="sm">
          <Group align="flex-end" gap="sm">
            <Select
              label="试卷"
              w={200}
              allowDeselect={false}
              placeholder={papersSettled && papers.length === 0 ? '该科目暂无试卷' : '请选择试卷'}
              data={papers.map((p) => ({ value: String(p.paper_id), label: p.paper_name }))}
              value={paper ? String(paper.paper_id) : null}
              disabled={upload.isPending}
              onChange={(v) => v && list.setFilters({ paperid: Number(v) })}
            />
            <FileButton onChange={pick} accept={IMAGE_ACCEPT} multiple resetRef={resetRef} disabled={upload.isPending}>
              {(props) => (
                <Button variant="light" leftSection={<IconPhotoPlus size={16} />} {...props} disabled={upload.isPending}>
                  选择试卷图片
                </Button>
              )}
            </FileButton>
            <Button leftSection={<IconUpload size={16} />} onClick={start} loading={upload.isPending} disabled={!paper}>
              开始上传
            </Button>
            {files.length > 0 && !upload.isPending && (
              <Button variant="subtle" color="gray" onClick={() => setFiles([])}>
                清空
              </Button>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            可一次选择多张 jpg 或 png 图片；每张图片为一页答题卡，上传后按考号自动识别归档。
          </Text>
          {files.length > 0 && (
            <Stack gap={4} aria-label="待上传的图片">
              <Text size="sm">
                已选择 {files.length} 个文件，共 {formatBytes(totalSize)}
              </Text>
              <Group gap="xs">
                {files.map((f) => (
                  <Group key={`${f.name}-${f.size}`} gap={4} wrap="nowrap" px={8} py={2} style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 4 }}>
                    <Text size="xs">
                      {f.name}（{formatBytes(f.size)}）
                    </Text>
                    {!upload.isPending && <CloseButton size="xs" aria-label={`移除 ${f.name}`} onClick={() => setFiles(files.filter((x) => x !== f))} />}
                  </Group>
                ))}
              </Group>
            </Stack>
          )}
          {progress && (
            <Stack gap={4}>
              <Group gap="sm" wrap="nowrap">
                <Progress value={percent} aria-label="上传进度" animated={percent < 100} style={{ flex: 1 }} size="lg" />
                <Tooltip label="取消上传">
                  <ActionIcon variant="subtle" color="red" aria-label="取消上传" onClick={() => abortRef.current?.abort()}>
                    <IconX size={16} />
                  </ActionIcon>
                </Tooltip>
              </Group>
              <Text size="xs" role="status">
                {progressText(progress, percent)}
              </Text>
            </Stack>
          )}
        </Stack>
      </Card>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          query();
        }}
      >
        <Group align="flex-start" gap="sm">
          <TextInput
            label="学生密号"
            placeholder="请输入学生密号（考号）"
            inputMode="numeric"
            maxLength={30}
            w={220}
            value={studentId}
            error={studentIdError}
            onChange={(e) => {
              setStudentId(e.currentTarget.value);
              setStudentIdError(undefined);
            }}
          />
          <Button type="submit" mt={25} leftSection={<IconSearch size={16} />}>
            查询
          </Button>
        </Group>
      </form>
      <PagedTable list={list} columns={columns} rowKey={(r) => `${r.studentid}-${r.page}`} label="已上传试卷列表" minWidth={720} />
    </Stack>
  );
}
