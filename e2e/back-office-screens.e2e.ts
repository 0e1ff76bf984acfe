import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { adminApi, baseUrl, hydrated, launch, openSettled, watchedPage, type WatchedPage } from './support';

/**
 * The Mantine class names (`m_…`, one per part of a component) on the page that no loaded
 * stylesheet has a rule for: a component drawn without its CSS (a checkbox as a native box with a
 * stray ✓), each with the component's static class name to say which.
 */
function unstyledMantineParts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const styled = new Set<string>();
    const walk = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) for (const [, name] of rule.selectorText.matchAll(/\.(m_[0-9a-f]{8})\b/g)) styled.add(name);
        if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) walk(sheet.cssRules);
    const missing = new Set<string>();
    for (const element of Array.from(document.querySelectorAll('[class*="m_"]'))) {
      for (const name of Array.from(element.classList)) {
        if (!/^m_[0-9a-f]{8}$/.test(name) || styled.has(name)) continue;
        const part = Array.from(element.classList).find((other) => other.startsWith('mantine-')) ?? element.tagName.toLowerCase();
        missing.add(`${name} (${part})`);
      }
    }
    return [...missing];
  });
}

/** Every screen the back office's navigation links to, from a screen of its "Site content" group, which shows that group open. */
async function navigationPaths(page: Page, origin: string): Promise<string[]> {
  await openSettled(page, `${origin}/edit-banner`);
  const navigation = page.getByRole('navigation', { name: 'Back office' });
  await navigation.getByRole('link', { name: 'Services' }).first().waitFor();
  const paths = await navigation.locator('a[href^="/"]').evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  return [...new Set(paths)].filter((path) => path !== '/');
}

describe('back-office screens', () => {
  let browser: Browser;
  let admin: WatchedPage;

  beforeAll(async () => {
    browser = await launch();
    const { cookie } = await adminApi();
    admin = await watchedPage(browser);
    await admin.context.addCookies(
      cookie.split('; ').map((pair) => ({ name: pair.slice(0, pair.indexOf('=')), value: pair.slice(pair.indexOf('=') + 1), url: baseUrl })),
    );
  });
  afterAll(async () => {
    await browser.close();
  });

  it('each screen, opened with a trailing slash, hydrates without an error and has the CSS of every Mantine component it draws', async () => {
    const { page, problems } = admin;
    await page.setViewportSize({ width: 1280, height: 900 });
    const paths = await navigationPaths(page, baseUrl);
    expect(paths.length).toBeGreaterThan(30);
    const found: string[] = [];
    for (const path of paths) {
      // `/media/…` are the server's files, not the library's screen.
      const opened = path === '/media' ? path : `${path}/`;
      problems.length = 0;
      await openSettled(page, `${baseUrl}${opened}`);
      // A page React never takes over is reported with the others rather than ending the run.
      if (
        !(await hydrated(page).then(
          () => true,
          () => false,
        ))
      )
        found.push(`${opened}: React did not hydrate it`);
      found.push(...(await unstyledMantineParts(page)).map((part) => `${opened}: no CSS for ${part}`));
      found.push(...problems.map((problem) => `${opened}: ${problem}`));
    }
    expect(found).toEqual([]);
  }, 300_000);
});
