// One log entry in full (spec 3 §2.7: the entry's request and answer readable): who, when, where from, and the
// request's parameters and the answer, indented when they are JSON, scrollable and copyable. Shown as text.
import { Badge, Button, CopyButton, Group, Modal, ScrollArea, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { readable, type LogRow } from './queries';
import { LOG_TEXTS as T } from './texts';

export function LogDetailDialog({ row, onClose }: { row: LogRow; onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title={T.detailTitle} size="xl" closeButtonProps={{ 'aria-label': T.close }}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={4} verticalSpacing={4}>
          <Fact label={T.columns.account} value={row.user_account ?? '—'} />
          <Fact label={T.columns.ip} value={row.ip_address ?? '—'} />
          <Fact label={T.columns.time} value={row.request_time} />
          <Fact label={T.columns.returned} value={row.return_time ?? '—'} />
          <Fact label={T.columns.url} value={row.request_url} />
          <Group gap={6}>
            <Text size="sm" c="dimmed">
              {T.columns.result}
            </Text>
            <Badge variant="light" color={row.proc_success === 1 ? 'teal' : 'red'}>
              {row.proc_success === 1 ? T.success : T.failure}
            </Badge>
          </Group>
        </SimpleGrid>
        <Block title={T.params} text={readable(row.request_params)} />
        <Block title={T.answer} text={readable(row.return_content)} />
      </Stack>
    </Modal>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Group gap={6} wrap="nowrap" miw={0}>
      <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {label}
      </Text>
      <Text size="sm" style={{ wordBreak: 'break-all' }}>
        {value}
      </Text>
    </Group>
  );
}

function Block({ title, text }: { title: string; text: string }) {
  return (
    <section aria-label={title}>
      <Group justify="space-between" mb={4}>
        <Title order={5}>{title}</Title>
        {text && (
          <CopyButton value={text}>
            {({ copied, copy }) => (
              <Button size="compact-xs" variant="subtle" onClick={copy} aria-label={`${T.copy}${title}`}>
                {copied ? T.copied : T.copy}
              </Button>
            )}
          </CopyButton>
        )}
      </Group>
      <ScrollArea.Autosize mah={260} type="auto" viewportProps={{ tabIndex: 0, 'aria-label': title }}>
        <Text component="pre" size="xs" ff="monospace" p="xs" bg="var(--mantine-color-default-hover)" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', margin: 0, borderRadius: 4 }}>
          {text || T.none}
        </Text>
      </ScrollArea.Autosize>
    </section>
  );
}
