import { describe, expect, it } from 'vitest';
import type { Schemas } from '@exam/sdk';
import { mayOpen, pageNeededInExam, routeAccess, ROUTE_ACCESS } from './access';

type Page = Schemas['PermissionPage'];
const held = (...urls: string[]): Page[] => urls.map((permission_url, i) => ({ permission_id: i + 1, parent_id: 0, permission_name: permission_url, permission_type: 3, permission_url }));

describe('route access', () => {
  it('lets every signed-in user open home, /main and the addresses without a page yet', () => {
    for (const path of ['/main/cardMenu', '/main', '/main/', '/main/quality/nowhere', '/main/netview/nowhere']) expect(mayOpen([], '9', path)).toBe(true);
  });

  it('asks every other route for the permission page of its url', () => {
    expect(mayOpen(held('/sys/tag'), '4', '/main/sys/permission')).toBe(false);
    expect(mayOpen(held('/sys/permission'), '4', '/main/sys/permission')).toBe(true);
    expect(mayOpen(held('/exam/mgeexam'), '3', '/main/exam/')).toBe(true);
    expect(mayOpen(held(), '3', '/main/exam')).toBe(false);
    expect(mayOpen(held('/marking'), '4', '/main/marking')).toBe(true);
    expect(mayOpen(held('/cardMenu'), '6', '/main/marking')).toBe(false);
  });

  it('gives the room arrangement to the types 1, 2 and 6 only, with its page', () => {
    const pages = held('/exam/examroomdesign');
    expect(['1', '2', '3', '4', '6'].filter((t) => mayOpen(pages, t, '/main/exam/examroomdesign'))).toEqual(['1', '2', '6']);
    expect(mayOpen(held(), '1', '/main/exam/examroomdesign')).toBe(false);
  });

  it('lets whoever may choose an exam past the shell to an exam page, and leaves that page to the exam chosen', () => {
    for (const path of ['/main/exam/scanView', '/main/exam/mgeexamstudent', '/main/exam/examroommge']) {
      // A marking teacher (her exam list comes from her grants) and a user who holds the exam list.
      expect(mayOpen(held('/marking'), '4', path), path).toBe(true);
      expect(mayOpen(held('/exam/mgeexam'), '8', path), path).toBe(true);
      expect(mayOpen(held('/marking'), '8', path), path).toBe(false);
      // Then the page's frame asks the exam for the page, unless the user's own pages give it.
      expect(pageNeededInExam(held('/marking'), path)).toBe(routeAccess(path).page);
      expect(pageNeededInExam(held(routeAccess(path).page ?? ''), path)).toBeUndefined();
    }
    expect(mayOpen(held('/marking'), '4', '/main/exam')).toBe(true);
    expect(pageNeededInExam(held('/marking'), '/main/exam')).toBeUndefined();
    expect(pageNeededInExam(held(), '/main/sys/permission')).toBeUndefined();
    expect(mayOpen(held('/exam/examroomdesign'), '4', '/main/exam/examroomdesign')).toBe(false);
    expect(mayOpen(held('/marking'), '4', '/main/sys/permission')).toBe(false);
  });

  it('names a permission page for every route but home', () => {
    const free = Object.entries(ROUTE_ACCESS).filter(([, rule]) => !rule.page).map(([path]) => path);
    expect(free).toEqual(['/main/cardMenu']);
    expect(routeAccess('/main/sys/log/')).toEqual({ page: '/sys/log' });
  });
});
