// The global error rule on every screen that declares a save (spec 1 §8; issue 30), driven from the screen table
// (support/screens.ts): the save answered 登录失效 gives one alert and the sign-in page; answered 缓存已被管理员清除 it
// gives the reload dialog and no toast. Screens report their own failures through lib/errors (showFailure,
// localFailureText), which the lint rule in eslint.config.js makes the only way.
import { expect } from '@playwright/test';
import { test, setScenario } from './support/mock';
import { alertWith, goInPortal, settle, signIn } from './flows';
import { SCREEN_LIST } from './support/screens';
import { settled } from './support/axe';

const saving = SCREEN_LIST.flatMap((screen) => (screen.mutation && screen.account ? [{ ...screen, mutation: screen.mutation }] : []));

test('the screen table declares saves to check', () => {
  expect(saving.length).toBeGreaterThanOrEqual(4);
});

for (const screen of saving) {
  test(`${screen.name}: a save answered 登录失效 alerts once and goes to sign-in; 缓存已被管理员清除 shows the reload dialog`, async ({ page }) => {
    await signIn(page, screen.account ?? undefined, screen.exam ? { exam: screen.exam } : {});
    const quiet = settle(page);
    await goInPortal(page, screen.address);
    await quiet;
    await settled(page);

    await setScenario([{ path: screen.mutation.path, fault: 'buffer-cleared', times: 1 }]);
    await screen.mutation.act(page);
    await expect(page.getByRole('button', { name: '重新加载页面' })).toBeVisible();
    // The dialog, not a message in the corner.
    await expect(page.getByRole('alert').filter({ hasText: '缓存已被管理员清除' })).toHaveCount(0);
    await page.getByRole('button', { name: '重新加载页面' }).click();
    await expect(page.getByRole('button', { name: '重新加载页面' })).toHaveCount(0);
    await settled(page);

    await setScenario([{ path: screen.mutation.path, fault: 'login-expired', times: 1 }]);
    await screen.mutation.act(page);
    await expect(page).toHaveURL(/\/login$/);
    await expect(alertWith(page, '登录失效')).toHaveCount(1);
  });
}
