// The limits of exam areas and rooms (examroomdesign saveexamarea, batchaddexamroom, saveexamroom): an area name of
// at most 30 characters, at most 100 rooms a batch and at most 200 seats a room. A batch of 3,000 rooms and a
// 300-character area name used to be accepted.
import { unwrap } from '@exam/sdk/node';
import { describe, expect, it } from 'vitest';
import { useSignedInMock } from './stateful-support.ts';
import type { Client } from './stateful-support.ts';

let c: Client;
useSignedInMock((_mock, client) => {
  c = client;
});

const areas = async (unit_id: number) => unwrap(c.POST('/api/examroomdesign/getexamareainfo', { body: { unit_id } }));
const roomsOf = async (area_id: number) => unwrap(c.POST('/api/examroomdesign/getexamroomlist', { body: { area_ids: [area_id] } }));

describe('area names', () => {
  it('accepts a 30-character name and refuses 31 or 300 characters, adding or renaming, and stores nothing', async () => {
    const thirty = '区'.repeat(30);
    expect(await unwrap(c.POST('/api/examroomdesign/saveexamarea', { body: { area_id: null, area_name: thirty, unit_id: 102, isAdd: true } }))).toBe('新增成功');
    const before = await areas(102);
    expect(before.map((a) => a.area_name)).toContain(thirty);

    for (const name of ['区'.repeat(31), '楼'.repeat(300)]) {
      const added = await c.POST('/api/examroomdesign/saveexamarea', { body: { area_id: null, area_name: name, unit_id: 102, isAdd: true } });
      expect(added.response.status, `${name.length} characters`).toBe(422);
      const renamed = await c.POST('/api/examroomdesign/saveexamarea', { body: { area_id: 403, area_name: name, unit_id: 102, isAdd: false } });
      expect(renamed.response.status).toBe(422);
    }
    expect(await areas(102)).toEqual(before);
  });
});

describe('batch add', () => {
  const batch = { area_id: 401, room_name_prefix: '批', room_name_suffix: '室', room_number: 10, start_number: 1, end_number: 100, room_capacity: 30 };

  it('adds 100 rooms in one batch but refuses 101 or 3,000 with its text, adding none of them', async () => {
    expect((await c.POST('/api/examroomdesign/batchaddexamroom', { body: { ...batch, room_name_prefix: '大', start_number: 1, end_number: 3000 } })).data).toEqual({ success: false, result: '一次最多新增100个考场' });
    expect((await c.POST('/api/examroomdesign/batchaddexamroom', { body: { ...batch, room_name_prefix: '大', start_number: 5, end_number: 105 } })).data).toEqual({ success: false, result: '一次最多新增100个考场' });
    expect((await roomsOf(401)).filter((r) => r.room_name.startsWith('大'))).toEqual([]);

    expect(await unwrap(c.POST('/api/examroomdesign/batchaddexamroom', { body: batch }))).toBe('批量新增考场成功');
    const added = (await roomsOf(401)).filter((r) => r.room_name.startsWith('批'));
    expect(added).toHaveLength(100);
    expect(added.at(0)).toMatchObject({ room_name: '批1室', room_number: 10, room_capacity: 30 });
    expect(added.at(-1)).toMatchObject({ room_name: '批100室', room_number: 109 });
  });

  it('accepts 200 seats a room and refuses 201 (the contract) and 0', async () => {
    // Room number 200: the first batch took 10–109 (room numbers are unique within an area).
    const one = { ...batch, room_name_prefix: '容', start_number: 1, end_number: 1, room_number: 200 };
    expect((await c.POST('/api/examroomdesign/batchaddexamroom', { body: { ...one, room_capacity: 201 } })).response.status).toBe(422);
    expect((await c.POST('/api/examroomdesign/batchaddexamroom', { body: { ...one, room_capacity: 0 } })).response.status).toBe(422);
    expect(await unwrap(c.POST('/api/examroomdesign/batchaddexamroom', { body: { ...one, room_capacity: 200 } }))).toBe('批量新增考场成功');
    expect((await roomsOf(401)).filter((r) => r.room_name === '容1室').map((r) => r.room_capacity)).toEqual([200]);
  });
});

describe('edit room', () => {
  it('saves a capacity of 200 and refuses 201, keeping the room as it was', async () => {
    const room = (await roomsOf(401)).find((r) => r.room_name === '容1室');
    if (!room) throw new Error('the batch test adds 容1室');
    const body = { room_id: room.room_id, area_id: 401, room_name: '容1室', room_number: 200, room_capacity: 201 };
    expect((await c.POST('/api/examroomdesign/saveexamroom', { body })).response.status).toBe(422);
    expect(await unwrap(c.POST('/api/examroomdesign/saveexamroom', { body: { ...body, room_capacity: 150 } }))).toBe('保存成功');
    expect((await c.POST('/api/examroomdesign/saveexamroom', { body: { ...body, room_name: '改名', room_capacity: 201 } })).response.status).toBe(422);
    expect((await roomsOf(401)).find((r) => r.room_id === room.room_id)).toMatchObject({ room_name: '容1室', room_capacity: 150 });
  });
});
