// The offline API documentation (`npm run docs`): the pages are written, and opened in Chromium with every request to
// another host refused they render every operation of the HTTP contract, every message of the scanner driver and
// of the push channel, the session cookie and the x-inferred marks, without trying to load anything from elsewhere.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type Page } from '@playwright/test';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACTS, ROOT, loadBundle, operationsOf } from './openapi.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const out = mkdtempSync(join(tmpdir(), 'exam-docs-test-'));
let browser: Browser | undefined;

/** Names of the messages of an AsyncAPI document. */
const messagesOf = (file: string): string[] => {
  const doc = parse(readFileSync(join(ROOT, file), 'utf8')) as { components: { messages: Record<string, { name?: string }> } };
  return Object.entries(doc.components.messages).map(([key, m]) => m.name ?? key);
};

interface Opened {
  page: Page;
  /** Requests the page tried to make to anything but its own files (all refused). */
  external: string[];
  errors: string[];
}

async function open(file: string, ready: string): Promise<Opened> {
  if (!browser) throw new Error('no browser');
  const context = await browser.newContext();
  const external: string[] = [];
  const errors: string[] = [];
  // Offline: everything that is not a local file is refused and recorded.
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith('file:')) return route.continue();
    external.push(url);
    return route.abort('internetdisconnected');
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(pathToFileURL(join(out, file)).href, { waitUntil: 'load' });
  await page.waitForSelector(ready, { timeout: 60_000 });
  return { page, external, errors };
}

beforeAll(async () => {
  const run = await new Promise<{ code: number; output: string }>((resolve) => {
    execFile(process.execPath, [join(ROOT, 'scripts/docs.mjs'), '--out', out], { cwd: ROOT }, (error, stdout, stderr) =>
      resolve({ code: error ? 1 : 0, output: stdout + stderr }),
    );
  });
  if (run.code !== 0) throw new Error(`npm run docs failed:\n${run.output}`);
  if (!existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM}: install Debian's chromium or set CHROMIUM_PATH`);
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  rmSync(out, { recursive: true, force: true });
});

