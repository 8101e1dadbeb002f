// The filter bar of the absence list: 学校 (any school of the exam, or fixed to the user's own), 考场 (the subject's
// rooms at the chosen school), 类别, 确认状态 (these apply at once) and the name/number keyword (applied with 查询;
// 查询 with nothing changed loads the list again).
import { useState } from 'react';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { Schemas } from '@exam/sdk';
import type { SchoolScope } from './schoolScope';
import type { AbsentReason, AbsentState } from './queries';
import { KEYWORD_MAX, type AbsentSearch } from './search';
import { ABSENT_TEXTS } from './texts';

const T = ABSENT_TEXTS.filters;
const ALL = 'all';

export interface AbsentFiltersProps {
  scope: SchoolScope;
  unitId: number | undefined;
  roomId: number | undefined;
  rooms: { list: Schemas['ExamRoom'][] | undefined; failed: boolean };
  kind: AbsentReason | undefined;
  state: AbsentState | undefined;
  keyword: string | undefined;
  onChange: (patch: Partial<AbsentSearch>) => void;
  /** 查询 with the filters as they are: the list is loaded again (others may have confirmed or scanned meanwhile). */
  onReload: () => void;
}

export function AbsentFilters({ scope, unitId, roomId, rooms, kind, state, keyword, onChange, onReload }: AbsentFiltersProps) {
  const [typed, setTyped] = useState(keyword ?? '');
  const schoolOptions = [
    ...(scope.fixed ? [] : [{ value: ALL, label: T.allSchools }]),
    ...scope.schools.map((s) => ({ value: String(s.unit_id), label: s.unit_name })),
  ];
  const roomOptions = [{ value: ALL, label: T.allRooms }, ...(rooms.list ?? []).map((r) => ({ value: String(r.room_id), label: r.name }))];
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        const next = typed.trim() || undefined;
        if (next === keyword) onReload();
        else onChange({ keyword: next });
      }}
    >
      <Group align="flex-start" gap="sm" wrap="wrap">
        <Select
          label={T.school}
          w={180}
          allowDeselect={false}
          disabled={scope.fixed !== undefined}
          data={schoolOptions}
          value={unitId === undefined ? ALL : String(unitId)}
          onChange={(v) => onChange({ unit_id: !v || v === ALL ? undefined : Number(v), room_id: undefined })}
        />
        <Select
          label={T.room}
          w={150}
          allowDeselect={false}
          disabled={unitId === undefined}
          placeholder={T.chooseSchoolFirst}
          data={unitId === undefined ? [] : roomOptions}
          value={unitId === undefined ? null : roomId === undefined ? ALL : String(roomId)}
          error={unitId !== undefined && rooms.failed ? T.roomsFailed : undefined}
          onChange={(v) => onChange({ room_id: !v || v === ALL ? undefined : Number(v) })}
        />
        <Select
          label={T.kind}
          w={150}
          allowDeselect={false}
          data={[{ value: ALL, label: T.all }, ...(['marked', 'notScanned'] as const).map((k) => ({ value: k, label: ABSENT_TEXTS.kinds[k] }))]}
          value={kind ?? ALL}
          onChange={(v) => onChange({ kind: v === 'marked' || v === 'notScanned' ? v : undefined })}
        />
        <Select
          label={T.state}
          w={150}
          allowDeselect={false}
          data={[{ value: ALL, label: T.all }, ...(['unconfirmed', 'absent', 'present'] as const).map((s) => ({ value: s, label: ABSENT_TEXTS.states[s] }))]}
          value={state ?? ALL}
          onChange={(v) => onChange({ state: v === 'unconfirmed' || v === 'absent' || v === 'present' ? v : undefined })}
        />
        <TextInput label={T.keyword} placeholder={T.keywordPlaceholder} maxLength={KEYWORD_MAX} w={200} value={typed} onChange={(e) => setTyped(e.currentTarget.value)} />
        <Button type="submit" mt={25} leftSection={<IconSearch size={16} />}>
          {T.search}
        </Button>
      </Group>
    </form>
  );
}
