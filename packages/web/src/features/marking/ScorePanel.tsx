// The desk's score panel: one score box per sub-question, the valid scores with their shortcut keys, the total. Every
// part is memoised and takes stable handlers, so a key pressed on one box repaints that box and the total, and the next
// paper of the group its boxes and total, not the forty-one score buttons of an essay.
import { memo } from 'react';
import { Button, Group, Kbd, Stack, Text, TextInput } from '@mantine/core';
import type { Schemas } from '@exam/sdk';
import type { SubArea } from './model/marks';
import { MARKING_TEXTS as T } from './texts';

export interface ScoreBoxProps {
  index: number;
  sub: SubArea;
  value: string;
  active: boolean;
  error: string | undefined;
  readOnly: boolean;
  boxRef: (index: number, el: HTMLInputElement | null) => void;
  onFocusBox: (index: number) => void;
  onChangeBox: (index: number, value: string) => void;
}

export const ScoreBox = memo(function ScoreBox({ index, sub, value, active, error, readOnly, boxRef, onFocusBox, onChangeBox }: ScoreBoxProps) {
  return (
    <TextInput
      ref={(el) => boxRef(index, el)}
      label={`第${sub.subQuestionName}题`}
      description={T.fullScore(sub.full_score)}
      inputMode="decimal"
      autoComplete="off"
      readOnly={readOnly}
      value={value}
      error={error}
      onFocus={(e) => {
        // Typing replaces the score shown (回评's old score too), never appends to it.
        e.currentTarget.select();
        onFocusBox(index);
      }}
      styles={{ input: { fontSize: 18, fontWeight: 600, borderColor: active ? 'var(--mantine-color-blue-filled)' : undefined } }}
      onChange={(e) => onChangeBox(index, e.currentTarget.value)}
    />
  );
});

export interface ScoreButtonsProps {
  validScores: readonly number[];
  shortcuts: readonly Schemas['ScoreShortcut'][];
  /** The score chosen to place as a score mark (打分 mode). */
  chosen: number | undefined;
  disabled: boolean;
  onPick: (score: number) => void;
}

/** Every paper of a group comes with its own copy of the valid scores and keys: the buttons repaint when they differ. */
const sameButtons = (a: ScoreButtonsProps, b: ScoreButtonsProps) =>
  a.chosen === b.chosen &&
  a.disabled === b.disabled &&
  a.onPick === b.onPick &&
  a.validScores.length === b.validScores.length &&
  a.validScores.every((v, i) => v === b.validScores[i]) &&
  a.shortcuts.length === b.shortcuts.length &&
  a.shortcuts.every((s, i) => s.key === b.shortcuts[i]?.key && s.score === b.shortcuts[i]?.score);

export const ScoreButtons = memo(function ScoreButtons({ validScores, shortcuts, chosen, disabled, onPick }: ScoreButtonsProps) {
  return (
    <Group gap={6}>
      {validScores.map((v) => {
        const key = shortcuts.find((s) => s.score === v)?.key.toUpperCase();
        return (
          <Button key={v} size="compact-md" variant={chosen === v ? 'filled' : 'light'} disabled={disabled} onClick={() => onPick(v)} aria-keyshortcuts={key}>
            {v}分
            {key && (
              <Kbd ml={6} size="xs">
                {key}
              </Kbd>
            )}
          </Button>
        );
      })}
    </Group>
  );
}, sameButtons);

export const ScoreTotal = memo(function ScoreTotal({ total, fullScore }: { total: number; fullScore: number }) {
  return (
    <Group justify="space-between">
      <Text fw={600}>{T.total}</Text>
      <Text fw={700} size="xl" data-testid="mark-total">
        {total}
        <Text span size="sm" c="dimmed">
          {' '}
          / {fullScore}
        </Text>
      </Text>
    </Group>
  );
});

export function ScoreBoxes(props: Omit<ScoreBoxProps, 'index' | 'sub' | 'value' | 'active' | 'error'> & { subs: readonly SubArea[]; values: readonly string[]; active: number; error: { index: number; text: string } | undefined }) {
  const { subs, values, active, error, ...rest } = props;
  return (
    <Stack gap={6} role="group" aria-label="小题得分">
      {subs.map((sub, i) => (
        <ScoreBox key={sub.subQuestionId} index={i} sub={sub} value={values[i] ?? ''} active={active === i} error={error?.index === i ? error.text : undefined} {...rest} />
      ))}
    </Stack>
  );
}
