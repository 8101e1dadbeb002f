import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { GroupDraft } from '../model/types';
import { renderWithTheme } from '../../../lib/testRender';
import { GroupDrawer } from './GroupDrawer';
import type { ConfirmOptions } from '../../../lib/confirm';
import { newGroup } from './groupForm';

const confirmed = vi.hoisted(() => ({ asked: [] as { message: string; onConfirm: () => void }[] }));
vi.mock('../../../lib/confirm', () => ({ confirmThen: (o: ConfirmOptions) => confirmed.asked.push(o) }));

function setup(initial: GroupDraft, fullScore = 10) {
  const onSave = vi.fn();
  let latest = initial;
  function Harness() {
    const [group, setGroup] = useState<GroupDraft | undefined>(initial);
    return (
      <GroupDrawer
        group={group}
        fullScore={fullScore}
        areaSection={<span>group-areas</span>}
        actions={<button type="button">批量添加小题</button>}
        saving={false}
        onChange={(next) => {
          latest = next;
          setGroup(next);
        }}
        onSave={onSave}
        onClose={() => setGroup(undefined)}
      />
    );
  }
  renderWithTheme(<Harness />);
  return { onSave, group: () => latest };
}

const value = (name: string | RegExp) => (screen.getByRole('textbox', { name }) as HTMLInputElement).value;
const subjective = (): GroupDraft => ({ ...newGroup('803', 2), questionId: 803, name: '解答题17' });

