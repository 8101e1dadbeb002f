// The small dialog a custom-text or score-input mark asks for its text: Enter confirms; the canvas rules' message
// (文字不能为空, 打分超过总分啦！, the score input's characters) shows under the field and keeps the dialog open.
import { useState } from 'react';
import { Button, Group, Modal, TextInput } from '@mantine/core';
import { acceptsScoreInput, SCORE_INPUT_LENGTH } from './model/marks';
import { MARKING_TEXTS as T } from './texts';

export interface MarkPromptDialogProps {
  kind: 'text' | 'input' | undefined;
  onClose: () => void;
  /** Places the mark; answers the reason when it cannot be placed. */
  onConfirm: (text: string) => string | undefined;
}

export function MarkPromptDialog({ kind, onClose, onConfirm }: MarkPromptDialogProps) {
  return (
    <Modal opened={kind !== undefined} onClose={onClose} title={kind === 'input' ? T.inputPrompt : T.textPrompt} size="xs" centered>
      {kind && <PromptForm key={kind} kind={kind} onClose={onClose} onConfirm={onConfirm} />}
    </Modal>
  );
}

function PromptForm({ kind, onClose, onConfirm }: { kind: 'text' | 'input'; onClose: () => void; onConfirm: (text: string) => string | undefined }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const confirm = () => setError(onConfirm(text));
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        confirm();
      }}
    >
      <TextInput
        data-autofocus
        label={kind === 'input' ? T.inputPrompt : T.textPrompt}
        value={text}
        maxLength={kind === 'input' ? SCORE_INPUT_LENGTH : 50}
        inputMode={kind === 'input' ? 'decimal' : 'text'}
        error={error}
        onChange={(e) => {
          const value = e.currentTarget.value;
          if (kind === 'input' && !acceptsScoreInput(value)) return setError(T.scoreInputRule);
          setText(value);
          setError(undefined);
        }}
      />
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          {T.cancel}
        </Button>
        <Button type="submit">{T.confirm}</Button>
      </Group>
    </form>
  );
}
