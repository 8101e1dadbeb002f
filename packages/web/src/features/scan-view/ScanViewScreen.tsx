// 扫描, exam/scanView (spec 3 §2.3, §4.1–4.3, §5, §8.2): the chosen exam subject scanned through the scanner driver on
// the user's machine. The device is found and opened by itself (or chosen among several); 开始扫描 (O) and 停止扫描 (P)
// drive the scanner; every sheet (a front/back pair when double-sided) uploads as it arrives and its row shows the
// outcome: the exam number, absence, room and seat, the answers of each page and the upload result, or the reason it
// failed with 重试. Nothing received is dropped: a failed or incomplete sheet stays in the list until the user acts.
import { useEffect, useMemo, useState } from 'react';
import { Alert, Badge, Button, Group, Loader, Modal, Radio, Stack, Text } from '@mantine/core';
import { IconPlayerPlay, IconPlayerStop, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { ExamPage, EXAM_LIST_PATH } from '../../components/ExamPage';
import { DownloadButton } from '../../components/DownloadButton';
import { ButtonLink } from '../../components/links';
import { downloadScannerClient, mayScan, scanSetupQuery, scanTypeOf, type ConnectScannerResult } from './queries';
import { ResultTable } from './ResultTable';
import { SCAN_TEXTS } from './scanTexts';
import { SheetImages } from './SheetImages';
import type { ScanRow } from './scanController';
import { useScanController } from './useScanController';

const SCAN_TYPE_NAMES = { '1': '考场扫描', '2': '学校扫描', '3': '全局扫描' } as const;

export function ScanViewScreen() {
  return (
    <ExamPage title="扫描" perSubject>
      {({ examId, subjectId }) => (subjectId === undefined ? null : <ScanSetup key={`${examId}:${subjectId}`} examId={examId} subjectId={subjectId} />)}
    </ExamPage>
  );
}

function ScanSetup({ examId, subjectId }: { examId: number; subjectId: number }) {
  const setup = useQuery(scanSetupQuery(examId, subjectId));
  if (setup.isPending) return <Loader aria-label="加载中" />;
  if (setup.isError)
    return (
      <Alert color="red" title="加载失败">
        <Group>
          <Text size="sm">无法读取该科目的扫描设置。</Text>
          <Button size="xs" variant="light" onClick={() => void setup.refetch()}>
            重试
          </Button>
        </Group>
      </Alert>
    );
  if (!mayScan(setup.data, examId, subjectId)) return <Alert color="orange">{SCAN_TEXTS.noPermission}</Alert>;
  return <Scanner examId={examId} subjectId={subjectId} setup={setup.data} />;
}

function Scanner({ examId, subjectId, setup }: { examId: number; subjectId: number; setup: ConnectScannerResult }) {
  const scanType = scanTypeOf(setup);
  const doubleSided = (setup.subjectProp?.scan_prop?.scan_way ?? '2') === '2';
  const templateProblem = setup.countPaperTemplate === 0 ? SCAN_TEXTS.noTemplate : setup.countPaperTemplate === 1 && doubleSided ? SCAN_TEXTS.singlePageTemplate : undefined;
  const scanProp = setup.subjectProp?.scan_prop;
  const context = useMemo(
    () => ({ examId, subjectId, scanProp, scanType, doubleSided, isCover: false, realTimeAlign: true }),
    [examId, subjectId, scanProp, scanType, doubleSided],
  );
  // The session is cached and restored, except in room scan (spec 3 §4.2; template mode will not persist either).
  const scan = useScanController(context, { persist: scanType !== '1' });
  const { device, controller, scanning } = scan;
  const [detail, setDetail] = useState<string>();
  const [viewing, setViewing] = useState<ScanRow>();
  const canStart = device.status === 'open' && !scanning && !templateProblem;

  // O starts and P stops scanning, only while no dialog is open and no field has the focus (spec 3 §2.3).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || document.querySelector('[role="dialog"]')) return;
      const target = e.target as HTMLElement | null;
      if (target && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))) return;
      const key = e.key.toLowerCase();
      if (key === 'o' && canStart) void controller.start();
      if (key === 'p' && scanning) void controller.stop();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [canStart, scanning, controller]);

  const errors = scan.rows.filter((r) => r.state === 'failed' || r.state === 'incomplete' || r.outcome?.isError || r.duplicate).length;
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="wrap">
          <Radio.Group value="paper" aria-label="扫描模式">
            <Group gap="sm">
              <Radio value="paper" label="试卷扫描" />
            </Group>
          </Radio.Group>
          <Button leftSection={<IconPlayerPlay size={16} />} disabled={!canStart} onClick={() => void controller.start()} aria-keyshortcuts="O">
            开始扫描 (O)
          </Button>
          <Button leftSection={<IconPlayerStop size={16} />} color="orange" disabled={!scanning} onClick={() => void controller.stop()} aria-keyshortcuts="P">
            停止扫描 (P)
          </Button>
          <Button leftSection={<IconTrash size={16} />} variant="default" onClick={controller.clear}>
            清空列表
          </Button>
        </Group>
        <Group gap="xs" aria-label="扫描仪状态" role="status">
          <Text size="sm">扫描仪：{device.deviceName ?? '—'}</Text>
          <Badge color={device.connected ? 'green' : 'gray'} variant="light">
            {device.connected ? '已连接' : '未连接'}
          </Badge>
          <DownloadButton size="xs" variant="subtle" fetchFile={downloadScannerClient} fallbackName="扫描软件.exe" failureText="下载失败！">
            下载扫描软件
          </DownloadButton>
        </Group>
      </Group>

      {templateProblem && <Alert color="orange">{templateProblem}</Alert>}
      {device.status === 'failed' && (
        <Alert color="red" title={device.message}>
          <Group gap="sm">
            <Button size="xs" onClick={() => void controller.retryConnection()}>
              重试
            </Button>
            <ButtonLink size="xs" variant="default" to={EXAM_LIST_PATH}>
              离开
            </ButtonLink>
          </Group>
        </Alert>
      )}
      {device.status === 'noDevice' && <Alert color="orange">{device.message}</Alert>}
      {device.status === 'connecting' && (
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="sm">正在连接扫描仪…</Text>
        </Group>
      )}

      <Group gap="md" wrap="wrap">
        <Badge variant="outline">{SCAN_TYPE_NAMES[scanType]}</Badge>
        <Text size="sm">已扫描：{scan.rows.length}</Text>
        <Text size="sm" c={errors ? 'red.8' : undefined}>
          错误：{errors}
        </Text>
        <Group gap={6}>
          <Badge color="red" variant="light">错误</Badge>
          <Badge color="green" variant="light">上传成功</Badge>
          <Badge color="gray" variant="light">缺考</Badge>
        </Group>
      </Group>

      <ResultTable rows={scan.rows} onDetail={setDetail} onView={setViewing} onRetry={controller.retry} />

      {device.status === 'choosing' && (
        <Modal opened onClose={() => undefined} withCloseButton={false} closeOnClickOutside={false} closeOnEscape={false} title="选择扫描仪" centered>
          <Stack gap="xs">
            {device.devices.map((name) => (
              <Button key={name} variant="light" onClick={() => void controller.chooseDevice(name)}>
                {name}
              </Button>
            ))}
          </Stack>
        </Modal>
      )}
      <Modal opened={detail !== undefined} onClose={() => setDetail(undefined)} title="错误详情" centered>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
          {detail}
        </Text>
      </Modal>
      <Modal opened={viewing !== undefined} onClose={() => setViewing(undefined)} title={`第 ${viewing?.index ?? ''} 张答题卡`} size="xl" centered>
        {viewing && <SheetImages images={viewing.images} imageSrc={controller.imageSrc} />}
      </Modal>
    </Stack>
  );
}
