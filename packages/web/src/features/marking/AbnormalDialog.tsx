// 报告异常卷: the reason (one of the exam's abnormal reasons to pick — 异常类型, else the four defaults — or typed, at
// most 100 characters), sent with the paper on screen.
import { useState } from 'react';
import { Button, Chip, Group, Modal, Stack, Textarea } from '@mantine/core';
import { MARKING_TEXTS as T } from './texts';

export function AbnormalDialog({ opened, onClose, onReport, reasons = T.abnormalReasons }: { opened: boolean; onClose: () => void; onReport: (reason: string) => Promise<boolean>; reasons?: readonly string[] }) {
  return (
    <Modal opened={opened} onClose={onClose} title={T.abnormalTitle} centered>
      {opened && <AbnormalForm onClose={onClose} onReport={onReport} reasons={reasons} />}
    </Modal>
  );
}

function AbnormalForm({ onClose, onReport, reasons }: { onClose: () => void; onReport: (reason: string) => Promise<boolean>; reasons: readonly string[] }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const send = async () => {
    if (!reason.trim()) return setError(T.abnormalRequired);
    setBusy(true);
    const done = await onReport(reason.trim());
    setBusy(false);
    if (done) onClose();
  };
  return (
    <Stack>
      <Group gap={6}>
        {reasons.map((r) => (
          <Chip key={r} checked={reason === r} onChange={() => { setReason(r); setError(undefined); }} size="sm">
            {r}
          </Chip>
        ))}
      </Group>
      <Textarea label={T.abnormalReason} data-autofocus withAsterisk maxLength={100} autosize minRows={2} value={reason} error={error} onChange={(e) => { setReason(e.currentTarget.value); setError(undefined); }} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {T.cancel}
        </Button>
        <Button color="orange" loading={busy} onClick={() => void send()}>
          {T.abnormalTitle}
        </Button>
      </Group>
    </Stack>
  );
}
