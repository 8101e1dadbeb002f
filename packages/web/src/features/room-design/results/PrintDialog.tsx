// The printable outputs of a design record (issue 31, beyond the spec): 考场门贴 (a room's list for its door, per
// subject), 座位贴 (a sticker per seat) and 准考证 (a ticket per student with each subject's room and seat), shown as
// print-styled pages in a full-screen dialog; 打印 hands them to the browser (print or save as PDF), which prints
// the pages only, each list or ticket on a page of its own.
import { Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@exam/sdk';
import { LoadFailure } from '../../../components/LoadFailure';
import { api, withoutLoading } from '../../../lib/api';
import type { DesignRecord } from '../queries';
import { RESULT_TEXTS } from '../texts';
import { doorLists, stickers, tickets, type DataRow } from './printPages';

const T = RESULT_TEXTS.print;
export type PrintKind = keyof typeof T.kinds;
const PAGE = 1000;

/** Every row of a design, a thousand at a time. */
async function allRows(design: DesignRecord): Promise<DataRow[]> {
  const rows: DataRow[] = [];
  for (let page = 1; ; page++) {
    const answer = await unwrap(api.POST('/api/examroomdesign/getarrangementdata', { body: { exam_id: design.exam_id, design_id: design.design_id, page, page_size: PAGE }, ...withoutLoading() }));
    rows.push(...answer.datalist);
    if (answer.datalist.length < PAGE || rows.length >= answer.totalrecords) return rows;
  }
}

/** While the dialog is open, printing shows its pages only (the rest of the portal is hidden on paper). */
const PRINT_CSS = `
@media print {
  body * { visibility: hidden !important; }
  [data-print-root], [data-print-root] * { visibility: visible !important; }
  [data-print-root] { position: absolute; inset: 0 auto auto 0; width: 100%; }
  [data-print-page] { break-after: page; border: none !important; box-shadow: none !important; }
  [data-print-hide] { display: none !important; }
}
[data-print-page] { background: white; color: black; border: 1px solid #ccc; padding: 16px; margin-bottom: 16px; }
[data-print-root] table { border-collapse: collapse; width: 100%; }
[data-print-root] th, [data-print-root] td { border: 1px solid #333; padding: 4px 6px; text-align: left; font-size: 13px; }
`;

export function PrintDialog({ design, kind, onClose }: { design: DesignRecord | null; kind: PrintKind; onClose: () => void }) {
  const rows = useQuery({ queryKey: ['room-design', design?.exam_id, 'print', design?.design_id], queryFn: () => allRows(design as DesignRecord), enabled: design !== null, meta: { localErrors: true } });
  return (
    <Modal opened={design !== null} onClose={onClose} fullScreen title={T.kinds[kind]}>
      <style>{PRINT_CSS}</style>
      <Group justify="flex-end" mb="sm" data-print-hide>
        <Button leftSection={<IconPrinter size={16} />} disabled={!rows.isSuccess} onClick={() => window.print()}>
          {T.print}
        </Button>
      </Group>
      {rows.isError ? (
        <LoadFailure title={T.failed} error={rows.error} onRetry={() => void rows.refetch()} retrying={rows.isFetching} />
      ) : !rows.isSuccess ? (
        <Group>
          <Loader size="sm" />
          <Text size="sm">{T.loading}</Text>
        </Group>
      ) : (
        <div data-print-root role="document" aria-label={T.kinds[kind]}>
          {kind === 'door' && <DoorPages rows={rows.data} />}
          {kind === 'sticker' && <StickerPages rows={rows.data} />}
          {kind === 'ticket' && <TicketPages rows={rows.data} />}
        </div>
      )}
    </Modal>
  );
}

function DoorPages({ rows }: { rows: readonly DataRow[] }) {
  const c = T.columns;
  return doorLists(rows).map((list) => (
    <section key={list.key} data-print-page aria-label={T.doorTitle(list.room, list.subject)}>
      <Stack gap={4} mb="sm">
        <Text fw={700} size="xl">
          {T.doorTitle(list.room, list.subject)}
        </Text>
        <Text size="sm">
          {list.school} {list.area} {T.doorCount(list.rows.length)}
        </Text>
      </Stack>
      <table>
        <thead>
          <tr>
            <th>{c.seat}</th>
            <th>{c.name}</th>
            <th>{c.number}</th>
            <th>{c.examNumber}</th>
            <th>{c.className}</th>
          </tr>
        </thead>
        <tbody>
          {list.rows.map((r) => (
            <tr key={`${r.student_number}-${r.seat_num}`}>
              <td>{r.seat_num}</td>
              <td>{r.student_name}</td>
              <td>{r.student_number}</td>
              <td>{r.exam_number ?? T.none}</td>
              <td>{r.class_name ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  ));
}

function StickerPages({ rows }: { rows: readonly DataRow[] }) {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 8 }}>
      {stickers(rows).map((r) => (
        <div key={`${r.subject_name}-${r.room_name}-${r.seat_num}`} role="note" aria-label={T.sticker(r.room_name, r.seat_num)} style={{ border: '1px dashed #333', padding: 8, breakInside: 'avoid', background: 'white', color: 'black' }}>
          <Text fw={700}>{T.sticker(r.room_name, r.seat_num)}</Text>
          <Text size="sm">
            {r.student_name} {r.exam_number ?? ''}
          </Text>
          <Text size="xs">{r.subject_name}</Text>
        </div>
      ))}
    </div>
  );
}

function TicketPages({ rows }: { rows: readonly DataRow[] }) {
  const t = T.ticket;
  return tickets(rows).map((ticket) => (
    <section key={ticket.student_number} data-print-page aria-label={`${T.ticketTitle} ${ticket.student_name}`}>
      <Text fw={700} size="xl" ta="center" mb="sm">
        {T.ticketTitle}
      </Text>
      <Group gap="lg">
        <Text size="sm">{`${t.name}：${ticket.student_name}`}</Text>
        <Text size="sm">{`${t.number}：${ticket.student_number}`}</Text>
        <Text size="sm">{`${t.school}：${ticket.school}`}</Text>
        <Text size="sm">{`${t.className}：${ticket.className}`}</Text>
      </Group>
      <table style={{ marginTop: 8 }}>
        <thead>
          <tr>
            <th>{t.subject}</th>
            <th>{t.examNumber}</th>
            <th>{t.room}</th>
            <th>{t.seat}</th>
          </tr>
        </thead>
        <tbody>
          {ticket.seats.map((r) => (
            <tr key={r.subject_name}>
              <td>{r.subject_name}</td>
              <td>{r.exam_number ?? T.none}</td>
              <td>{r.room_name}</td>
              <td>{r.seat_num}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  ));
}
