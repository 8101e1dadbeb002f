import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '../../../lib/testRender';
import { SubSubjectDialog, type SubSubjectDialogProps } from './SubSubjectDialog';

const groups = [
  { questionId: 801, name: '选择题' },
  { questionId: 803, name: '解答题17' },
];

function setup(props: Partial<SubSubjectDialogProps> = {}) {
  const onSave = vi.fn();
  const onClose = vi.fn();
  const all: SubSubjectDialogProps = { opened: true, value: [], groups, onSave, onClose, ...props };
  const view = renderWithTheme(<SubSubjectDialog {...all} />);
  return { onSave, onClose, all, view };
}

describe('sub-subject dialog', () => {
  it('will not save a sub-subject without a name and says why', () => {
    const { onSave } = setup();
    fireEvent.click(screen.getByRole('button', { name: '添加子科目' }));
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.getByText('子科目名称不能为空')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves the rows with their positions and closes', () => {
    const { onSave, onClose } = setup({ value: [{ name: '理', questionIds: [801], index: 3 }] });
    fireEvent.click(screen.getByRole('button', { name: '添加子科目' }));
    fireEvent.change(screen.getByRole('textbox', { name: '子科目名称 2' }), { target: { value: ' 文 ' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(onSave).toHaveBeenCalledWith([
      { name: '理', questionIds: [801], index: 0 },
      { name: '文', questionIds: [], index: 1 },
    ]);
    expect(onClose).toHaveBeenCalled();
  });

  it('deletes a row', () => {
    const { onSave } = setup({ value: [{ name: '理', questionIds: [] }, { name: '文', questionIds: [803] }] });
    fireEvent.click(screen.getByRole('button', { name: '删除子科目名称 1' }));
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(onSave).toHaveBeenCalledWith([{ name: '文', questionIds: [803], index: 0 }]);
  });

  it('drops the edits on 取消: the next opening shows the saved value', () => {
    const { onClose, all, view } = setup({ value: [{ name: '理', questionIds: [] }] });
    fireEvent.change(screen.getByRole('textbox', { name: '子科目名称 1' }), { target: { value: '改过' } });
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(onClose).toHaveBeenCalled();
    view.rerender(<SubSubjectDialog {...all} opened={false} />);
    view.rerender(<SubSubjectDialog {...all} opened />);
    expect((screen.getByRole('textbox', { name: '子科目名称 1' }) as HTMLInputElement).value).toBe('理');
  });
});
