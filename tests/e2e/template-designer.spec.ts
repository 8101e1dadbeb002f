// The template designer (exam/newmgeexamsubjectpapers), driven as an exam administrator would (spec 2 §2.1, §4, §5).
import { expect } from '@playwright/test';
import { test } from './support/mock';
import { chooseExam, signIn } from './flows';

test('opens the seeded 数学 template with its groups', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await signIn(page);
  await chooseExam(page);
  await page.goto('/main/exam/newmgeexamsubjectpapers');
  await expect(page.getByRole('heading', { name: '科目试卷模板配置' })).toBeVisible();
  await expect(page.getByRole('tab', { name: '题组配置', selected: true })).toBeVisible();
  await expect(page.getByRole('treeitem', { name: '选择题' })).toBeVisible();
  await page.getByRole('treeitem', { name: '选择题' }).getByRole('button', { name: '选择题' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.screenshot({ path: '/tmp/designer.png' });
  expect(errors).toEqual([]);
});
