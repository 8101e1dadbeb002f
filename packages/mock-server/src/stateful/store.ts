// The in-memory store of the stateful backend: plain records, created by the seed (seed/index.ts) and changed by
// the domain handlers. Shapes of records are the contract's schemas where they exist (Unit, Tag, CodeItem, …) plus
// what only the server knows (passwords, roles of an account).
import { randomBytes } from 'node:crypto';
import type { components } from '@exam/sdk';
import type { AbsenceData } from './absence-store.ts';
import type { ExamConfigData } from './exam-config-store.ts';
import type { ExamPermissionData } from './exam-permission-store.ts';
import type { MarkingData } from './marking-store.ts';
import type { RoomDesignData } from './examroomdesign-store.ts';
import type { ScanningData } from './scanning-store.ts';
import type { StaffData } from './staff-store.ts';

type S = components['schemas'];
export type UserType = S['UserType'];

export interface UnitRecord {
  unit_id: number;
  unit_code: string;
  unit_name: string;
  short_code: string;
  unit_type: S['UnitType'];
  state: S['EnabledState'];
  parent_id: number | null;
  create_time: string;
  last_edit_time: string;
  punit_id: number | null;
  unit_tags: number[];
}

/** One (user type, unit) role of an account; student roles name the bound student. */
export interface Role {
  user_type: UserType;
  unit_id: number;
  student_number?: string;
}

export interface AccountRecord {
  user_id: number;
  user_account: string;
  user_name: string;
  password: string;
  cellphone: string | null;
  email: string | null;
  valid_until: string | null;
  state: S['EnabledState'];
  /** The unit the account belongs to (where it is listed). */
  unit_id: number;
  roles: Role[];
  details: S['RoleDetails'];
}

export interface GradeRecord {
  grade_id: number;
  grade: string;
  unit_id: number;
}

export interface ClassRecord {
  class_id: number;
  class_name: string;
  grade_id: number;
  unit_id: number;
}

export interface StudentRecord {
  student_number: string;
  student_name: string;
  unit_id: number;
  grade_id: number;
  class_id: number;
  password: string;
}

export interface ExamRecord {
  exam_id: number;
  exam_name: string;
  exam_state: S['ExamState'];
  exam_type: S['ExamType'];
  create_time: string;
  /** The unit that created the exam. */
  unit_id: number;
  unit_ids: number[];
  grades: string[];
  grade_ids: number[];
  subjects: S['ExamSubject'][];
  storage_type: S['StorageType'];
  location: string | null;
  is_auto_import: boolean;
  /** Per subject: participants, scanned, recognised and marked papers (the exam list's counts). */
  counts: Map<number, { total: number; scan: number; recog: number; marked: number }>;
}

export interface Session {
  token: string;
  user_id: number;
  /** The current (user type, unit) role. */
  user_type: UserType;
  unit_id: number;
  created: number;
}

export interface ImportProgress {
  total: number;
  started: number;
  /** Milliseconds the whole import takes (NUM advances linearly over it). */
  durationMs: number;
  exceptional: boolean;
}

export interface StoreData {
  units: Map<number, UnitRecord>;
  dealers: S['Dealer'][];
  accounts: Map<number, AccountRecord>;
  grades: Map<number, GradeRecord>;
  classes: Map<number, ClassRecord>;
  /** By student number (unique on the platform, as the contract's calls address students by it). */
  students: Map<string, StudentRecord>;
  exams: Map<number, ExamRecord>;
  tags: (S['Tag'] & { tag_type?: string })[];
  codes: Record<S['CodeType'], S['CodeItem'][]>;
  /** The permission tree (loadallpermission's shape) and the pages of each user type. */
  permissionTree: S['PermissionTreeNode'][];
  userTypePermissions: Map<string, number[]>;
  userTypeNames: Map<string, string>;
  /** Template images, paper properties, question groups, objective answers, marking groups (exam-config-store.ts). */
  examConfig: ExamConfigData;
  /** Exam staff, system management and progress (staff-store.ts, seed/staff.ts). */
  staff: StaffData;
  /** Participants, exam rooms and scanned papers (scanning-store.ts, seed/scanning.ts). */
  scanning: ScanningData;
  /** Exam areas, exam times and arrangements (examroomdesign-store.ts, seed/examroomdesign.ts). */
  roomDesign: RoomDesignData;
  /** Users' exam permissions, exam administrators and subject researchers (exam-permission-store.ts). */
  examPermission: ExamPermissionData;
  /** Confirmations of the absence check (absence-store.ts, seed/absence.ts). */
  absence: AbsenceData;
  /** Teacher marking: the rounds' scores, abnormal reports, papers handed out (marking-store.ts, seed/marking.ts). */
  marking: MarkingData;
}

/** The role a sign-in starts in: the account's first, or an unbound account's. */
export function firstRole(account: AccountRecord): Pick<Session, 'user_type' | 'unit_id'> {
  const first = account.roles[0];
  return first ? { user_type: first.user_type, unit_id: first.unit_id } : { user_type: '-1', unit_id: account.unit_id };
}

