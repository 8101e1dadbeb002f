// The sub-question drawer of the template designer (spec 2 §2.1 sub-question drawer, §3 sub-question, §5): name,
// number, the areas (rendered by the designer), the full score (not editable for objective sub-questions: it is set on
// the objective answer page), the scoring points drawn on the canvas (subjective), the multi-select flag
// (objective) and the scoring items. Like the group drawer it leaves the canvas usable; 保存 first checks the fields.
import { useState, type ReactNode } from 'react';
import { ActionIcon, Button, Drawer, Group, NumberInput, Paper, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { Schemas } from '@exam/sdk';
import type { GroupDraft, SubDraft } from '../model/types';
import { FORM_TEXTS } from '../designerTexts';
import { fieldError, numberShown, numberValue, ProblemsAlert, RowList } from './fields';
import { DRAWER_WIDTH } from './GroupDrawer';
import { newItem, SUB_NAME_MAX, subProblems, type SubField } from './subQuestionForm';

const T = FORM_TEXTS.sub;

export interface SubQuestionDrawerProps {
  sub: SubDraft | undefined; // undefined = closed
  group: GroupDraft | undefined;
  /** The designer renders the sub-question's area list. */
  areaSection: ReactNode;
  saving: boolean;
  onChange(next: SubDraft): void;
  onSave(): void;
  onClose(): void;
}

export function SubQuestionDrawer({ sub, group, onClose, ...rest }: SubQuestionDrawerProps) {
  const opened = sub !== undefined && group !== undefined;
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={DRAWER_WIDTH}
      title={`${sub?.subId !== undefined ? T.editTitle : T.addTitle}${group ? ` · ${group.name}` : ''}`}
      withOverlay={false}
      closeOnClickOutside={false}
      lockScroll={false}
      trapFocus={false}
    >
      {opened && <SubFields key={sub.key} sub={sub} groupType={group.type} {...rest} />}
    </Drawer>
  );
}

type Item = Schemas['ScoreItem'];

function SubFields({
  sub,
  groupType,
  areaSection,
  saving,
  onChange,
  onSave,
}: Omit<SubQuestionDrawerProps, 'sub' | 'group' | 'onClose'> & { sub: SubDraft; groupType: Schemas['QuestionType'] }) {
  const [attempted, setAttempted] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<SubField>>(new Set());
  const problems = subProblems(sub, groupType);
  const error = (field: SubField) => fieldError(problems, field, attempted || touched.has(field));
  const objective = groupType === 1;
  const items = sub.content.items ?? [];

  const change = (next: SubDraft, field?: SubField) => {
    if (field && !touched.has(field)) setTouched(new Set(touched).add(field));
    onChange(next);
  };
  const setContent = (patch: Partial<SubDraft['content']>, field?: SubField) => change({ ...sub, content: { ...sub.content, ...patch } }, field);
  const setItem = (at: number, patch: Partial<Item>) => setContent({ items: items.map((it, i) => (i === at ? { ...it, ...patch } : it)) }, 'items');
  const itemNumber = (at: number, key: 'min' | 'max' | 'interval', label: string) => (
    <NumberInput
      aria-label={`${label} ${at + 1}`}
      label={label}
      size="xs"
      min={0}
      value={numberShown(items[at]?.[key])}
      onChange={(v) => setItem(at, { [key]: numberValue(v) })}
    />
  );

  const save = () => {
    if (problems.length > 0) {
      setAttempted(true);
      return;
    }
    onSave();
  };

  return (
    <Stack gap="sm">
      <TextInput
        label={T.name}
        withAsterisk
        value={sub.name}
        onChange={(e) => change({ ...sub, name: e.currentTarget.value }, 'name')}
        error={error('name')}
        description={`${sub.name.trim().length}/${SUB_NAME_MAX}`}
      />
      <NumberInput
        label={T.num}
        withAsterisk
        min={1}
        allowDecimal={false}
        value={numberShown(sub.num)}
        onChange={(v) => change({ ...sub, num: numberValue(v) ?? Number.NaN }, 'num')}
        error={error('num')}
      />
      <section aria-label={T.areas}>
        <Title order={4} size="sm" mb={4}>
          {T.areas}
        </Title>
        {areaSection}
      </section>
      <NumberInput
        label={T.fullScore}
        withAsterisk={!objective}
        min={0}
        disabled={objective}
        description={objective ? T.objectiveFullScoreNote : undefined}
        value={numberShown(sub.content.full_score)}
        onChange={(v) => setContent({ full_score: numberValue(v) ?? Number.NaN }, 'full_score')}
        error={error('full_score')}
      />
      {objective ? (
        <Switch label={T.isMulti} checked={sub.content.is_multi} onChange={(e) => setContent({ is_multi: e.currentTarget.checked })} />
      ) : (
        <div>
          <Text size="sm" fw={500}>
            {T.points}：{T.pointCount(sub.points.length)}
          </Text>
          <Text size="xs" c="dimmed">
            {T.pointsHint}
          </Text>
        </div>
      )}

      <RowList
        label={T.items}
        empty={items.length === 0 && T.noItems}
        errors={problems.filter((p) => p.field === 'items' && (attempted || touched.has('items'))).map((p) => p.message)}
        buttons={
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} />}
            style={{ alignSelf: 'flex-start' }}
            onClick={() => setContent({ items: [...items, newItem()] })}
          >
            {T.addItem}
          </Button>
        }
      >
        {items.map((item, i) => (
          <Paper key={i} withBorder p="xs">
            <Group gap="xs" wrap="nowrap" align="flex-end">
              <TextInput
                aria-label={`${T.itemName} ${i + 1}`}
                label={T.itemName}
                size="xs"
                style={{ flex: 1 }}
                value={item.name}
                onChange={(e) => setItem(i, { name: e.currentTarget.value })}
              />
              <ActionIcon variant="subtle" color="red" aria-label={`${FORM_TEXTS.remove}${T.items} ${i + 1}`} onClick={() => setContent({ items: items.filter((_, j) => j !== i) }, 'items')}>
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
            <Group gap="xs" grow mt={4}>
              {itemNumber(i, 'min', T.itemMin)}
              {itemNumber(i, 'max', T.itemMax)}
              {itemNumber(i, 'interval', T.itemInterval)}
            </Group>
          </Paper>
        ))}
      </RowList>

      {attempted && <ProblemsAlert messages={problems.map((p) => p.message)} />}
      <Button onClick={save} loading={saving}>
        {FORM_TEXTS.save}
      </Button>
    </Stack>
  );
}
