// The marking permission tree of the permission screen (spec 2 §2.7, §3 "Exam permission", "User permission", §4,
// §9): the exam's permission tree (examPermissionList) with, below every permission that has a data scope, the data
// it is granted on (getSubjectAndQuestionsByExamId): scope 2 the exam's subjects; scope 3 the subjects and under each
// its question groups; scope 4 the subjects, their question groups and under each group the rounds its mark mode
// offers (none for an objective group, which the system scores). It is one checkbox tree: ticking a node ticks everything below it, a node is ticked when everything below
// is, half-ticked when some of it is. The ticks are kept as the set of ticked leaf keys; what is saved per permission
// (subject_ids, question_ids, question_turn) is read from them.
import type { Schemas } from '@exam/sdk';
import { ROUND_NAMES, markModeName, permissionScreenRounds, type Round } from '../../lib/markRounds';
import { TREE_NOTES } from './texts';

export type DataScope = Schemas['PermissionDataScope'];
export type ExamPermission = Schemas['ExamPermission'];
export type UserPermission = Schemas['ExamUserPermission'];
export type PermissionGrant = Schemas['PermissionGrant'];
export type SubjectsAndQuestions = Schemas['PermissionSubjectsAndQuestions'];

/** Tree ids that are always expanded (spec 2 §9). */
export const ALWAYS_EXPANDED: ReadonlySet<number> = new Set([22, 79]);

export type NodeKind = 'directory' | 'permission' | 'subject' | 'question' | 'turn';

export interface CheckNode {
  /** 'p23', 'p23/s2', 'p23/s2/q803', 'p23/s2/q803/t1'. */
  key: string;
  kind: NodeKind;
  label: string;
  /** The labels from the top, for the checkbox's accessible name: '阅卷 / 数学 / 解答题17 / 二评'. */
  path: string;
  /** The permission the node belongs to (the node itself for directories and permissions). */
  permissionId: number;
  /** The data scope of that permission. */
  scope: DataScope | undefined;
  subjectId?: number;
  questionId?: number;
  turn?: Round;
  /** A short note after the label: a group's mark mode, why nothing can be ticked. */
  note?: string;
  /** Always expanded (ids 22 and 79). */
  pinned: boolean;
  children: CheckNode[];
}

export type CheckState = 'checked' | 'indeterminate' | 'unchecked';

/** The contract types three levels of the tree; deeper levels have the same shape. */
interface RawNode {
  permission_id: number;
  permission_name: string;
  permission_url?: string | null;
  data_scope?: DataScope;
  subpermission?: readonly unknown[];
}

const isRawNode = (x: unknown): x is RawNode =>
  typeof x === 'object' && x !== null && typeof (x as RawNode).permission_id === 'number' && typeof (x as RawNode).permission_name === 'string';

const hasScope = (scope: DataScope | undefined): scope is 2 | 3 | 4 => scope === 2 || scope === 3 || scope === 4;

/** Builds the checkbox tree from the exam's permission tree and its subjects and question groups. */
export function buildCheckTree(permissions: readonly ExamPermission[], data: SubjectsAndQuestions): CheckNode[] {
  const dataNodes = (perm: RawNode, parentKey: string, parentPath: string): CheckNode[] => {
    const scope = perm.data_scope;
    if (!hasScope(scope)) return [];
    const base = { permissionId: perm.permission_id, scope, pinned: false };
    return data.subjects.map((s) => {
      const key = `${parentKey}/s${s.subject_id}`;
      const path = `${parentPath} / ${s.subject_name}`;
      const groups = scope === 2 ? [] : data.questions.filter((q) => q.subject_id === s.subject_id);
      const children = groups.map((q): CheckNode => {
        const qKey = `${key}/q${q.question_id}`;
        const qPath = `${path} / ${q.question_name}`;
        const objective = q.question_type === 1;
        const turns = scope === 4 && !objective ? permissionScreenRounds(q.mark_mode) : [];
        return {
          ...base,
          key: qKey,
          kind: 'question',
          label: q.question_name,
          path: qPath,
          subjectId: s.subject_id,
          questionId: q.question_id,
          ...(scope === 4 ? { note: objective ? TREE_NOTES.objective : markModeName(q.mark_mode) } : {}),
          children: turns.map((turn) => ({
            ...base,
            key: `${qKey}/t${turn}`,
            kind: 'turn',
            label: ROUND_NAMES[turn],
            path: `${qPath} / ${ROUND_NAMES[turn]}`,
            subjectId: s.subject_id,
            questionId: q.question_id,
            turn,
            children: [],
          })),
        };
      });
      return {
        ...base,
        key,
        kind: 'subject',
        label: s.subject_name,
        path,
        subjectId: s.subject_id,
        ...(scope !== 2 && groups.length === 0 ? { note: TREE_NOTES.noGroups } : {}),
        children,
      };
    });
  };
  const walk = (raw: RawNode, parentPath: string): CheckNode => {
    const key = `p${raw.permission_id}`;
    const path = parentPath ? `${parentPath} / ${raw.permission_name}` : raw.permission_name;
    const subs = (raw.subpermission ?? []).filter(isRawNode);
    const directory = subs.length > 0;
    const children = directory ? subs.map((c) => walk(c, path)) : dataNodes(raw, key, path);
    const node: CheckNode = {
      key,
      kind: directory ? 'directory' : 'permission',
      label: raw.permission_name,
      path,
      permissionId: raw.permission_id,
      scope: raw.data_scope,
      pinned: ALWAYS_EXPANDED.has(raw.permission_id),
      children,
    };
    if (!directory && hasScope(raw.data_scope) && data.subjects.length === 0) node.note = TREE_NOTES.noSubjects;
    return node;
  };
  return permissions.map((p) => walk(p, ''));
}