/** The whole mutable state. Handlers change it directly; ids come from `nextId`. */
export class Store {
  data: StoreData;
  /** The signed-in sessions by token (look a token up with `session`, which also wakes a kept one). */
  readonly sessions = new Map<string, Session>();
  /** Sessions a reset kept, asleep until their next call (see `reset`). */
  #asleep = new Map<string, Session>();
  /** The last SMS code sent to each phone. */
  readonly phoneCodes = new Map<string, string>();
  /** Student import progress by session token. */
  readonly importProgress = new Map<string, ImportProgress>();
  #ids = new Map<string, number>();
  #tokenCount = 0;
  /** How far the store's clock is ahead of the real one (POST /__mock/clock), for time-based rules such as holds. */
  #clockOffsetMs = 0;

  constructor(data: StoreData) {
    this.data = data;
  }

  /**
   * The next free id of a kind, above every seeded one and every one given out before (ids are never reused, also
   * after deletes, until a reset).
   */
  nextId(kind: 'unit' | 'account' | 'grade' | 'class' | 'exam' | 'permission' | 'room' | 'area' | 'design', floor: number): number {
    const current =
      this.#ids.get(kind) ??
      Math.max(
        floor,
        ...{
          unit: () => this.data.units.keys(),
          account: () => this.data.accounts.keys(),
          grade: () => this.data.grades.keys(),
          class: () => this.data.classes.keys(),
          exam: () => this.data.exams.keys(),
          // The floor is the tree's largest id (the caller walks it).
          permission: () => [],
          room: () => this.data.scanning.rooms.keys(),
          area: () => this.data.roomDesign.areas.keys(),
          design: () => this.data.roomDesign.designs.keys(),
        }[kind](),
      );
    this.#ids.set(kind, current + 1);
    return current + 1;
  }

  newToken(): string {
    this.#tokenCount++;
    // Unguessable (a session token is a credential), unlike the seeded dataset.
    const random = randomBytes(8).toString('hex');
    return `${random}${this.#tokenCount.toString(16).padStart(4, '0')}`.toUpperCase();
  }

  /** The store's time (ms since the epoch): the real time plus what the clock was advanced by. */
  now(): number {
    return Date.now() + this.#clockOffsetMs;
  }

  /** Moves the store's clock forward (a test's way to let a hold run out without waiting). */
  advanceClock(ms: number): void {
    this.#clockOffsetMs += ms;
  }

  /**
   * Back to a fresh dataset: every SMS code and import progress is forgotten too, and the clock is real again. Every
   * session ends but those of `keepSessions` (tokens) whose account is in the fresh dataset: they are kept asleep, in
   * the role a sign-in starts in, and their next call wakes them (`session`), as if they had signed in then. Until
   * then no one sees them (no one is online), so a test runner's stored sign-ins leave the fresh world as seeded.
   * Returns the tokens kept.
   */
  reset(data: StoreData, keepSessions: readonly string[] = []): string[] {
    this.#clockOffsetMs = 0;
    this.data = data;
    const kept = new Map<string, Session>();
    for (const token of keepSessions) {
      const session = this.sessions.get(token) ?? this.#asleep.get(token);
      const account = session && data.accounts.get(session.user_id);
      if (account) kept.set(token, { ...firstRole(account), token, user_id: account.user_id, created: Date.now() });
    }
    this.sessions.clear();
    this.#asleep = kept;
    this.phoneCodes.clear();
    this.importProgress.clear();
    this.#ids.clear();
    return [...kept.keys()];
  }

  /** The session of a token: a live one, or one a reset kept, woken by this call (it is signed in from now on). */
  session(token: string): Session | undefined {
    const live = this.sessions.get(token);
    if (live) return live;
    const asleep = this.#asleep.get(token);
    this.#asleep.delete(token);
    if (!asleep || !this.data.accounts.has(asleep.user_id)) return undefined;
    const woken = { ...asleep, created: Date.now() };
    this.sessions.set(token, woken);
    return woken;
  }

  unit(id: number): UnitRecord | undefined {
    return this.data.units.get(id);
  }

  /** The unit and every unit below it. */
  subtree(id: number): UnitRecord[] {
    const out: UnitRecord[] = [];
    const walk = (unitId: number) => {
      const unit = this.data.units.get(unitId);
      if (!unit) return;
      out.push(unit);
      for (const child of this.data.units.values()) if (child.parent_id === unitId) walk(child.unit_id);
    };
    walk(id);
    return out;
  }

  accountByLogin(login: string): AccountRecord | undefined {
    for (const account of this.data.accounts.values()) {
      if (account.user_account === login || account.cellphone === login) return account;
    }
    return undefined;
  }
}

/** `YYYY-MM-DD HH:mm:ss` in China time, as the contract writes times. */
export function timestamp(date = new Date()): string {
  const china = new Date(date.getTime() + 8 * 3600_000);
  return china.toISOString().replace('T', ' ').slice(0, 19);
}
