// Step 3 of the arrangement: the design records (spec 3 §2.5, §3 "Design record", §4.5, §5, §7.4, §8.3): when it was
// arranged, room mode, subjects, order, schools and grades, and whether it is the exam-room scan data; with 查看 (the
// seats, paged), 下载 (考务数据.zip), 删除 (after a confirmation) and 设为考场扫描数据 (only for a design that is not yet).
// The design that is the scan data cannot be deleted (the server refuses): its 删除 is disabled and says why on hover,
// rather than asking a question whose 确定 would only fail.
import { useState } from 'react';
import { Badge, Box, Button, Group, LoadingOverlay, Menu, ScrollArea, Stack, Table, Text, Tooltip } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DownloadButton } from '../../../components/DownloadButton';
import { TableEmptyRow, TableFailureRow } from '../../../components/TableEmptyRow';
import { confirmThen, withModals } from '../../../lib/confirm';
import { showInfo, showSuccess } from '../../../lib/feedback';
import { useListQuery } from '../../../lib/useListQuery';
import { designsQuery, roomDesignKeys, type DesignRecord } from '../queries';
import { COMMON_TEXTS, RESULT_TEXTS } from '../texts';
import { DesignDataDialog } from './DesignDataDialog';
import { PrintDialog, type PrintKind } from './PrintDialog';
import { modeText, orderText, subjectsText } from './recordText';
import { checkScanData, deleteDesign, downloadDesign, setScanData, type DesignRef } from './resultCalls';
import { runSetScanData } from './scanDataFlow';

export interface ResultsStepProps {
  examId: number;
  /** Subject names by id (the exam's subjects). */
  subjectNames: ReadonlyMap<number, string>;
}

const COLUMNS = RESULT_TEXTS.columns;

/** A confirmation as a promise: true for 确定, false for 取消 (or closing the dialog). */
const ask = (message: string) => new Promise<boolean>((resolve) => confirmThen({ message, onConfirm: () => resolve(true), onCancel: () => resolve(false) }));

/**
 * The conflict of 设为考场扫描数据 (§4.5, §8.3): the set proceeds whatever the answer, so the dialog has no 取消 and
 * cannot be dismissed; its one button says what happens (知道了，继续设置).
 */
const inform = (message: string) =>
  new Promise<void>((resolve) =>
    withModals((modals) => {
      const id = modals.open({
        title: RESULT_TEXTS.setScanData,
        centered: true,
        withCloseButton: false,
        closeOnEscape: false,
        closeOnClickOutside: false,
        children: (
          <Stack>
            <Text style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{message}</Text>
            <Text size="sm" c="dimmed">
              {RESULT_TEXTS.conflictNote}
            </Text>
            <Group justify="flex-end">
              <Button
                data-autofocus
                onClick={() => {
                  modals.close(id);
                  resolve();
                }}
              >
                {RESULT_TEXTS.conflictGoOn}
              </Button>
            </Group>
          </Stack>
        ),
      });
    }),
  );