describe('npm run docs', () => {
  it('writes the index, the API reference and the two AsyncAPI references', () => {
    for (const file of ['index.html', 'api.html', 'scanner-driver.html', 'push.html']) expect(existsSync(join(out, file)), file).toBe(true);
  });

  it('the index links every page', async () => {
    const { page, external, errors } = await open('index.html', 'a[href="api.html"]');
    const links = await page.locator('a').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    expect(links).toEqual(expect.arrayContaining(['api.html', 'scanner-driver.html', 'push.html']));
    expect(external).toEqual([]);
    expect(errors).toEqual([]);
  }, 60_000);

  it('the API reference renders every operation offline, the session cookie and the x-inferred marks', async () => {
    const portal = CONTRACTS[0];
    if (!portal) throw new Error('no portal contract');
    const operations = operationsOf(loadBundle(portal)).map((o) => o.operation);
    const ids = operations.map((o) => String(o.operationId));
    const inferred = operations.filter((o) => o['x-inferred'] === true).map((o) => String(o.operationId));
    expect(inferred.length).toBeGreaterThan(0);
    // Redoc renders in the browser (the page is static markup only until its inlined script runs).
    const { page, external, errors } = await open('api.html', '#redoc[data-rendered]');
    const rendered = await page.evaluate(() =>
      Array.from(document.querySelectorAll('[data-section-id^="operation/"]'), (e) => e.getAttribute('data-section-id')?.replace('operation/', '')),
    );
    expect(ids.filter((id) => !rendered.includes(id))).toEqual([]);
    await expect.poll(() => page.getByText('账号密码登录 / Sign in with account and password').count()).toBeGreaterThan(0);
    // The session cookie: the Authentication section with the scheme, its cookie name and why it is inferred.
    const scheme = page.locator('[data-section-id="section/Authentication/sessionCookie"]');
    await scheme.scrollIntoViewIfNeeded();
    await expect.poll(() => scheme.innerText()).toMatch(/Cookie parameter name:\s*JSESSIONID/);
    expect(await scheme.innerText()).toContain('x-inferred');
    // Every inferred operation, and an inferred choice inside another (saveexam's codes), say so where they are shown.
    const unmarked = await page.evaluate(
      (list) => list.filter((id) => !(document.querySelector(`[data-section-id="operation/${id}"]`)?.textContent ?? '').includes('x-inferred')),
      [...inferred, 'saveexam', 'dologin'],
    );
    expect(unmarked).toEqual([]);
    expect(external).toEqual([]);
    expect(errors).toEqual([]);
  }, 90_000);

  it('the API reference\'s search finds Chinese summaries, operationIds and field names, and leads to the operation', async () => {
    const { page, external, errors } = await open('api.html', '#redoc[data-rendered]');
    const search = page.getByRole('searchbox', { name: '搜索接口 / Search operations' });
    const results = async (query: string) => {
      await search.fill(query);
      return page.locator('#api-search-results a').evaluateAll((links) => links.map((a) => a.getAttribute('data-operation')));
    };
    // A Chinese summary: the exam list first (Redoc's own search answered the same five unrelated operations).
    expect((await results('考试列表'))[0]).toBe('loadexam');
    // Chinese text of a description: the session that expired (登录失效) is told of in userinfo's.
    const expired = await results('登录失效');
    expect(expired).toContain('userinfo');
    expect(expired).not.toEqual((await results('考试列表')));
    // An operationId, and a field name of a request or answer.
    expect((await results('infoStudentLoadstu'))[0]).toBe('infoStudentLoadstu');
    expect(await results('exam_subject_name')).toContain('loadexam');
    expect(await page.locator('#api-search-results').innerText()).toContain('field exam_subject_name');
    expect(await results('没有这个词zzz')).toEqual([]);
    await expect.poll(() => page.locator('#api-search-results').innerText()).toContain('没有匹配的接口');
    // A result leads to the operation's section.
    await search.fill('考试列表');
    const first = page.locator('#api-search-results a').first();
    const anchor = (await first.getAttribute('href')) ?? '';
    expect(await page.evaluate((id) => document.getElementById(id) !== null, anchor.slice(1))).toBe(true);
    await first.click();
    // Redoc scrolls to it (its scroll spy then names the section at the top in the address).
    const inView = () =>
      page.evaluate((id) => {
        const box = document.getElementById(id)?.getBoundingClientRect();
        return box !== undefined && box.top < window.innerHeight && box.bottom > 0 && window.scrollY > 1000;
      }, anchor.slice(1));
    await expect.poll(inView).toBe(true);
    // Redoc's own search box (which cannot find Chinese text) is not offered.
    expect(await page.locator('[role="search"]').count()).toBe(1);
    expect(external).toEqual([]);
    expect(errors).toEqual([]);
  }, 90_000);

  it.each([
    ['scanner-driver.html', 'openapi/scanner-driver.asyncapi.yaml'],
    ['push.html', 'openapi/push.asyncapi.yaml'],
  ])('%s shows every message of %s offline', async (file, source) => {
    const { page, external, errors } = await open(file, '[data-message]');
    const shown = await page.locator('[data-message]').evaluateAll((sections) => sections.map((s) => s.getAttribute('data-message')));
    const names = messagesOf(source);
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((name) => !shown.includes(name))).toEqual([]);
    for (const name of names) await expect.poll(() => page.locator(`#message-${name} h3`).innerText()).toBe(name);
    expect(external).toEqual([]);
    expect(errors).toEqual([]);
  }, 60_000);

  it('the driver reference shows each command with its reply and the x-inferred choices', async () => {
    const { page } = await open('scanner-driver.html', '[data-message]');
    const startScan = page.locator('#operation-startScan');
    expect(await startScan.innerText()).toMatch(/StartScanCommand[\s\S]*Reply: StartScanReply/);
    expect(await page.locator('.inferred').count()).toBeGreaterThan(0);
  }, 60_000);
});
