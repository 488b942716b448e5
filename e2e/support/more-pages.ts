import { test as base, type BrowserContext, type Page } from '@playwright/test';
import { signInThroughForm, type TestAccount } from './accounts';

export { expect } from '@playwright/test';

/**
 * `test` with `newPage()`: a page in a browser context of its own (another person signed in beside
 * `page`), closed when the test ends. A context opened straight from the `browser` fixture stays
 * open, its page still running, until the worker's browser closes after the worker's last file.
 */
export const test = base.extend<{ newPage: () => Promise<Page> }>({
  newPage: async ({ browser }, use) => {
    const opened: BrowserContext[] = [];
    await use(async () => {
      const context = await browser.newContext();
      opened.push(context);
      return context.newPage();
    });
    await Promise.all(opened.map((context) => context.close()));
  },
});

/** A new page with `account` signed in through the form. */
export async function signedInPage(newPage: () => Promise<Page>, account: TestAccount): Promise<Page> {
  const page = await newPage();
  await page.goto('/auth/login');
  await signInThroughForm(page, account);
  return page;
}
