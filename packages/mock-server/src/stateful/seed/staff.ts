// The exam-staff, system and progress records (staff-store.ts), deterministic on rng.fork('staff') so no other
// domain's data reshuffles: the marking teachers and rounds of the contract's examples (on the question groups
// 801–804 of exam 3001 数学 that the exam configuration seeds), scan
// staff, user tags' permissions (the contract's example), about 60 login and 150 system log lines, the cache info.
import type { components } from '@exam/sdk';
import type { Rng } from '../lib/random.ts';
import type { OperationTable } from '../operations.ts';
import { exampleResult } from './examples.ts';
import type { LogRecord, StaffData, TurnRecord } from '../staff-store.ts';
import { staffKey } from '../staff-store.ts';
import type { AccountRecord, ExamRecord } from '../store.ts';

type S = components['schemas'];

const pad = (n: number) => String(n).padStart(2, '0');
/** A time in the autumn term 2026 (China time text), `minutes` after 2026-09-01 07:00. */
function termTime(minutes: number): string {
  const d = new Date(Date.UTC(2026, 8, 1, 7, 0, 0) + minutes * 60_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

const SYSTEM_URLS = [
  '/api/exam/loadexamlist',
  '/api/exam/saveteacher',
  '/api/exam/delteacher',
  '/api/info/student/loadstu',
  '/api/info/user/saveuser',
  '/api/unit/saveunit',
  '/api/permission/savepermission',
  '/api/tag/savetag',
  '/api/exam/viewDataAnalyseAndCheck/startAnalyse',
  '/api/examStudent/savestu',
];

export function seedStaff(
  table: OperationTable,
  rng: Rng,
  accounts: Map<number, AccountRecord>,
  exams: Map<number, ExamRecord>,
): StaffData {
  // 3001 数学: the contract's example teachers and rounds, plus a few teachers of 101 and 102.
  const teachersOf = (unitIds: number[]) =>
    [...accounts.values()].filter((a) => a.user_id >= 4000 && a.roles.some((r) => r.user_type === '4' && unitIds.includes(r.unit_id))).map((a) => a.user_id);
  const markers = new Map<string, number[]>();
  const scanners = new Map<string, number[]>();
  const turns: TurnRecord[] = [
    { exam_id: 3001, subject_id: 2, question_id: 803, user_id: 3105, turn: 1, marked: 0 },
    { exam_id: 3001, subject_id: 2, question_id: 803, user_id: 3108, turn: 2, marked: 3 },
    { exam_id: 3001, subject_id: 2, question_id: 803, user_id: 3109, turn: 9, marked: 0 },
    { exam_id: 3001, subject_id: 2, question_id: 803, user_id: 3105, turn: 8, marked: 0 },
  ];
  for (const exam of [...exams.values()].sort((a, b) => a.exam_id - b.exam_id)) {
    const pool = teachersOf(exam.unit_ids);
    // The exams added after the first five (3006) draw from their own stream, so the logs below stay as they were.
    const draw = exam.exam_id > 3005 ? rng.fork(`exam:${exam.exam_id}`) : rng;
    for (const subject of exam.subjects) {
      const key = staffKey(exam.exam_id, subject.subject_id);
      const extra = pool.length ? draw.shuffle(pool).slice(0, draw.int(2, 6)) : [];
      const named = exam.exam_id === 3001 && subject.subject_id === 2 ? [3105, 3108, 3109, 2001] : [];
      markers.set(key, [...new Set([...named, ...extra])]);
      scanners.set(key, pool.length ? draw.shuffle(pool).slice(0, draw.int(1, 3)) : []);
    }
  }
  const mathExtra = (markers.get(staffKey(3001, 2)) ?? []).filter((id) => id >= 4000);
  for (const [i, id] of mathExtra.entries()) {
    turns.push({ exam_id: 3001, subject_id: 2, question_id: 802, user_id: id, turn: i % 2 === 0 ? 1 : 2, marked: 0 });
  }

  const userTags = ((exampleResult(table, 'loadallusertag') as S['PermissionUserTag'][] | undefined) ?? []).map((t) => ({
    tag_id: t.tag_id,
    tag_name: t.tag_name,
    permission_ids: t.permission_ids ? [...t.permission_ids] : null,
  }));

  const people = [...accounts.values()].filter((a) => a.roles.some((r) => r.user_type !== '9' && r.user_type !== '-1'));
  const named = ['zhangwei', 'liuyang', 'wangfang', 'admin', 'chenjing', 'zhaolei'];
  const loginLogs: LogRecord[] = [];
  let minute = 0;
  for (let i = 1; i <= 60; i++) {
    minute += rng.int(20, 900);
    const failed = rng.chance(0.15);
    const account = rng.chance(0.5) ? people.find((p) => p.user_account === rng.pick(named)) : rng.pick(people);
    const at = termTime(minute);
    loginLogs.push({
      id: i,
      request_time: at,
      return_time: at,
      ip_address: `10.12.${rng.int(1, 9)}.${rng.int(2, 250)}`,
      request_url: '/api/login/dologin',
      request_params: JSON.stringify({ ua: account?.user_account ?? 'unknown', rememberMe: rng.chance(0.3) }),
      return_content: JSON.stringify(failed ? { success: false, result: '账号或密码错误' } : { success: true, result: '登录成功' }),
      proc_success: failed ? 0 : 1,
      user_id: failed ? null : (account?.user_id ?? null),
      user_account: account?.user_account ?? null,
    });
  }
  const logs: LogRecord[] = [];
  minute = 0;
  for (let i = 1; i <= 150; i++) {
    minute += rng.int(5, 400);
    const account = rng.pick(people);
    const url = rng.pick(SYSTEM_URLS);
    const failed = rng.chance(0.1);
    const at = termTime(minute);
    logs.push({
      id: i,
      request_time: at,
      return_time: termTime(minute + 0.01),
      ip_address: `10.12.${rng.int(1, 9)}.${rng.int(2, 250)}`,
      request_url: url,
      request_params: JSON.stringify({ page: 1, pagesize: 15 }),
      return_content: JSON.stringify(failed ? { success: false, result: '操作失败' } : { success: true, result: '操作成功' }),
      proc_success: failed ? 0 : 1,
      user_id: account.user_id,
      user_account: account.user_account,
    });
  }
  const redis = (exampleResult(table, 'redisInfo') as S['RedisInfo'] | undefined) ?? {
    redis_version: '6.2.14',
    redis_mode: 'standalone',
    role: 'master',
    tcp_port: '6379',
    uptime_in_seconds: '864000',
    used_memory_human: '12.50M',
    connected_clients: '8',
  };
  return {
    markers,
    turns,
    scanners,
    userTags,
    loginLogs,
    logs,
    redis: { ...redis },
    analyses: new Map(),
    latestAnalysis: new Map(),
    runs: 0,
    running: new Map(),
    statistics: new Set(),
  };
}
