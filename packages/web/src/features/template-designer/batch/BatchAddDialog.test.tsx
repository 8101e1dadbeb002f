// The batch-add dialog as a user meets it (jsdom): the rules of spec 2 §5 shown in the dialog, the toolbar's modes,
// recognition with the toolbar's settings and the save. The konva stage is replaced by a stand-in that hands the test
// the dialog's click handler (a click on a box is what the stage reports); the three calls are stubbed.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError } from '@exam/sdk';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GroupDraft } from '../model/types';
import type { CanvasHit } from './optionGrid';

const stage = vi.hoisted(() => ({ onHit: undefined as ((hit: CanvasHit) => void) | undefined, created: 0, render: vi.fn() }));
vi.mock('./batchStage', () => ({
  createBatchStage: (_host: HTMLDivElement, onHit: (hit: CanvasHit) => void) => {
    stage.onHit = onHit;
    stage.created++;
    return { render: stage.render, destroy: () => undefined };
  },
}));
const calls = vi.hoisted(() => ({ images: vi.fn(), recognise: vi.fn(), save: vi.fn() }));
vi.mock('./queries', () => ({ loadOptionImages: calls.images, recogniseOptions: calls.recognise, batchAddSubQuestions: calls.save }));
const feedback = vi.hoisted(() => ({ showSuccess: vi.fn() }));
vi.mock('../../../lib/feedback', () => ({ showSuccess: feedback.showSuccess, showError: vi.fn(), showInfo: vi.fn(), showAlert: vi.fn() }));

const { BatchAddDialog } = await import('./BatchAddDialog');

