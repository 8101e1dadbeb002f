// Small pieces the designer's forms share: a NumberInput's value as the drafts keep it, a labelled choice of a few
// values (a segmented control), the list of problems shown before a save, and the messages of one field.
import type { ReactNode } from 'react';
import { Alert, Input, List, SegmentedControl, Stack, Text } from '@mantine/core';
import { FORM_TEXTS } from '../designerTexts';

/** A NumberInput's value as a number, or undefined while empty or not a number yet. */
export function numberValue(value: number | string): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  const n = Number(value);
  return value.trim() !== '' && Number.isFinite(n) ? n : undefined;
}

/** A draft number as a NumberInput shows it ('' for empty). */
export const numberShown = (value: number | null | undefined): number | string =>
  typeof value === 'number' && Number.isFinite(value) ? value : '';

/** Options of a choice from a table of labels, in the order of `values`. */
export function choices<V extends string | number>(labels: { readonly [K in V]: string }, values: readonly V[]) {
  return values.map((value) => ({ value, label: labels[value] }));
}

export function ChoiceField<V extends string | number>({
  label,
  value,
  data,
  onChange,
  description,
  error,
}: {
  label: string;
  value: V | undefined;
  data: { value: V; label: string }[];
  onChange: (value: V) => void;
  description?: ReactNode;
  error?: ReactNode;
}) {
  return (
    <Input.Wrapper label={label} labelElement="div" description={description} error={error}>
      <SegmentedControl<V>
        aria-label={label}
        fullWidth
        size="xs"
        mt={4}
        // An unset value selects nothing (the control needs a value; none of the options matches this one).
        value={value ?? ('' as V)}
        data={data}
        onChange={onChange}
      />
    </Input.Wrapper>
  );
}

/** The rules a form breaks, shown together before its save is sent. */
export function ProblemsAlert({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <Alert color="red" title={FORM_TEXTS.problemsTitle} role="alert" p="xs">
      <List size="sm">
        {messages.map((m) => (
          <List.Item key={m}>{m}</List.Item>
        ))}
      </List>
    </Alert>
  );
}

/** The first message of a field's problems, for its input's `error`. */
export function fieldError<F extends string>(problems: readonly { field: F; message: string }[], field: F, shown: boolean): string | undefined {
  return shown ? problems.find((p) => p.field === field)?.message : undefined;
}

/**
 * A titled list of editable rows (shortcuts, scoring items): the empty text, the rows, their messages and the buttons
 * below (add and the like).
 */
export function RowList({ label, empty, errors, buttons, children }: { label: string; empty: string | false; errors: readonly string[]; buttons: ReactNode; children: ReactNode }) {
  return (
    <div role="group" aria-label={label}>
      <Text size="sm" fw={500} mb={4}>
        {label}
      </Text>
      <Stack gap={6}>
        {empty && (
          <Text size="xs" c="dimmed">
            {empty}
          </Text>
        )}
        {children}
        {errors.map((m) => (
          <Text key={m} size="xs" c="red">
            {m}
          </Text>
        ))}
        {buttons}
      </Stack>
    </div>
  );
}
