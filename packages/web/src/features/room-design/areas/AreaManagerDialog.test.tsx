// The 考区管理 dialog in jsdom: the school's areas with their rooms, the add-area, batch and edit-room forms (each
// rule's message, nothing sent while a rule fails, the names preview), the confirmations, the calls' bodies and the
// refresh of the areas and the wizard's seat grids after a change. The calls and confirmations are stand-ins.
import { describe, expect, it, vi, beforeEach } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query';
import { renderWithTheme } from '../../../lib/testRender';
import type * as Queries from '../queries';
import { AreaManagerDialog } from './AreaManagerDialog';
import type * as Calls from './calls';

const world = vi.hoisted(() => ({
  areas: [
    { area_id: 401, area_name: '教学楼A', unit_id: 101 },
    { area_id: 402, area_name: '实验楼', unit_id: 101 },
  ],
  rooms: [
    { room_id: 501, area_id: 401, room_name: '第01考场', room_nick_name: 'A101教室', room_number: 1, room_capacity: 30 },
    { room_id: 502, area_id: 401, room_name: '第02考场', room_nick_name: 'A102教室', room_number: 2, room_capacity: 30 },
  ],
}));

vi.mock('../queries', async (importActual) => {
  const actual = await importActual<typeof Queries>();
  return {
    ...actual,
    areasQuery: (unitId: number) => queryOptions({ queryKey: actual.roomDesignKeys.areas(unitId), queryFn: async () => world.areas }),
    roomsQuery: (areaIds: readonly number[]) =>
      queryOptions({ queryKey: actual.roomDesignKeys.rooms(areaIds), queryFn: async () => world.rooms.filter((r) => areaIds.includes(r.area_id)), enabled: areaIds.length > 0 }),
  };
});
vi.mock('./calls', async (importActual) => ({
  ...(await importActual<typeof Calls>()),
  saveArea: vi.fn(async () => '新增成功'),
  deleteArea: vi.fn(async () => '删除成功'),
  batchAddRooms: vi.fn(async () => '批量新增考场成功'),
  saveAreaRoom: vi.fn(async () => '保存成功'),
  deleteAreaRoom: vi.fn(async () => '删除成功'),
}));
vi.mock('../../../lib/confirm', () => ({ confirmThen: vi.fn() }));
vi.mock('../../../lib/feedback', () => ({ showSuccess: vi.fn(), showInfo: vi.fn(), showError: vi.fn(), showAlert: vi.fn() }));

const calls = await import('./calls');
const { confirmThen } = await import('../../../lib/confirm');
const feedback = await import('../../../lib/feedback');

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const invalidated = vi.spyOn(client, 'invalidateQueries');
  const onClose = vi.fn();
  renderWithTheme(
    <QueryClientProvider client={client}>
      <AreaManagerDialog opened onClose={onClose} unitId={101} unitName="临江市第一中学" />
    </QueryClientProvider>,
  );
  return { invalidated, onClose };
}

const dialog = (name: string | RegExp) => screen.getByRole('dialog', { name });
const field = (scope: HTMLElement, name: string) => within(scope).getByRole('textbox', { name });
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const press = (scope: HTMLElement, name: string) => fireEvent.click(within(scope).getByRole('button', { name }));
/** The refresh after a change: the areas and rooms, and every query of the arrangement (the seat grids). */
const refreshed = (invalidated: { mock: { calls: unknown[][] } }) =>
  waitFor(() => {
    const keys = invalidated.mock.calls.map((args) => JSON.stringify((args[0] as { queryKey: unknown }).queryKey));
    expect(keys).toEqual(expect.arrayContaining(['["room-design-areas"]', '["room-design"]']));
  });

beforeEach(() => {
  vi.clearAllMocks();
});

