// The marking screen's title: the exam and subject give way (cut with …) on a narrow screen; the question and the
// round, what the teacher is marking, always show in full.
import { Title } from '@mantine/core';

export function TaskTitle({ where, what }: { where: string; what: string }) {
  return (
    <Title order={1} size="h4" style={{ display: 'flex', minWidth: 0, whiteSpace: 'nowrap' }}>
      <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', minWidth: 0, marginRight: where ? '0.3em' : 0 }}>{where}</span>
      <span style={{ flexShrink: 0 }}>{what}</span>
    </Title>
  );
}