beforeAll(() => {
  // What Mantine needs from a browser that jsdom lacks.
  window.matchMedia ??= ((query: string) => ({ matches: false, media: query, onchange: null, addListener: () => undefined, removeListener: () => undefined, addEventListener: () => undefined, removeEventListener: () => undefined, dispatchEvent: () => false })) as typeof window.matchMedia;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

const AREA = { x: 60, y: 394, w: 598, h: 160, p: 0 };
/** Two questions of four options, one below the other (page pixels inside AREA). */
const BOXES = [0, 1].flatMap((r) => [0, 1, 2, 3].map((o) => ({ x: 106 + o * 34, y: 411 + r * 26, w: 24, h: 12 })));
const GROUP: GroupDraft = { key: 'g801', questionId: 801, name: '选择题', type: 1, areas: [AREA], chooseAreas: [], content: { viewType: 1, score_interval: 1, limit_time: 0, remark_flag: false, choose_flag: false, multi_choices: 3 }, subs: [] };

function open(group: GroupDraft = GROUP) {
  const onSaved = vi.fn();
  const onClose = vi.fn();
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <BatchAddDialog examId={3001} subjectId={2} group={group} onClose={onClose} onSaved={onSaved} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { onSaved, onClose };
}
const button = (name: string) => screen.getByRole('button', { name });
/** A click on the canvas on the recognised box `i` (ids are r<area>-<index in getoptionpos's answer>). */
const clickBox = (i: number) => act(() => stage.onHit?.({ area: 0, x: (BOXES[i]?.x ?? 0) + 2, y: (BOXES[i]?.y ?? 0) + 2, cellId: `r0-${i}` }));

beforeEach(() => {
  stage.onHit = undefined;
  stage.created = 0;
  calls.images.mockResolvedValue(['/9j/']);
  calls.recognise.mockResolvedValue([BOXES]);
  calls.save.mockResolvedValue('保存成功');
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('批量添加客观题小题', () => {
  it('says what a group lacks and opens no canvas: no area, no name', async () => {
    open({ ...GROUP, areas: [] });
    expect(await screen.findByText('请先为题组设置区域')).toBeTruthy();
    expect(stage.created).toBe(0);
    expect(calls.recognise).not.toHaveBeenCalled();
    cleanup();
    open({ ...GROUP, name: '' });
    expect(await screen.findByText('请先填写题组名称')).toBeTruthy();
    expect(stage.created).toBe(0);
  });

  it('recognises on opening with tolerance 1 and depth 50, and re-recognises with the toolbar settings', async () => {
    open();
    expect(await screen.findByText('识别到 8 个选项')).toBeTruthy();
    expect(calls.recognise).toHaveBeenCalledWith({ examid: 3001, subjectid: 2, areas: [AREA], minblank: 1, depth: 50 });
    expect(calls.images).toHaveBeenCalledWith({ examid: 3001, subjectid: 2, areas: [AREA] });
    fireEvent.change(screen.getByLabelText('颜色深度'), { target: { value: '60' } });
    fireEvent.change(screen.getByLabelText('识别容差宽度'), { target: { value: '3' } });
    fireEvent.click(button('重新识别'));
    await waitFor(() => expect(calls.recognise).toHaveBeenLastCalledWith({ examid: 3001, subjectid: 2, areas: [AREA], minblank: 3, depth: 60 }));
  });

  it('保存 before 生成小题号 says to generate first; 生成小题号 needs a first option; then saves the numbered rows', async () => {
    const { onSaved } = open();
    await screen.findByText('识别到 8 个选项');
    fireEvent.click(button('保存'));
    expect(screen.getByRole('alert').textContent).toBe('请先生成小题号');
    expect(calls.save).not.toHaveBeenCalled();
    fireEvent.click(button('生成小题号'));
    expect(screen.getByRole('alert').textContent).toBe('请先设置首选项');

    fireEvent.click(button('手动设置首列'));
    expect(button('手动设置首列').getAttribute('aria-pressed')).toBe('true');
    clickBox(0);
    fireEvent.click(button('生成小题号'));
    expect(screen.getByText('已生成 2 个小题号（1–2）')).toBeTruthy();
    fireEvent.click(button('保存'));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls.save).toHaveBeenCalledWith({
      examid: 3001,
      subjectid: 2,
      quesid: 801,
      direction: 2,
      subques: [
        { sq: 1, areas: [{ x: 103, y: 408, w: 132, h: 18, p: 0 }], content: { full_score: 0, is_multi: false } },
        { sq: 2, areas: [{ x: 103, y: 434, w: 132, h: 18, p: 0 }], content: { full_score: 0, is_multi: false } },
      ],
    });
    expect(feedback.showSuccess).toHaveBeenCalledWith('小题已批量添加');
  });

  it('a tool turns off on a second click; 设置多选 on an option that is not first is refused with the warning', async () => {
    open();
    await screen.findByText('识别到 8 个选项');
    fireEvent.click(button('设置多选'));
    expect(button('设置多选').getAttribute('aria-pressed')).toBe('true');
    clickBox(1);
    expect(screen.getByRole('alert').textContent).toBe('只能在首选项上设置多选');
    fireEvent.click(button('设置多选'));
    expect(button('设置多选').getAttribute('aria-pressed')).toBe('false');
    // With the first option set, multi-select goes into the save.
    fireEvent.click(button('设置首选项'));
    clickBox(4);
    fireEvent.click(button('设置多选'));
    clickBox(4);
    fireEvent.click(button('生成小题号'));
    fireEvent.click(button('保存'));
    await waitFor(() => expect(calls.save).toHaveBeenCalled());
    expect(calls.save.mock.calls[0]?.[0]).toMatchObject({ subques: [{ sq: 1, content: { is_multi: true } }] });
  });

  it('a failed save shows the server text and keeps the numbers for another try', async () => {
    calls.save.mockRejectedValueOnce(new ApiError(200, '小题区域必须在题组区域内'));
    const { onSaved } = open();
    await screen.findByText('识别到 8 个选项');
    fireEvent.click(button('手动设置首行'));
    clickBox(0);
    fireEvent.change(screen.getByLabelText('起始题号', { exact: false }), { target: { value: '21' } });
    fireEvent.click(button('生成小题号'));
    fireEvent.click(button('保存'));
    expect(await screen.findByText('小题区域必须在题组区域内')).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
    fireEvent.click(button('保存'));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [failed, retried] = calls.save.mock.calls.map((c) => c[0] as { subques: { sq: number }[] });
    expect(retried).toEqual(failed);
    expect(retried?.subques.map((s) => s.sq)).toEqual([21, 22, 23, 24]);
  });

  it('a failed recognition shows the server text; the dialog stays usable', async () => {
    calls.recognise.mockRejectedValueOnce(new ApiError(200, '请先上传模板图片'));
    open();
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('请先上传模板图片')).toBeTruthy();
    fireEvent.click(button('重新识别'));
    expect(await screen.findByText('识别到 8 个选项')).toBeTruthy();
  });
});