export function ResultsStep({ examId, subjectNames }: ResultsStepProps) {
  const designs = useListQuery(designsQuery(examId));
  const [viewing, setViewing] = useState<DesignRecord | null>(null);
  const [printing, setPrinting] = useState<{ design: DesignRecord; kind: PrintKind } | null>(null);
  const queryClient = useQueryClient();
  // A design's seats show in the wizard's grids and student tree too: everything of the exam's arrangement reloads.
  const reload = () => queryClient.invalidateQueries({ queryKey: roomDesignKeys.exam(examId) });
  const remove = useMutation({
    mutationFn: deleteDesign,
    onSuccess: async () => {
      showSuccess(COMMON_TEXTS.deleted);
      await reload();
    },
  });
  const makeScanData = useMutation({
    mutationFn: (ref: DesignRef) => runSetScanData({ ask, inform, check: () => checkScanData(ref), set: () => setScanData(ref) }),
    onSuccess: async (outcome) => {
      if (outcome !== 'set') return;
      showSuccess(RESULT_TEXTS.setDone);
      await reload();
    },
  });

  const askDelete = (ref: DesignRef) =>
    confirmThen({
      message: RESULT_TEXTS.deleteConfirm,
      danger: true,
      onConfirm: () => remove.mutate(ref),
      onCancel: () => showInfo(COMMON_TEXTS.deleteCancelled),
    });

  const rows = designs.data ?? [];
  const columnCount = 7;
  return (
    <Box mt="lg">
      <Box pos="relative" mih={120}>
        <LoadingOverlay visible={designs.isFetching} zIndex={5} overlayProps={{ blur: 1 }} loaderProps={{ size: 'sm' }} />
        <ScrollArea type="auto">
          <Table striped highlightOnHover withTableBorder miw={960} aria-label={RESULT_TEXTS.listLabel} aria-busy={designs.isFetching}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={170}>{COLUMNS.time}</Table.Th>
                <Table.Th>{COLUMNS.mode}</Table.Th>
                <Table.Th>{COLUMNS.subjects}</Table.Th>
                <Table.Th>{COLUMNS.order}</Table.Th>
                <Table.Th>{COLUMNS.units}</Table.Th>
                <Table.Th>{COLUMNS.scanData}</Table.Th>
                <Table.Th>{COLUMNS.actions}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {designs.error && <TableFailureRow colSpan={columnCount} error={designs.error} onRetry={designs.retry} retrying={designs.isFetching} title={RESULT_TEXTS.loadFailed} />}
              {!designs.error && rows.length === 0 && !designs.isPending && <TableEmptyRow colSpan={columnCount}>{RESULT_TEXTS.empty}</TableEmptyRow>}
              {!designs.error &&
                rows.map((d) => {
                  const ref = { exam_id: d.exam_id, design_id: d.design_id };
                  const isScanData = d.is_scan_data === 1;
                  return (
                    <Table.Tr key={d.design_id}>
                      <Table.Td>{d.last_edit_time ?? ''}</Table.Td>
                      <Table.Td>{modeText(d.arrangement_mode)}</Table.Td>
                      <Table.Td>{subjectsText(d.arrangement_subjects, subjectNames)}</Table.Td>
                      <Table.Td>{orderText(d.arrangement_order)}</Table.Td>
                      <Table.Td>{d.unit_and_grade_info ?? ''}</Table.Td>
                      <Table.Td>
                        {isScanData ? (
                          <Badge color="green" variant="light">
                            {RESULT_TEXTS.isScanData}
                          </Badge>
                        ) : (
                          <Badge color="gray" variant="light">
                            {RESULT_TEXTS.notScanData}
                          </Badge>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Group gap={6} wrap="nowrap">
                          <Button size="xs" variant="light" onClick={() => setViewing(d)}>
                            {RESULT_TEXTS.view}
                          </Button>
                          <Menu position="bottom-start" withinPortal>
                            <Menu.Target>
                              <Button size="xs" variant="default">
                                {RESULT_TEXTS.print.button}
                              </Button>
                            </Menu.Target>
                            <Menu.Dropdown>
                              {(Object.keys(RESULT_TEXTS.print.kinds) as PrintKind[]).map((kind) => (
                                <Menu.Item key={kind} onClick={() => setPrinting({ design: d, kind })}>
                                  {RESULT_TEXTS.print.menu(RESULT_TEXTS.print.kinds[kind])}
                                </Menu.Item>
                              ))}
                            </Menu.Dropdown>
                          </Menu>
                          <DownloadButton
                            size="xs"
                            fetchFile={() => downloadDesign(ref)}
                            fallbackName={RESULT_TEXTS.downloadName}
                            failureText={RESULT_TEXTS.downloadFailed}
                            failureAs="message"
                            successText={RESULT_TEXTS.downloaded}
                          >
                            {RESULT_TEXTS.download}
                          </DownloadButton>
                          <Tooltip label={RESULT_TEXTS.scanDataKept} disabled={!isScanData} multiline w={240}>
                            <Button
                              size="xs"
                              color="red"
                              variant="light"
                              // Disabled but still hoverable, so the tooltip can say why (Mantine's data-disabled).
                              data-disabled={isScanData || undefined}
                              aria-disabled={isScanData || undefined}
                              loading={remove.isPending && remove.variables.design_id === d.design_id}
                              onClick={(e) => {
                                if (isScanData) e.preventDefault();
                                else askDelete(ref);
                              }}
                            >
                              {RESULT_TEXTS.remove}
                            </Button>
                          </Tooltip>
                          {!isScanData && (
                            <Button size="xs" variant="light" color="teal" disabled={makeScanData.isPending} onClick={() => makeScanData.mutate(ref)}>
                              {RESULT_TEXTS.setScanData}
                            </Button>
                          )}
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      </Box>
      <DesignDataDialog design={viewing} onClose={() => setViewing(null)} />
      <PrintDialog design={printing?.design ?? null} kind={printing?.kind ?? 'door'} onClose={() => setPrinting(null)} />
    </Box>
  );
}
