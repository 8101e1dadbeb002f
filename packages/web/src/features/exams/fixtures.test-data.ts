// The contract's own examples, as the exam list's unit tests read them: a bureau administrator's pages (every
// page of the permission tree, as the mock's type '2' holds them), the marking teacher's exam permissions.
import bundle from '@exam/sdk/bundle';
import type { Schemas } from '@exam/sdk';

type Page = Schemas['PermissionPage'];
interface TreeNode {
  permission_id: number;
  parent_id?: number;
  permission_name: string;
  permission_url?: string | null;
  permission_type?: 1 | 2 | 3;
  sort_number?: number;
  children?: TreeNode[];
}

const tree = bundle.paths['/api/permission/loadallpermission'].get.responses['200'].content['application/json'].examples.ok.value.result as TreeNode[];

function flatten(nodes: readonly TreeNode[]): Page[] {
  return nodes.flatMap((n) => [
    { permission_id: n.permission_id, parent_id: n.parent_id ?? 0, permission_name: n.permission_name, permission_url: n.permission_url ?? null, permission_type: n.permission_type ?? 3, sort_number: n.sort_number },
    ...flatten(n.children ?? []),
  ]);
}

/** Every page of the permission tree (a platform or bureau administrator). */
export const ALL_PAGES: Page[] = flatten(tree);

/** The pages of one user type, as the contract's user type example assigns them. */
export function pagesOfType(userType: string): Page[] {
  const types = bundle.paths['/api/permission/loadallusertype'].get.responses['200'].content['application/json'].examples.ok.value.result as {
    user_type: string;
    permission_ids: number[];
  }[];
  const ids = new Set(types.find((t) => t.user_type === userType)?.permission_ids ?? []);
  return ALL_PAGES.filter((p) => ids.has(p.permission_id));
}

const loadexam = bundle.paths['/api/exam/loadexam'].post.responses['200'].content['application/json'].examples;

/** otherInfo.perms of the contract's marking teacher example (王芳, exam 3001). */
export const MARKING_TEACHER_PERMS = (loadexam.markingTeacher.value.result as Schemas['ExamListResult']).otherInfo.perms;

/** The first exam of the contract's ok example (3001, state 2). */
export const EXAM_3001 = (loadexam.ok.value.result as Schemas['ExamListResult']).datalist[0] as Schemas['Exam'];

export const SUBJECT_TAGS: Schemas['Tag'][] = [
  { tag_id: 1, tag_name: '语文' },
  { tag_id: 2, tag_name: '数学' },
  { tag_id: 3, tag_name: '英语' },
  { tag_id: 4, tag_name: '物理' },
  { tag_id: 5, tag_name: '化学' },
  { tag_id: 21, tag_name: '信息技术' },
];
