// Step 1's student tree of one grade at one school (spec 3 §2.5): all students, then each class (folded, with its
// count), then its students. A student already seated for every chosen subject cannot be ticked; one seated for some
// shows where, and is arranged for the rest (subject_ids).
import { memo, useState } from 'react';
import { ActionIcon, Badge, Checkbox, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import type { Schemas } from '@exam/sdk';
import { WIZARD_TEXTS } from '../texts';
import type { PairSelection, PickedStudent } from './selection';

const T = WIZARD_TEXTS.pick;
type SeatClass = Schemas['RoomDesignStudentSeatClass'];
type Student = Schemas['RoomDesignStudent'];

export interface StudentTreeProps {
  classes: readonly SeatClass[];
  selection: PairSelection;
  /** The chosen subjects (step 0). */
  subjects: readonly number[];
  onChange: (add: PickedStudent[], remove: string[]) => void;
}

/** The student as the selection keeps it: the subjects still to arrange for them. */
function picked(s: Student, className: string, subjects: readonly number[]): PickedStudent {
  const held = new Set((s.seats ?? []).map((x) => x.subject_id));
  return { student_name: s.student_name, student_number: s.student_number, class_name: className, subject_ids: subjects.filter((id) => !held.has(id)) };
}

const open = (s: Student) => !s.isFull;

export function StudentTree({ classes, selection, subjects, onChange }: StudentTreeProps) {
  const [unfolded, setUnfolded] = useState<ReadonlySet<number>>(new Set());
  const all = classes.flatMap((c) => c.students.filter(open).map((s) => picked(s, c.class_name, subjects)));
  const ticked = all.filter((s) => selection.students.has(s.student_number)).length;
  const toggleAll = (on: boolean) => onChange(on ? all : [], on ? [] : all.map((s) => s.student_number));
  if (!classes.length) {
    return (
      <Text c="dimmed" size="sm" py="md">
        {T.noStudents}
      </Text>
    );
  }
  return (
    <ScrollArea.Autosize mah={560} type="auto" offsetScrollbars>
      <Stack gap={2}>
        <Checkbox
          label={`${T.allStudents}（${ticked}/${all.length}）`}
          checked={all.length > 0 && ticked === all.length}
          indeterminate={ticked > 0 && ticked < all.length}
          disabled={!all.length}
          onChange={(e) => toggleAll(e.currentTarget.checked)}
          fw={500}
        />
        {classes.map((c) => (
          <ClassNode
            key={c.class_id}
            cls={c}
            selection={selection}
            subjects={subjects}
            unfolded={unfolded.has(c.class_id)}
            onFold={() =>
              setUnfolded((u) => {
                const next = new Set(u);
                if (!next.delete(c.class_id)) next.add(c.class_id);
                return next;
              })
            }
            onChange={onChange}
          />
        ))}
      </Stack>
    </ScrollArea.Autosize>
  );
}

interface ClassNodeProps {
  cls: SeatClass;
  selection: PairSelection;
  subjects: readonly number[];
  unfolded: boolean;
  onFold: () => void;
  onChange: (add: PickedStudent[], remove: string[]) => void;
}

const ClassNode = memo(function ClassNode({ cls, selection, subjects, unfolded, onFold, onChange }: ClassNodeProps) {
  const students = cls.students.filter(open);
  const ticked = students.filter((s) => selection.students.has(s.student_number)).length;
  const toggle = (on: boolean) => onChange(on ? students.map((s) => picked(s, cls.class_name, subjects)) : [], on ? [] : students.map((s) => s.student_number));
  return (
    <Stack gap={2}>
      <Group gap={4} wrap="nowrap">
        <ActionIcon variant="subtle" size="sm" onClick={onFold} aria-label={`${unfolded ? '收起' : '展开'}${cls.class_name}`} aria-expanded={unfolded}>
          {unfolded ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
        </ActionIcon>
        <Checkbox
          label={`${cls.class_name}（${ticked}/${students.length}）`}
          checked={students.length > 0 && ticked === students.length}
          indeterminate={ticked > 0 && ticked < students.length}
          disabled={!students.length}
          onChange={(e) => toggle(e.currentTarget.checked)}
        />
      </Group>
      {unfolded && (
        <Stack gap={4} pl={52} py={2}>
          {cls.students.map((s) => (
            <Group key={s.student_number} gap={6} wrap="nowrap">
              <Checkbox
                size="xs"
                label={`${s.student_name} ${s.student_number}`}
                checked={selection.students.has(s.student_number)}
                disabled={!open(s)}
                onChange={(e) => (e.currentTarget.checked ? onChange([picked(s, cls.class_name, subjects)], []) : onChange([], [s.student_number]))}
              />
              {s.isFull ? (
                <Badge size="xs" color="gray" variant="light">
                  {T.full}
                </Badge>
              ) : (
                s.isDesigned &&
                (s.seats ?? []).map((seat) => (
                  <Badge key={seat.subject_id} size="xs" variant="light" title={`${seat.subject_name ?? ''} ${seat.room_name} ${seat.seat_num}号`}>
                    {T.arranged} {seat.subject_name}
                  </Badge>
                ))
              )}
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
});
