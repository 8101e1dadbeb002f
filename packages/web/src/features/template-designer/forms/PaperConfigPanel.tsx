// The 试卷配置 tab of the template designer (spec 2 §2.1 paper config tab, §3 paper property, §4, §5, §9): the paper
// name, the read-only total, the six area lists (rendered by the designer), then the settings in collapsible groups
// so the tab stays readable in a narrow side panel. 保存 first checks the field rules: a failed check shows the
// messages at their fields and together above the button, and opens the groups that hold them.
import { useState, type ReactNode } from 'react';
import { Accordion, Button, List, NumberInput, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import type { Schemas } from '@exam/sdk';
import type { PaperSettings, PropAreaKind } from '../model/types';
import { DESIGNER_TEXTS, FORM_TEXTS } from '../designerTexts';
import { ChoiceField, choices, fieldError, numberShown, numberValue, ProblemsAlert } from './fields';
import { PAPER_NAME_MAX, paperProblems, SCAN_DEFAULTS, setStudentIdLength, STUDENT_ID_LENGTH_MAX, type PaperField } from './paperConfig';
import { PROP_KINDS } from '../model/shapes';
import { SubSubjectDialog } from './SubSubjectDialog';
import { subSubjectSummary } from './subSubjects';

const T = FORM_TEXTS.paper;

export interface PaperConfigPanelProps {
  settings: PaperSettings;
  onChange: (next: PaperSettings) => void;
  /** The designer renders each area list (with its draw button) — place it where that kind belongs. */
  areaSection: (kind: PropAreaKind) => ReactNode;
  /** Saved question groups, for the sub-subject dialog. */
  groups: { questionId: number; name: string }[];
  saving: boolean;
  onSave: () => void;
}

type Section = 'recognition' | 'examNumber' | 'marking' | 'subSubjects' | 'scan';

/** The settings group that holds each checked field (the name is above the groups). */
const SECTION_OF: Record<Exclude<PaperField, 'name'>, Section> = {
  coverage: 'recognition',
  uncoverage: 'recognition',
  depth: 'recognition',
  absent_area_depth: 'recognition',
  absent_area_rate: 'recognition',
  orm_coverage: 'examNumber',
  orm_uncoverage: 'examNumber',
  sub_prop: 'subSubjects',
  student_id_length: 'scan',
  cut_start: 'scan',
  cut_end: 'scan',
};

const OMR_FIGURES = choices(FORM_TEXTS.omrFigures, [1, 2, 3] as const);

export function PaperConfigPanel({ settings, onChange, areaSection, groups, saving, onSave }: PaperConfigPanelProps) {
  const [opened, setOpened] = useState<string[]>([]);
  const [touched, setTouched] = useState<ReadonlySet<PaperField>>(new Set());
  const [attempted, setAttempted] = useState(false);
  const [subDialog, setSubDialog] = useState(false);

  const problems = paperProblems(settings);
  const error = (field: PaperField) => fieldError(problems, field, attempted || touched.has(field));
  const scan = settings.scan_prop ?? SCAN_DEFAULTS;

  const change = (next: PaperSettings, field?: PaperField) => {
    if (field && !touched.has(field)) setTouched(new Set(touched).add(field));
    onChange(next);
  };
  const set = <K extends keyof PaperSettings>(key: K, value: PaperSettings[K], field?: PaperField) => change({ ...settings, [key]: value }, field);
  const setScan = (patch: Partial<Schemas['ScanProp']>, field?: PaperField) => change({ ...settings, scan_prop: { ...scan, ...patch } }, field);

  const percent = (key: PaperField & keyof PaperSettings, label: string) => (
    <NumberInput
      label={label}
      withAsterisk
      min={0}
      max={100}
      suffix="%"
      value={numberShown(settings[key] as number | undefined)}
      onChange={(v) => set(key, numberValue(v), key)}
      error={error(key)}
    />
  );

  const save = () => {
    if (problems.length > 0) {
      setAttempted(true);
      const sections = problems.flatMap((p) => (p.field === 'name' ? [] : [SECTION_OF[p.field]]));
      setOpened([...new Set([...opened, ...sections])]);
      return;
    }
    onSave();
  };

  return (
    <Stack gap="md">
      <TextInput
        label={T.name}
        withAsterisk
        placeholder={T.namePlaceholder}
        value={settings.name}
        onChange={(e) => set('name', e.currentTarget.value, 'name')}
        error={error('name')}
        description={`${settings.name.trim().length}/${PAPER_NAME_MAX}`}
      />
      <TextInput label={T.totalScore} readOnly variant="filled" value={settings.total_score ?? '—'} description={T.totalScoreHint} />

      {PROP_KINDS.map((kind) => (
        <section key={kind} aria-label={DESIGNER_TEXTS.kinds[kind]}>
          <Title order={4} size="sm" mb={4}>
            {DESIGNER_TEXTS.kinds[kind]}
          </Title>
          {areaSection(kind)}
        </section>
      ))}

      <Accordion multiple variant="separated" value={opened} onChange={setOpened}>
        <Accordion.Item value="recognition">
          <Accordion.Control>{T.sections.recognition}</Accordion.Control>
          <Accordion.Panel>
            <Stack gap="sm">
              {percent('coverage', T.coverage)}
              {percent('uncoverage', T.uncoverage)}
              <ChoiceField label={T.absentOmrfigure} value={settings.absent_omrfigure} data={OMR_FIGURES} onChange={(v) => set('absent_omrfigure', v)} />
              {percent('depth', T.depth)}
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>

        <Accordion.Item value="examNumber">
          <Accordion.Control>{T.sections.examNumber}</Accordion.Control>
          <Accordion.Panel>
            <Stack gap="sm">
              <ChoiceField
                label={T.codeareatype}
                value={settings.codeareatype}
                data={choices(T.codeTypes, [1, 2] as const)}
                onChange={(v) => set('codeareatype', v)}
              />
              {settings.codeareatype === 2 && (
                <ChoiceField
                  label={T.codeareadirection}
                  value={settings.codeareadirection}
                  data={choices(T.directions, [1, 2] as const)}
                  onChange={(v) => set('codeareadirection', v)}
                />
              )}
              <ChoiceField label={T.ormOmrfigure} value={settings.orm_omrfigure} data={OMR_FIGURES} onChange={(v) => set('orm_omrfigure', v)} />
              {percent('orm_coverage', T.ormCoverage)}
              {percent('orm_uncoverage', T.ormUncoverage)}
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>

        <Accordion.Item value="marking">
          <Accordion.Control>{T.sections.marking}</Accordion.Control>
          <Accordion.Panel>
            <Stack gap="sm">
              <ChoiceField
                label={T.markingType}
                value={settings.markingType}
                data={choices(T.markingTypes, [1, 2] as const)}
                onChange={(v) => set('markingType', v)}
                description={T.markingTypeHelp[settings.markingType]}
              />
              <Switch label={T.strictMode} checked={settings.strict_mode === 1} onChange={(e) => set('strict_mode', e.currentTarget.checked ? 1 : 0)} />
              <div>
                <Text size="xs" c="dimmed">
                  {T.strictModeIntro}
                </Text>
                <List size="xs" c="dimmed" aria-label={T.strictMode}>
                  {T.strictEffects.map((effect) => (
                    <List.Item key={effect}>{effect}</List.Item>
                  ))}
                </List>
              </div>
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>

        <Accordion.Item value="subSubjects">
          <Accordion.Control>{T.sections.subSubjects}</Accordion.Control>
          <Accordion.Panel>
            <Stack gap="sm">
              <Switch label={T.hasSub} checked={settings.has_sub === 1} onChange={(e) => set('has_sub', e.currentTarget.checked ? 1 : 0)} />
              {settings.has_sub === 1 && (
                <>
                  <Button variant="light" size="xs" onClick={() => setSubDialog(true)} style={{ alignSelf: 'flex-start' }}>
                    {T.setSub}
                  </Button>
                  {(settings.sub_prop ?? []).length === 0 ? (
                    <Text size="sm" c="dimmed">
                      {T.noSub}
                    </Text>
                  ) : (
                    <List size="sm" aria-label={T.sections.subSubjects}>
                      {subSubjectSummary(settings.sub_prop ?? [], groups).map((line, i) => (
                        <List.Item key={i}>{line}</List.Item>
                      ))}
                    </List>
                  )}
                </>
              )}
              {error('sub_prop') && (
                <Text size="sm" c="red">
                  {error('sub_prop')}
                </Text>
              )}
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>

        <Accordion.Item value="scan">
          <Accordion.Control>{T.sections.scan}</Accordion.Control>
          <Accordion.Panel>
            <Stack gap="sm">
              <NumberInput
                label={T.studentIdLength}
                description={T.studentIdLengthHint}
                min={1}
                max={STUDENT_ID_LENGTH_MAX}
                allowDecimal={false}
                value={numberShown(scan.student_id_length)}
                onChange={(v) => change(setStudentIdLength(settings, numberValue(v)), 'student_id_length')}
                error={error('student_id_length')}
              />
              <NumberInput
                label={T.cutStart}
                min={0}
                allowDecimal={false}
                value={numberShown(scan.cut_start)}
                onChange={(v) => setScan({ cut_start: numberValue(v) }, 'cut_start')}
                error={error('cut_start')}
              />
              <NumberInput
                label={T.cutEnd}
                min={0}
                allowDecimal={false}
                value={numberShown(scan.cut_end)}
                onChange={(v) => setScan({ cut_end: numberValue(v) }, 'cut_end')}
                error={error('cut_end')}
              />
              <ChoiceField label={T.templateType} value={scan.template_type} data={choices(T.templateTypes, [1, 2] as const)} onChange={(v) => setScan({ template_type: v })} />
              <ChoiceField label={T.scanType} value={scan.scan_type} data={choices(T.scanTypes, ['1', '2', '3'] as const)} onChange={(v) => setScan({ scan_type: v })} />
              <ChoiceField
                label={T.scanDpi}
                value={scan.scan_dpi}
                data={([100, 150, 200] as const).map((value) => ({ value, label: `${value} dpi` }))}
                onChange={(v) => setScan({ scan_dpi: v })}
              />
              <ChoiceField label={T.scanWay} value={scan.scan_way} data={choices(T.scanWays, ['1', '2'] as const)} onChange={(v) => setScan({ scan_way: v })} />
              <ChoiceField label={T.scanColor} value={scan.scan_color} data={choices(T.scanColors, [1, 2, 3] as const)} onChange={(v) => setScan({ scan_color: v })} />
              <ChoiceField
                label={T.scanPaperSize}
                value={scan.scan_paper_size}
                data={choices(T.scanPaperSizes, [1, 2, 3] as const)}
                onChange={(v) => setScan({ scan_paper_size: v })}
              />
              <NumberInput
                label={T.recognizeType}
                min={1}
                allowDecimal={false}
                value={numberShown(scan.recognize_type)}
                onChange={(v) => setScan({ recognize_type: numberValue(v) ?? SCAN_DEFAULTS.recognize_type })}
              />
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>

      {attempted && <ProblemsAlert messages={[...new Set(problems.map((p) => p.message))]} />}
      <Button onClick={save} loading={saving}>
        {FORM_TEXTS.save}
      </Button>

      <SubSubjectDialog
        opened={subDialog}
        value={settings.sub_prop ?? []}
        groups={groups}
        onSave={(sub_prop) => change({ ...settings, sub_prop }, 'sub_prop')}
        onClose={() => setSubDialog(false)}
      />
    </Stack>
  );
}
