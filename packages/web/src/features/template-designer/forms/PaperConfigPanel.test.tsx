import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { PaperSettings } from '../model/types';
import { renderWithTheme } from '../../../lib/testRender';
import { PaperConfigPanel } from './PaperConfigPanel';
import { PAPER_DEFAULTS } from './paperConfig';

const groups = [
  { questionId: 801, name: '选择题' },
  { questionId: 803, name: '解答题17' },
];

function setup(initial: Partial<PaperSettings> = {}, saving = false) {
  const onSave = vi.fn();
  let latest: PaperSettings = { ...PAPER_DEFAULTS, ...initial };
  function Harness() {
    const [settings, setSettings] = useState(latest);
    return (
      <PaperConfigPanel
        settings={settings}
        onChange={(next) => {
          latest = next;
          setSettings(next);
        }}
        areaSection={(kind) => <span>{`areas:${kind}`}</span>}
        groups={groups}
        saving={saving}
        onSave={onSave}
      />
    );
  }
  renderWithTheme(<Harness />);
  return { onSave, settings: () => latest };
}

const openSection = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('paper config tab', () => {
  it('shows the six area lists under their headings, in order', () => {
    setup({ name: '数学答题卡' });
    const headings = screen.getAllByRole('heading').map((h) => h.textContent);
    expect(headings).toEqual(['信息遮挡区域', '条码识别区域', '科目识别区域', '缺考标记区域', '选做题标记区域', 'ORM区域']);
    expect(within(screen.getByRole('region', { name: '选做题标记区域' })).getByText('areas:multiChoice')).toBeTruthy();
  });

  it('shows the total score read only', () => {
    setup({ name: '数学答题卡', total_score: 150 });
    const total = screen.getByRole('textbox', { name: '总分' }) as HTMLInputElement;
    expect(total.value).toBe('150');
    expect(total.readOnly).toBe(true);
  });

  it('does not save without a paper name and says so at the field', () => {
    const { onSave } = setup();
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getAllByText('试卷名称不能为空').length).toBeGreaterThan(0);
    fireEvent.change(screen.getByRole('textbox', { name: /试卷名称/ }), { target: { value: '数学答题卡' } });
    expect(screen.queryByText('试卷名称不能为空')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it('opens the settings group of a broken rule and shows its message there', () => {
    const { onSave } = setup({ name: '数学答题卡', coverage: 120 });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(onSave).not.toHaveBeenCalled();
    const input = screen.getByRole('textbox', { name: /^填涂覆盖率/ });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toContain('填涂覆盖率应在0到100之间');
  });

  it('shows the designer defaults', () => {
    setup({ name: '数学答题卡' });
    openSection('识别设置');
    expect((screen.getByRole('textbox', { name: /^填涂覆盖率/ }) as HTMLInputElement).value).toBe('50%');
    expect((screen.getByRole('textbox', { name: /^未填涂覆盖率/ }) as HTMLInputElement).value).toBe('9%');
    expect((screen.getByRole('radio', { name: '方形' }) as HTMLInputElement).checked).toBe(true);
    openSection('扫描设置');
    expect((screen.getByRole('radio', { name: '全局' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: '200 dpi' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: '双面' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: '灰度' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: '匹配原稿' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: '标准' }) as HTMLInputElement).checked).toBe(true);
  });

  it('sets the cut end to the exam-number length minus 2', () => {
    const { settings } = setup({ name: '数学答题卡' });
    openSection('扫描设置');
    fireEvent.change(screen.getByRole('textbox', { name: /^考号长度/ }), { target: { value: '9' } });
    expect(settings().scan_prop).toMatchObject({ student_id_length: 9, cut_end: 7 });
    expect((screen.getByRole('textbox', { name: '截取结束' }) as HTMLInputElement).value).toBe('7');
  });

  it('offers the ORM code direction only for an ORM code', () => {
    const { settings } = setup({ name: '数学答题卡' });
    openSection('考号设置');
    expect(screen.queryByRole('radiogroup', { name: 'ORM码方向' })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'ORM码' }));
    expect(settings().codeareatype).toBe(2);
    expect(screen.getByRole('radiogroup', { name: 'ORM码方向' })).toBeTruthy();
  });

  it('explains the marking types and the effects of strict mode', () => {
    const { settings } = setup({ name: '数学答题卡' });
    openSection('阅卷设置');
    expect(screen.getByText('混合阅卷：任何老师都可能阅到任何学校的试卷')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: '独立阅卷' }));
    expect(screen.getByText('独立阅卷：老师只阅本校的试卷（仅适用于联考）')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: '严格模式' })).getAllByRole('listitem')).toHaveLength(5);
    fireEvent.click(screen.getByRole('switch', { name: '严格模式' }));
    expect(settings()).toMatchObject({ markingType: 2, strict_mode: 1 });
  });

  it('sets sub-subjects through the dialog and summarises them', () => {
    const { settings } = setup({ name: '数学答题卡' });
    openSection('子科目');
    fireEvent.click(screen.getByRole('switch', { name: '拆分子科目' }));
    fireEvent.click(screen.getByRole('button', { name: '设置子科目' }));
    fireEvent.click(screen.getByRole('button', { name: '添加子科目' }));
    fireEvent.change(screen.getByRole('textbox', { name: '子科目名称 1' }), { target: { value: '数学（理）' } });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '保存' }));
    expect(settings()).toMatchObject({ has_sub: 1, sub_prop: [{ name: '数学（理）', questionIds: [], index: 0 }] });
    expect(screen.getByText('数学（理）：未选择题组')).toBeTruthy();
  });

  it('shows the save as busy while saving', () => {
    setup({ name: '数学答题卡' }, true);
    expect(screen.getByRole('button', { name: '保存' }).hasAttribute('data-loading')).toBe(true);
  });
});
