// The question-group drawer of the template designer (spec 2 §2.1 group drawer, §3 question group, §4, §5, §9): name,
// type, the group's areas (rendered by the designer), then by type the recognition settings of an objective group or
// the marking settings of a subjective one. It sits at the right without an overlay so the canvas stays usable
// (areas are drawn while it is open). 保存 first checks the field rules and shows what is wrong.
import { useState, type ReactNode } from 'react';
import { ActionIcon, Button, Drawer, Group, NumberInput, Select, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { confirmThen } from '../../../lib/confirm';
import { MARK_MODE_NAMES } from '../../../lib/markRounds';
import type { GroupDraft } from '../model/types';
import { FORM_TEXTS } from '../designerTexts';
import { ChoiceField, choices, fieldError, numberShown, numberValue, ProblemsAlert, RowList } from './fields';
import {
  defaultShortcuts,
  GROUP_NAME_MAX,
  generateValidScores,
  groupProblems,
  REMARK_INTERVAL_MIN,
  setRemarkFlag,
  type GroupField,
} from './groupForm';

const T = FORM_TEXTS.group;

export interface GroupDrawerProps {
  group: GroupDraft | undefined; // undefined = closed
  /** Sum of the group's sub-question full scores (the group's full score for shortcut limits). */
  fullScore: number;
  /** The designer renders the group's area list and, when choose_flag is on, the choose-marker list. */
  areaSection: ReactNode;
  /** Extra buttons from the designer (e.g. 批量添加小题 for objective groups). */
  actions?: ReactNode;
  saving: boolean;
  onChange: (next: GroupDraft) => void;
  onSave: () => void;
  onClose: () => void;
}

/** The drawer's width: the designer's side panel is about 420 px. */
export const DRAWER_WIDTH = 420;

export function GroupDrawer({ group, onClose, ...rest }: GroupDrawerProps) {
  return (
    <Drawer
      opened={group !== undefined}
      onClose={onClose}
      position="right"
      size={DRAWER_WIDTH}
      title={group?.questionId !== undefined ? T.editTitle : T.addTitle}
      withOverlay={false}
      closeOnClickOutside={false}
      lockScroll={false}
      trapFocus={false}
    >
      {/* Keyed by the group: another group starts without the previous one's messages. */}
      {group && <GroupFields key={group.key} group={group} {...rest} />}
    </Drawer>
  );
}

const MARK_MODES = ([1, 2, 3, 4, 5, 6] as const).map((value) => ({ value, label: MARK_MODE_NAMES[value] }));

function GroupFields({ group, fullScore, areaSection, actions, saving, onChange, onSave }: Omit<GroupDrawerProps, 'onClose'> & { group: GroupDraft }) {
  const [attempted, setAttempted] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<GroupField>>(new Set());
  const problems = groupProblems(group, fullScore);
  const error = (field: GroupField) => fieldError(problems, field, attempted || touched.has(field));
  const c = group.content;

  const change = (next: GroupDraft, field?: GroupField) => {
    if (field && !touched.has(field)) setTouched(new Set(touched).add(field));
    onChange(next);
  };
  const setContent = (patch: Partial<GroupDraft['content']>, field?: GroupField) => change({ ...group, content: { ...c, ...patch } }, field);

  const percent = (field: 'coverage' | 'coverage2' | 'uncoverage' | 'uncoverage2' | 'depth', label: string) => (
    <NumberInput
      clampBehavior="none"
      label={label}
      withAsterisk
      min={0}
      max={100}
      suffix="%"
      value={numberShown(c[field])}
      onChange={(v) => setContent({ [field]: numberValue(v) }, field)}
      error={error(field)}
    />
  );
  const tolerance = (field: 'score_diff' | 'self_score_diff' | 'standard_score_diff', label: string, description?: string) => (
    <NumberInput
      clampBehavior="none"
      label={label}
      description={description}
      min={0}
      value={numberShown(c[field])}
      onChange={(v) => setContent({ [field]: numberValue(v) ?? null }, field)}
      error={error(field)}
    />
  );

  const shortcuts = c.shortcuts ?? [];
  const setShortcut = (at: number, patch: Partial<(typeof shortcuts)[number]>) =>
    setContent({ shortcuts: shortcuts.map((s, i) => (i === at ? { ...s, ...patch } : s)) }, 'shortcuts');
  const generated = generateValidScores(fullScore, c.score_interval);

  const save = () => {
    if (problems.length > 0) {
      setAttempted(true);
      return;
    }
    onSave();
  };

  return (
    <Stack gap="sm">
      {actions && <Group gap="xs">{actions}</Group>}
      <TextInput
        label={T.name}
        withAsterisk
        placeholder={FORM_TEXTS.paper.namePlaceholder}
        value={group.name}
        onChange={(e) => change({ ...group, name: e.currentTarget.value }, 'name')}
        error={error('name')}
        description={`${group.name.trim().length}/${GROUP_NAME_MAX}`}
      />
      <ChoiceField
        label={T.type}
        value={group.type}
        data={choices(T.types, [1, 2] as const)}
        onChange={(type) => {
          // Sub-questions already made change with the type: ask first (a 40-question objective group would become 40
          // subjective ones with full score 0).
          if (group.subs.length === 0 || type === group.type) return change({ ...group, type }, 'type');
          confirmThen({
            title: T.typeChangeTitle,
            message: T.typeChange(group.name, group.subs.length, T.types[type]),
            onConfirm: () => change({ ...group, type }, 'type'),
          });
        }}
        error={error('type')}
      />
      <section aria-label={T.areas}>
        <Title order={4} size="sm" mb={4}>
          {T.areas}
        </Title>
        {areaSection}
      </section>

      {group.type === 1 ? (
        <>
          <ChoiceField label={T.marktype} value={c.marktype} data={choices(T.marktypes, [0, 1, 2] as const)} onChange={(marktype) => setContent({ marktype })} />
          <ChoiceField label={T.omrfigure} value={c.omrfigure} data={choices(FORM_TEXTS.omrFigures, [1, 2, 3] as const)} onChange={(omrfigure) => setContent({ omrfigure })} />
          <Text size="xs" c="dimmed">
            {T.recommended}
          </Text>
          {percent('coverage', T.coverage)}
          {percent('coverage2', T.coverage2)}
          {percent('uncoverage', T.uncoverage)}
          {percent('uncoverage2', T.uncoverage2)}
          {percent('depth', T.depth)}
          <NumberInput
            clampBehavior="none"
            label={T.multiChoices}
            withAsterisk
            min={1}
            allowDecimal={false}
            value={numberShown(c.multi_choices)}
            onChange={(v) => setContent({ multi_choices: numberValue(v) ?? Number.NaN }, 'multi_choices')}
            error={error('multi_choices')}
          />
        </>
      ) : (
        <>
          <ChoiceField label={T.viewType} value={c.viewType} data={choices(T.viewTypes, [1, 2] as const)} onChange={(viewType) => setContent({ viewType })} />
          <Text size="sm">
            {T.fullScore}：{fullScore}
          </Text>
          <NumberInput
            clampBehavior="none"
            label={T.scoreInterval}
            withAsterisk
            min={0}
            value={numberShown(c.score_interval)}
            onChange={(v) => setContent({ score_interval: numberValue(v) ?? Number.NaN }, 'score_interval')}
            error={error('score_interval')}
          />
          <Group align="flex-end" gap="xs" wrap="nowrap">
            <TextInput
              label={T.validScores}
              placeholder={T.validScoresPlaceholder}
              style={{ flex: 1 }}
              value={c.valid_scores ?? ''}
              onChange={(e) => setContent({ valid_scores: e.currentTarget.value }, 'valid_scores')}
              error={error('valid_scores')}
            />
            <Button
              variant="light"
              title={T.generateHint}
              disabled={generated.length === 0}
              onClick={() => setContent({ valid_scores: generated.join(',') }, 'valid_scores')}
              mb={error('valid_scores') ? 22 : 0}
            >
              {T.generate}
            </Button>
          </Group>

          <RowList
            label={T.shortcuts}
            empty={shortcuts.length === 0 && T.noShortcuts}
            errors={error('shortcuts') ? [error('shortcuts') as string] : []}
            buttons={
              <Group gap="xs">
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconPlus size={14} />}
                  onClick={() => setContent({ shortcuts: [...shortcuts, { key: '', score: 0 }] })}
                >
                  {T.addShortcut}
                </Button>
                <Button size="xs" variant="default" title={T.defaultShortcutsHint} onClick={() => setContent({ shortcuts: defaultShortcuts(c.valid_scores ?? '') }, 'shortcuts')}>
                  {T.defaultShortcuts}
                </Button>
              </Group>
            }
          >
            {shortcuts.map((s, i) => (
              <Group key={i} gap="xs" wrap="nowrap">
                <TextInput
                  aria-label={`${T.shortcutKey} ${i + 1}`}
                  placeholder={T.shortcutKey}
                  w={70}
                  maxLength={1}
                  value={s.key.toUpperCase()}
                  onChange={(e) => setShortcut(i, { key: e.currentTarget.value.toLowerCase() })}
                />
                <NumberInput
                  clampBehavior="none"
                  aria-label={`${T.shortcutScore} ${i + 1}`}
                  placeholder={T.shortcutScore}
                  min={0}
                  max={fullScore}
                  style={{ flex: 1 }}
                  value={numberShown(s.score)}
                  onChange={(v) => setShortcut(i, { score: numberValue(v) ?? Number.NaN })}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`${FORM_TEXTS.remove}${T.shortcuts} ${i + 1}`}
                  onClick={() => setContent({ shortcuts: shortcuts.filter((_, j) => j !== i) }, 'shortcuts')}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            ))}
          </RowList>

          <Select<number>
            label={T.markMode}
            data={MARK_MODES}
            value={c.mark_mode ?? null}
            allowDeselect={false}
            onChange={(mark_mode) => mark_mode !== null && setContent({ mark_mode: mark_mode as GroupDraft['content']['mark_mode'] })}
          />
          <NumberInput
            clampBehavior="none"
            label={T.limitTime}
            description={T.limitTimeHint}
            withAsterisk
            min={0}
            allowDecimal={false}
            value={numberShown(c.limit_time)}
            onChange={(v) => setContent({ limit_time: numberValue(v) ?? Number.NaN }, 'limit_time')}
            error={error('limit_time')}
          />
          {tolerance('score_diff', T.scoreDiff, T.scoreDiffHint)}
          <Switch label={T.remarkFlag} checked={c.remark_flag} onChange={(e) => change({ ...group, content: setRemarkFlag(c, e.currentTarget.checked) })} />
          {c.remark_flag && (
            <>
              <NumberInput
                clampBehavior="none"
                label={T.remarkInterval}
                withAsterisk
                min={REMARK_INTERVAL_MIN}
                allowDecimal={false}
                value={numberShown(c.remark_interval)}
                onChange={(v) => setContent({ remark_interval: numberValue(v) ?? null }, 'remark_interval')}
                error={error('remark_interval')}
              />
              {tolerance('self_score_diff', T.selfScoreDiff)}
            </>
          )}
          {tolerance('standard_score_diff', T.standardScoreDiff)}
          <Switch
            label={T.chooseFlag}
            description={T.chooseFlagHint}
            checked={c.choose_flag}
            onChange={(e) => setContent({ choose_flag: e.currentTarget.checked })}
          />
        </>
      )}

      {attempted && <ProblemsAlert messages={[...new Set(problems.map((p) => p.message))]} />}
      <Button onClick={save} loading={saving}>
        {FORM_TEXTS.save}
      </Button>
    </Stack>
  );
}