describe('考区管理', () => {
  it('shows the school’s areas, each with its rooms', async () => {
    setup();
    expect(dialog('考区管理')).toBeTruthy();
    expect(screen.getByText('学校：临江市第一中学')).toBeTruthy();
    const rooms = await screen.findByRole('table', { name: '教学楼A的考场' });
    await within(rooms).findByText('第01考场');
    expect(within(rooms).getAllByRole('row').map((r) => r.textContent)).toEqual([
      '考场名称考场别名考场号考场容量操作',
      '第01考场A101教室130编辑删除',
      '第02考场A102教室230编辑删除',
    ]);
    expect(within(screen.getByRole('table', { name: '实验楼的考场' })).getByText('该考区还没有考场')).toBeTruthy();
  });

  it('adds an area only with a name of 1 to 30 characters, then reloads areas and seat grids', async () => {
    const { invalidated } = setup();
    fireEvent.click(screen.getByRole('button', { name: '新增考区' }));
    const add = dialog('新增考区');
    press(add, '确定');
    expect(await within(add).findByText('考区名称不可为空')).toBeTruthy();
    type(field(add, '考区名称'), '楼'.repeat(31));
    press(add, '确定');
    expect(await within(add).findByText('考区名称不能超过30个字')).toBeTruthy();
    expect(calls.saveArea).not.toHaveBeenCalled();

    type(field(add, '考区名称'), ' 综合楼 ');
    press(add, '确定');
    await waitFor(() => expect(calls.saveArea).toHaveBeenCalledWith({ area_id: null, area_name: '综合楼', unit_id: 101, isAdd: true }));
    await waitFor(() => expect(feedback.showSuccess).toHaveBeenCalledWith('新增成功'));
    await refreshed(invalidated);
  });

  it('renames an area with isAdd false', async () => {
    setup();
    fireEvent.click(await screen.findByRole('button', { name: '修改名称 实验楼' }));
    const edit = dialog('编辑考区');
    expect((field(edit, '考区名称') as HTMLInputElement).value).toBe('实验楼');
    type(field(edit, '考区名称'), '实验楼B');
    press(edit, '确定');
    await waitFor(() => expect(calls.saveArea).toHaveBeenCalledWith({ area_id: 402, area_name: '实验楼B', unit_id: 101, isAdd: false }));
    await waitFor(() => expect(feedback.showSuccess).toHaveBeenCalledWith('保存成功'));
  });

  it('batch-adds rooms: every rule with its message before sending, a preview of the names, then the batch', async () => {
    const { invalidated } = setup();
    fireEvent.click(await screen.findByRole('button', { name: '批量新增考场 实验楼' }));
    const batch = dialog('批量新增考场（实验楼）');
    expect((field(batch, '考场容量') as HTMLInputElement).value).toBe('30');
    expect((field(batch, '起始考场号') as HTMLInputElement).value).toBe('1');
    type(field(batch, '考场容量'), '');
    type(field(batch, '起始考场号'), '');
    press(batch, '确定');
    for (const message of ['请输入考场名称前缀', '请输入考场名称后缀', '请输入考场名称开始数字', '请输入考场名称结束数字', '请输入正确的考场号', '请输入正确的考场容量']) {
      expect(await within(batch).findByText(message)).toBeTruthy();
    }

    type(field(batch, '考场名称前缀'), '第0');
    type(field(batch, '考场名称后缀'), '考场');
    type(field(batch, '开始数字'), '5');
    type(field(batch, '结束数字'), '4');
    type(field(batch, '起始考场号'), '3');
    type(field(batch, '考场容量'), '201');
    press(batch, '确定');
    expect(await within(batch).findByText('开始数字不能大于结束数字')).toBeTruthy();
    expect(await within(batch).findByText('考场容量不能超过200')).toBeTruthy();
    type(field(batch, '开始数字'), '1');
    type(field(batch, '结束数字'), '101');
    press(batch, '确定');
    expect(await within(batch).findByText('一次最多新增100个考场')).toBeTruthy();
    expect(calls.batchAddRooms).not.toHaveBeenCalled();

    type(field(batch, '结束数字'), '3');
    type(field(batch, '考场容量'), '40');
    const preview = within(batch).getByRole('region', { name: '将新增的考场' });
    expect(preview.textContent).toContain('第01考场、第02考场、第03考场');
    expect(preview.textContent).toContain('共 3 个考场，考场号 3–5');
    press(batch, '确定');
    await waitFor(() =>
      expect(calls.batchAddRooms).toHaveBeenCalledWith({
        area_id: 402,
        room_name_prefix: '第0',
        room_name_suffix: '考场',
        room_nick_name_prefix: null,
        room_nick_name_suffix: null,
        room_number: 3,
        start_number: 1,
        end_number: 3,
        room_capacity: 40,
      }),
    );
    await waitFor(() => expect(feedback.showSuccess).toHaveBeenCalledWith('批量新增考场成功！'));
    await refreshed(invalidated);
  });

  it('keeps a refused batch open with what was typed', async () => {
    vi.mocked(calls.batchAddRooms).mockRejectedValueOnce(new Error('考场名称第01考场已存在'));
    setup();
    fireEvent.click(await screen.findByRole('button', { name: '批量新增考场 教学楼A' }));
    const batch = dialog('批量新增考场（教学楼A）');
    type(field(batch, '考场名称前缀'), '第0');
    type(field(batch, '考场名称后缀'), '考场');
    type(field(batch, '开始数字'), '1');
    type(field(batch, '结束数字'), '2');
    press(batch, '确定');
    await waitFor(() => expect(calls.batchAddRooms).toHaveBeenCalled());
    await waitFor(() => expect(within(batch).getByRole('button', { name: '确定' }).hasAttribute('data-loading')).toBe(false));
    expect(dialog('批量新增考场（教学楼A）')).toBeTruthy();
    expect((field(batch, '考场名称前缀') as HTMLInputElement).value).toBe('第0');
    expect(feedback.showSuccess).not.toHaveBeenCalled();
  });

  it('edits one room: name, number and capacity rules, then saveexamroom', async () => {
    const { invalidated } = setup();
    fireEvent.click(await screen.findByRole('button', { name: '编辑 第02考场' }));
    const edit = dialog('编辑考场');
    expect((field(edit, '考场名称') as HTMLInputElement).value).toBe('第02考场');
    type(field(edit, '考场名称'), ' ');
    type(field(edit, '考场号'), '');
    type(field(edit, '考场容量'), '0');
    press(edit, '确定');
    expect(await within(edit).findByText('考场名称不能为空')).toBeTruthy();
    expect(await within(edit).findByText('考场号不能为空')).toBeTruthy();
    expect(await within(edit).findByText('请输入正确的考场容量')).toBeTruthy();
    type(field(edit, '考场名称'), '考'.repeat(31));
    press(edit, '确定');
    expect(await within(edit).findByText('考场名称不能超过30个字')).toBeTruthy();
    expect(calls.saveAreaRoom).not.toHaveBeenCalled();

    type(field(edit, '考场名称'), '第02考场');
    type(field(edit, '考场号'), '2');
    type(field(edit, '考场容量'), '32');
    press(edit, '确定');
    await waitFor(() =>
      expect(calls.saveAreaRoom).toHaveBeenCalledWith({ room_id: 502, area_id: 401, room_name: '第02考场', room_nick_name: 'A102教室', room_number: 2, room_capacity: 32 }),
    );
    await waitFor(() => expect(feedback.showSuccess).toHaveBeenCalledWith('保存成功'));
    await refreshed(invalidated);
  });

  it('deletes an area or a room only after 确定; a cancel says 已取消删除', async () => {
    const { invalidated } = setup();
    fireEvent.click(await screen.findByRole('button', { name: '删除考区 教学楼A' }));
    const asked = vi.mocked(confirmThen).mock.calls.at(-1)?.[0];
    expect(asked?.message).toBe('确定删除考区“教学楼A”吗？考区中的考场将一并删除。');
    asked?.onCancel?.();
    expect(feedback.showInfo).toHaveBeenCalledWith('已取消删除');
    expect(calls.deleteArea).not.toHaveBeenCalled();
    asked?.onConfirm();
    await waitFor(() => expect(calls.deleteArea).toHaveBeenCalledWith({ area_id: 401, unit_id: 101 }));
    await waitFor(() => expect(feedback.showSuccess).toHaveBeenCalledWith('删除成功'));
    await refreshed(invalidated);

    fireEvent.click(screen.getByRole('button', { name: '删除 第01考场' }));
    const room = vi.mocked(confirmThen).mock.calls.at(-1)?.[0];
    expect(room?.message).toBe('确定删除考场“第01考场”吗？');
    room?.onConfirm();
    await waitFor(() => expect(calls.deleteAreaRoom).toHaveBeenCalledWith({ room_id: 501, area_id: 401 }));
  });
});