/** Whether a node is tickable on its own (a leaf that is not a dead end). */
function isTickableLeaf(node: CheckNode): boolean {
  if (node.children.length > 0) return false;
  // A data node that should have had children (a subject without groups, a group without rounds, a scoped
  // permission in an exam without subjects) has nothing to grant.
  if (node.kind === 'turn') return true;
  if (node.kind === 'subject') return node.scope === 2;
  if (node.kind === 'question') return node.scope === 3;
  if (node.kind === 'permission') return !hasScope(node.scope);
  return false;
}

const leafCache = new WeakMap<CheckNode, string[]>();

/** The keys of the tickable leaves at or below a node. */
export function leafKeys(node: CheckNode): string[] {
  let keys = leafCache.get(node);
  if (!keys) {
    keys = isTickableLeaf(node) ? [node.key] : node.children.flatMap(leafKeys);
    leafCache.set(node, keys);
  }
  return keys;
}

/** Nothing at or below the node can be ticked. */
export const isDisabled = (node: CheckNode): boolean => leafKeys(node).length === 0;

export function checkState(node: CheckNode, checked: ReadonlySet<string>): CheckState {
  const keys = leafKeys(node);
  const n = keys.filter((k) => checked.has(k)).length;
  if (n === 0) return 'unchecked';
  return n === keys.length ? 'checked' : 'indeterminate';
}

/** Ticks (or unticks) a node and everything below it. */
export function setChecked(node: CheckNode, checked: ReadonlySet<string>, on: boolean): Set<string> {
  const next = new Set(checked);
  for (const k of leafKeys(node)) {
    if (on) next.add(k);
    else next.delete(k);
  }
  return next;
}

/** Every node in tree order. */
export function flatten(tree: readonly CheckNode[]): CheckNode[] {
  return tree.flatMap((n) => [n, ...flatten(n.children)]);
}

/** The permissions (not the directories) of the tree, in tree order. */
export const permissionNodes = (tree: readonly CheckNode[]): CheckNode[] => flatten(tree).filter((n) => n.kind === 'permission');

/** A node whose children are all leaves shows them on its own row (subjects of scope 2, groups, rounds). */
export const childrenInline = (node: CheckNode): boolean =>
  node.kind !== 'directory' && node.children.length > 0 && node.children.every((c) => c.children.length === 0);

/** The ticks of a user's permissions (getUserPermission); data the tree does not offer any more is left out. */
export function checkedFromPermissions(tree: readonly CheckNode[], held: readonly UserPermission[]): Set<string> {
  const byId = new Map(permissionNodes(tree).map((n) => [n.permissionId, n]));
  const out = new Set<string>();
  for (const p of held) {
    const node = byId.get(p.permission_id);
    if (!node) continue;
    const subjects = new Set(p.subject_ids ?? []);
    const questions = new Set(p.question_ids ?? []);
    const turns = new Map((p.question_turn ?? []).map((t) => [t.question_id, new Set<number>(t.turn)]));
    for (const leaf of flatten([node]).filter(isTickableLeaf)) {
      const holds =
        leaf.kind === 'permission' ||
        (leaf.kind === 'subject' && subjects.has(leaf.subjectId ?? NaN)) ||
        (leaf.kind === 'question' && questions.has(leaf.questionId ?? NaN)) ||
        (leaf.kind === 'turn' && turns.get(leaf.questionId ?? NaN)?.has(leaf.turn ?? NaN) === true);
      if (holds) out.add(leaf.key);
    }
  }
  return out;
}

/**
 * The permissions to save from the ticks: every permission with something ticked, with the subjects and question
 * groups that have something ticked and, for scope 4, each group's ticked rounds. Single-user saves put the user on
 * every entry; multi-user saves leave it out (the server applies the entries to every selected user).
 */
export function buildGrants(tree: readonly CheckNode[], checked: ReadonlySet<string>, examId: number, userId?: number): PermissionGrant[] {
  const grants: PermissionGrant[] = [];
  for (const node of permissionNodes(tree)) {
    if (checkState(node, checked) === 'unchecked') continue;
    const below = flatten(node.children).filter((n) => checkState(n, checked) !== 'unchecked');
    const subject_ids = below.filter((n) => n.kind === 'subject').map((n) => n.subjectId as number);
    const question_ids = below.filter((n) => n.kind === 'question').map((n) => n.questionId as number);
    const question_turn =
      node.scope === 4
        ? below
            .filter((n) => n.kind === 'question')
            .map((q) => ({ question_id: q.questionId as number, turn: q.children.filter((t) => checked.has(t.key)).map((t) => t.turn as Round) }))
        : [];
    grants.push({ exam_id: examId, ...(userId === undefined ? {} : { user_id: userId }), permission: node.permissionId, subject_ids, question_ids, question_turn });
  }
  return grants;
}
