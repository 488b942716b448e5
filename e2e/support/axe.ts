import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/**
 * WCAG 2.0, 2.1 and 2.2 at levels A and AA, plus axe's best practices (landmarks, headings,
 * nested controls, ...). Only serious and critical findings fail: the product's bar
 * (docs/product.md#accessibility); moderate and minor ones are left to judgement.
 */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const FAILING = new Set(['serious', 'critical']);
/** Enough selectors to find the elements; a rule hit on every row would otherwise flood the report. */
const TARGETS_SHOWN = 3;
const MARKUP_SHOWN = 120;

export interface A11yCheckOptions {
  /** CSS selectors left out of the check; the test leaving them out says why and until when. */
  exclude?: string[];
  /**
   * Only this part of the page (an open dialog or menu, when the page behind it was checked in an
   * earlier step): axe over a whole editor page is a few seconds of a busy machine's CPU each time.
   */
  within?: string;
}

/**
 * Runs axe over the page as it is now and records one line per serious or critical violation:
 * rule, impact, what it asks for and where. The assertion is soft so that one run reports every
 * page's problems instead of stopping at the first page with one.
 */
export async function expectNoSeriousA11yViolations(page: Page, label: string, options: A11yCheckOptions = {}) {
  await test.step(`accessibility: ${label}`, async () => {
    // Dialogs fade and menus grow in; colours measured mid-transition would be wrong, so wait for
    // running transitions to finish first (spinners and skeletons pulse for ever: not those). A
    // transition starts on the frame after the change that causes it (a button enabled by the
    // last keystroke): two frames first, so it is running by the time it is looked for.
    await page.evaluate(
      () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
    );
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
    );
    let builder = new AxeBuilder({ page }).withTags(TAGS);
    if (options.within) builder = builder.include(options.within);
    for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
    const { violations } = await builder.analyze();
    const problems = violations
      .filter((v) => v.impact && FAILING.has(v.impact))
      .map((v) => {
        // MUI's generated class names say little; the start of the element's markup says what it is.
        const where = v.nodes
          .slice(0, TARGETS_SHOWN)
          .map((n) => `${n.target.join(' ')} ${n.html.replace(/\s+/g, ' ').slice(0, MARKUP_SHOWN)}`);
        const more = v.nodes.length > TARGETS_SHOWN ? ` (and ${v.nodes.length - TARGETS_SHOWN} more)` : '';
        return `${v.id} (${v.impact}): ${v.help} at ${where.join(' | ')}${more}`;
      });
    expect.soft(problems, `${label}: serious or critical accessibility violations`).toEqual([]);
  });
}
