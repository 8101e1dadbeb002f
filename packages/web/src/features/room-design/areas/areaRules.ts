// The rules of area and room management (spec 3 §2.5 "Area and room management", §5 "Exam rooms", §9): the area name,
// the batch form (every rule with its message, and the names it will create: prefix + number + suffix, room numbers
// counting up from the first) and the edit-room form; and the call bodies built from valid values. The limits beyond
// the spec (area name 30, 100 rooms a batch, 200 seats) are the contract's (examroomdesign.yaml, x-inferred).
import type { Schemas } from '@exam/sdk';
import { AREA_TEXTS as T } from '../texts';

export const AREA_NAME_MAX = 30;
export const ROOM_NAME_MAX = 30;
export const BATCH_ROOMS_MAX = 100;
export const ROOM_CAPACITY_MAX = 200;
export const DEFAULT_CAPACITY = 30;

/** A NumberInput's value: '' while empty. */
export type NumberValue = number | string;

const whole = (v: NumberValue): number | undefined => {
  if (v === '' || v === null || v === undefined) return undefined;
  const n = Number(v);
  return Number.isInteger(n) ? n : Number.NaN;
};

export function areaNameError(name: string): string | undefined {
  const v = name.trim();
  if (!v) return T.areaNameRequired;
  if (v.length > AREA_NAME_MAX) return T.areaNameTooLong;
  return undefined;
}

export interface BatchValues {
  room_name_prefix: string;
  room_name_suffix: string;
  room_nick_name_prefix: string;
  room_nick_name_suffix: string;
  room_number: NumberValue;
  start_number: NumberValue;
  end_number: NumberValue;
  room_capacity: NumberValue;
}

export const batchDefaults = (): BatchValues => ({
  room_name_prefix: '',
  room_name_suffix: '',
  room_nick_name_prefix: '',
  room_nick_name_suffix: '',
  room_number: 1,
  start_number: '',
  end_number: '',
  room_capacity: DEFAULT_CAPACITY,
});

type Errors<V> = Partial<Record<keyof V, string>>;

function capacityError(v: NumberValue): string | undefined {
  const n = whole(v);
  if (n === undefined || Number.isNaN(n) || n < 1) return T.capacityWrong;
  if (n > ROOM_CAPACITY_MAX) return T.capacityTooLarge;
  return undefined;
}

/** The batch form's errors by field (none when it can be sent). */
export function batchErrors(v: BatchValues): Errors<BatchValues> {
  const errors: Errors<BatchValues> = {};
  if (!v.room_name_prefix.trim()) errors.room_name_prefix = T.namePrefixRequired;
  if (!v.room_name_suffix.trim()) errors.room_name_suffix = T.nameSuffixRequired;
  const roomNumber = whole(v.room_number);
  if (roomNumber === undefined || Number.isNaN(roomNumber) || roomNumber < 1) errors.room_number = T.roomNumberWrong;
  const start = whole(v.start_number);
  const end = whole(v.end_number);
  const startOk = start !== undefined && !Number.isNaN(start) && start >= 1;
  const endOk = end !== undefined && !Number.isNaN(end) && end >= 1;
  if (!startOk) errors.start_number = T.startRequired;
  if (!endOk) errors.end_number = T.endRequired;
  if (startOk && endOk) {
    if (start > end) errors.end_number = T.startAfterEnd;
    else if (end - start + 1 > BATCH_ROOMS_MAX) errors.end_number = T.batchTooLarge;
  }
  const capacity = capacityError(v.room_capacity);
  if (capacity) errors.room_capacity = capacity;
  if (!errors.room_name_prefix && !errors.room_name_suffix && startOk && endOk && start <= end) {
    // The longest name is the one with the most digits: the last.
    const longest = roomName(v, end);
    if (longest.length > ROOM_NAME_MAX) errors.room_name_prefix = T.generatedNameTooLong(longest);
  }
  return errors;
}

const roomName = (v: BatchValues, k: number) => `${v.room_name_prefix.trim()}${k}${v.room_name_suffix.trim()}`;

export interface BatchPreview {
  /** Every name the batch creates, in order. */
  names: string[];
  firstNumber: number;
  lastNumber: number;
}

/** The rooms a batch will create (names and room numbers), or undefined while the numbers do not make a batch. */
export function batchPreview(v: BatchValues): BatchPreview | undefined {
  const start = whole(v.start_number);
  const end = whole(v.end_number);
  const first = whole(v.room_number);
  if (!v.room_name_prefix.trim() || !v.room_name_suffix.trim()) return undefined;
  if (start === undefined || end === undefined || first === undefined || [start, end, first].some(Number.isNaN)) return undefined;
  if (start < 1 || first < 1 || start > end || end - start + 1 > BATCH_ROOMS_MAX) return undefined;
  const names = Array.from({ length: end - start + 1 }, (_, i) => roomName(v, start + i));
  return { names, firstNumber: first, lastNumber: first + names.length - 1 };
}

/** The batch call's body from valid values; an empty nick-name part is left out (both empty: no nick names). */
export function batchBody(v: BatchValues, areaId: number): Schemas['RoomDesignBatchAddRoomRequest'] {
  const nickPrefix = v.room_nick_name_prefix.trim();
  const nickSuffix = v.room_nick_name_suffix.trim();
  return {
    area_id: areaId,
    room_name_prefix: v.room_name_prefix.trim(),
    room_name_suffix: v.room_name_suffix.trim(),
    room_nick_name_prefix: nickPrefix || null,
    room_nick_name_suffix: nickSuffix || null,
    room_number: Number(v.room_number),
    start_number: Number(v.start_number),
    end_number: Number(v.end_number),
    room_capacity: Number(v.room_capacity),
  };
}

export interface RoomValues {
  room_name: string;
  room_nick_name: string;
  room_number: NumberValue;
  room_capacity: NumberValue;
}

export function roomValues(room: Schemas['RoomDesignRoom']): RoomValues {
  return {
    room_name: room.room_name,
    room_nick_name: room.room_nick_name ?? '',
    room_number: room.room_number ?? '',
    room_capacity: room.room_capacity ?? DEFAULT_CAPACITY,
  };
}

/** The edit-room form's errors by field. */
export function roomErrors(v: RoomValues): Errors<RoomValues> {
  const errors: Errors<RoomValues> = {};
  const name = v.room_name.trim();
  if (!name) errors.room_name = T.roomNameRequired;
  else if (name.length > ROOM_NAME_MAX) errors.room_name = T.roomNameTooLong;
  const number = whole(v.room_number);
  if (number === undefined) errors.room_number = T.roomNumberRequired;
  else if (Number.isNaN(number) || number < 1) errors.room_number = T.roomNumberWrong;
  const capacity = capacityError(v.room_capacity);
  if (capacity) errors.room_capacity = capacity;
  return errors;
}

export function roomBody(v: RoomValues, room: { room_id: number; area_id: number }): Schemas['RoomDesignRoomSaveRequest'] {
  return {
    room_id: room.room_id,
    area_id: room.area_id,
    room_name: v.room_name.trim(),
    room_nick_name: v.room_nick_name.trim() || null,
    room_number: Number(v.room_number),
    room_capacity: Number(v.room_capacity),
  };
}
