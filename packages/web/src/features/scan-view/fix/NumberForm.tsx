// The exam-number form of the fix dialogs (未识别考号, 修改考号): a digits input of at most the subject's
// student_id_length with its problem, and the submit button. Typing clears the problem.
import { Button, Group, TextInput } from '@mantine/core';

export interface NumberFormProps {
  label: string;
  placeholder: string;
  value: string;
  maxLength: number | undefined;
  problem: string | undefined;
  /** The new text (the caller also clears its problem). */
  onChange: (value: string) => void;
  onSubmit: () => void;
  submitLabel: string;
  busy: boolean;
  disabled?: boolean;
}

export function NumberForm(p: NumberFormProps) {
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        p.onSubmit();
      }}
    >
      <Group align="flex-start" gap="xs">
        <TextInput
          label={p.label}
          placeholder={p.placeholder}
          value={p.value}
          {...(p.maxLength ? { maxLength: p.maxLength } : {})}
          inputMode="numeric"
          error={p.problem}
          onChange={(e) => p.onChange(e.currentTarget.value)}
          style={{ flex: 1 }}
          data-autofocus
        />
        <Button type="submit" mt={25} loading={p.busy} disabled={p.disabled}>
          {p.submitLabel}
        </Button>
      </Group>
    </form>
  );
}
