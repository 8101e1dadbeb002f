import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { GroupDraft, SubDraft } from '../model/types';
import { renderWithTheme } from '../../../lib/testRender';
import { SubQuestionDrawer } from './SubQuestionDrawer';
import { newGroup } from './groupForm';
import { newSub } from './subQuestionForm';

const objective: GroupDraft = { ...newGroup('801', 1), questionId: 801, name: '选择题' };
const subjective: GroupDraft = { ...newGroup('803', 2), questionId: 803, name: '解答题17' };

function setup(group: GroupDraft, initial: SubDraft) {
  const onSave = vi.fn();
  let latest = initial;
  function Harness() {
    const [sub, setSub] = useState<SubDraft | undefined>(initial);
    return (
      <SubQuestionDrawer
        sub={sub}
        group={group}
        areaSection={<span>sub-areas</span>}
        saving={false}
        onChange={(next) => {
          latest = next;
          setSub(next);
        }}
        onSave={onSave}
        onClose={() => setSub(undefined)}
      />
    );
  }
  renderWithTheme(<Harness />);
  return { onSave, sub: () => latest };
}

const input = (name: string | RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('sub-question drawer', () => {
  it('does not let an objective full score be edited here and says where it is set', () => {
    setup(objective, { ...newSub('8101', 1, 1), subId: 8101, content: { full_score: 2, is_multi: true, items: [] } });
    const full = input(/^满分/);
    expect(full.disabled).toBe(true);
    expect(full.value).toBe('2');
    expect(screen.getByText('客观题满分请在客观题答案配置页面修改')).toBeTruthy();
    expect((screen.getByRole('switch', { name: '多选' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByText(/个得分点/)).toBeNull();
  });

  it('shows a subjective sub-question with its areas and the count of its scoring points', () => {
    setup(subjective, { ...newSub('n', 17, 2), points: [{ x: 1, y: 2, p: 0 }, { x: 3, y: 4, p: 0 }] });
    expect(screen.getByText('新增小题 · 解答题17')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: '小题区域' })).getByText('sub-areas')).toBeTruthy();
    expect(input(/^满分/).disabled).toBe(false);
    expect(screen.getByText('得分点：2 个得分点')).toBeTruthy();
    expect(screen.getByText('在画布上点击小题区域添加得分点')).toBeTruthy();
    expect(screen.queryByRole('switch', { name: '多选' })).toBeNull();
  });

  it('does not save without a name or a full score, and shows why', () => {
    const { onSave } = setup(subjective, newSub('n', 17, 2));
    fireEvent.change(input(/^小题名称/), { target: { value: ' ' } });
    fireEvent.change(input(/^满分/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(onSave).not.toHaveBeenCalled();
    const alert = screen.getByRole('alert').textContent;
    expect(alert).toContain('小题名称不能为空');
    expect(alert).toContain('请输入满分');
    fireEvent.change(input(/^小题名称/), { target: { value: '17' } });
    fireEvent.change(input(/^满分/), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it('edits scoring items and checks that the start score is not above the end score', () => {
    const { onSave, sub } = setup(subjective, newSub('n', 17, 2));
    fireEvent.click(screen.getByRole('button', { name: '添加评分项' }));
    fireEvent.change(input('名称 1'), { target: { value: '第(1)问' } });
    fireEvent.change(input('起始分 1'), { target: { value: '5' } });
    fireEvent.change(input('结束分 1'), { target: { value: '4' } });
    expect(screen.getByText('第1个评分项的起始分不能大于结束分')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(onSave).not.toHaveBeenCalled();
    fireEvent.change(input('结束分 1'), { target: { value: '6' } });
    expect(sub().content.items).toEqual([{ name: '第(1)问', min: 5, max: 6, interval: 1 }]);
    fireEvent.click(screen.getByRole('button', { name: '删除评分项 1' }));
    expect(sub().content.items).toEqual([]);
  });
});