describe('group drawer', () => {
  it('shows an objective group with its recognition settings, the recommended ratios and the designer actions', () => {
    setup({ ...newGroup('n1', 1), name: '选择题' });
    expect(screen.getByText('新增题组')).toBeTruthy();
    expect(screen.getByRole('button', { name: '批量添加小题' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: '题组区域' })).getByText('group-areas')).toBeTruthy();
    expect(screen.getByText('推荐比例：单选填涂 25%，多选填涂 55%，单选未填涂 9%，多选未填涂 15%')).toBeTruthy();
    expect(value(/^单选填涂覆盖率/)).toBe('25%');
    expect(value(/^多选填涂覆盖率/)).toBe('55%');
    expect(value(/^单选未填涂覆盖率/)).toBe('9%');
    expect(value(/^多选未填涂覆盖率/)).toBe('15%');
    expect(value(/^颜色深度/)).toBe('50%');
    expect(value(/^最多选项数/)).toBe('3');
    expect((screen.getByRole('radio', { name: 'ABCDEFG' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('group', { name: '快捷键' })).toBeNull();
  });

  it('shows a subjective group with its marking settings and defaults', () => {
    setup(subjective());
    expect(screen.getByText('编辑题组')).toBeTruthy();
    expect(value(/^给分间隔/)).toBe('1');
    expect(value(/^限时/)).toBe('0');
    expect((screen.getByRole('combobox', { name: '阅卷模式' }) as HTMLInputElement).value).toBe('单评');
    expect(value('标准卷误差')).toBe('1');
    expect(screen.getByText('题组满分：10')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /^单选填涂覆盖率/ })).toBeNull();
  });

  it('names the mark modes as every other screen does (2+1, not 二加一)', () => {
    const group = subjective();
    setup({ ...group, content: { ...group.content, mark_mode: 3 } });
    expect((screen.getByRole('combobox', { name: '阅卷模式' }) as HTMLInputElement).value).toBe('2+1');
  });

  it('says what 误差分 does in every double-marking mode: beyond it the paper goes on to the next round (终评)', () => {
    const group = subjective();
    setup({ ...group, content: { ...group.content, mark_mode: 2 } });
    expect((screen.getByRole('combobox', { name: '阅卷模式' }) as HTMLInputElement).value).toBe('双评（1+1）');
    const field = screen.getByRole('textbox', { name: '误差分' });
    expect(field.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe('两次评分之差超过误差分时进入下一轮评阅（终评；2+1+1 先到三评），不超过时取平均分');
  });

  it('generates valid scores and gives Q W E R … to the first of them', () => {
    const { group } = setup(subjective());
    fireEvent.change(screen.getByRole('textbox', { name: /^给分间隔/ }), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: '生成' }));
    expect(value('有效分值')).toBe('0,2,4,6,8,10');
    fireEvent.click(screen.getByRole('button', { name: '默认快捷键' }));
    expect(group().content.shortcuts).toEqual([
      { key: 'q', score: 0 },
      { key: 'w', score: 2 },
      { key: 'e', score: 4 },
      { key: 'r', score: 6 },
      { key: 'a', score: 8 },
      { key: 's', score: 10 },
    ]);
    expect(value('按键 1')).toBe('Q');
    fireEvent.click(screen.getByRole('button', { name: '删除快捷键 1' }));
    expect(group().content.shortcuts?.[0]).toEqual({ key: 'w', score: 2 });
  });

  it('does not save a group without a name and shows why', () => {
    const { onSave } = setup({ ...subjective(), name: '' });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toContain('题组名称不能为空');
    fireEvent.change(screen.getByRole('textbox', { name: /^题组名称/ }), { target: { value: '解答题17' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it('limits a shortcut score to the group full score', () => {
    const { onSave } = setup(subjective(), 8);
    fireEvent.click(screen.getByRole('button', { name: '添加快捷键' }));
    fireEvent.change(screen.getByRole('textbox', { name: '按键 1' }), { target: { value: 'z' } });
    fireEvent.change(screen.getByRole('textbox', { name: '分值 1' }), { target: { value: '9' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getAllByText('快捷键分值应在0到8之间（题组满分）').length).toBeGreaterThan(0);
  });

  it('sets self-review every 100 papers when switched on, at least 10, and clears it when off', () => {
    const { group, onSave } = setup(subjective());
    fireEvent.click(screen.getByRole('switch', { name: '自评' }));
    expect(value(/^自评间隔/)).toBe('100');
    fireEvent.change(screen.getByRole('textbox', { name: /^自评间隔/ }), { target: { value: '5' } });
    expect(screen.getByText('自评间隔不能小于10份')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(onSave).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('switch', { name: '自评' }));
    expect(group().content).toMatchObject({ remark_flag: false, remark_interval: null });
    expect(screen.queryByRole('textbox', { name: /^自评间隔/ })).toBeNull();
  });

  it('says when a ratio, the max choices or the self-review interval is out of range, and keeps what was typed', () => {
    const { onSave } = setup({ ...newGroup('n1', 1), name: '选择题' });
    const coverage = screen.getByRole('textbox', { name: /^单选填涂覆盖率/ });
    fireEvent.change(coverage, { target: { value: '150' } });
    fireEvent.blur(coverage);
    // Not clamped to 100 behind the user's back: the value stays and the rule says what is wrong.
    expect(value(/^单选填涂覆盖率/)).toBe('150%');
    expect(screen.getByText('单选填涂覆盖率应在0到100之间')).toBeTruthy();
    const most = screen.getByRole('textbox', { name: /^最多选项数/ });
    fireEvent.change(most, { target: { value: '0' } });
    fireEvent.blur(most);
    expect(value(/^最多选项数/)).toBe('0');
    expect(screen.getByText('最多选项数应为不小于1的整数')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('asks before a group with sub-questions changes its type, and changes it only after 确定', () => {
    confirmed.asked.length = 0;
    const sub = { key: 's1', subId: 1, num: 1, name: '1', areas: [], points: [], content: { full_score: 5, is_multi: false } };
    const { group } = setup({ ...newGroup('801', 1), questionId: 801, name: '选择题', subs: [sub, { ...sub, key: 's2', subId: 2, num: 2, name: '2' }] });
    fireEvent.click(screen.getByRole('radio', { name: '主观题' }));
    expect(confirmed.asked.map((o) => o.message)).toEqual(['「选择题」已有 2 道小题，改为主观题后它们都将按主观题处理（满分、答案和得分点需要重新设置）。确定修改吗？']);
    expect(group().type).toBe(1);
    confirmed.asked[0]?.onConfirm();
    expect(group().type).toBe(2);
  });
});
