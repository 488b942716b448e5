import type { Locator } from '@playwright/test';
import { createAccount, newAccount, signInThroughForm } from './support/accounts';
import {
  commentOnFirstParagraph,
  expectAppBarFits,
  expectInsideColumn,
  expectNoSidewaysScroll,
  LAPTOP,
  PHONE,
  renameFirstSpeaker,
} from './support/layout';
import { seededPodcast } from './support/podcast';
import { expect, signedInPage, test } from './support/more-pages';

// Screens that fit at 1400 and 375 px (docs/product.md#on-phones-and-tablets), measured as a person
// would notice a regression: labels over each other, cards cut off at the page's edge, a player
// that leaves no room for the transcript.

test('the app bar fits a phone for personal users and organisation members, with its links in a menu there', async ({
  page,
  newPage,
  request,
}) => {
  const [maya, admin] = [newAccount('Maya'), newAccount('Alma')];
  await Promise.all([createAccount(request, maya, { verify: true }), createAccount(request, admin, { verify: true })]);
  const login = await request.post('/api/v1/login', { data: { email: admin.email, password: admin.password } });
  const founded = await request.post('/api/enterprise/organisations', {
    headers: { authorization: `Bearer ${((await login.json()) as { token: string }).token}` },
    data: { name: 'Lantern Audio' },
  });
  expect(founded.status(), await founded.text()).toBe(201);

  await page.setViewportSize(PHONE);
  await page.goto('/auth/login');
  await signInThroughForm(page, maya);
  await expect(page.getByRole('heading', { name: 'Your files' })).toBeVisible();
  await expectAppBarFits(page, "a personal user's dashboard");
  await expectNoSidewaysScroll(page, "a personal user's dashboard");

  const member = await signedInPage(newPage, admin);
  await member.setViewportSize(PHONE);
  await expect(member).toHaveURL('/enterprise/workflows');
  for (const path of ['/enterprise/workflows', '/organisation', '/organisation/members', '/organisation/leave']) {
    await member.goto(path);
    await expect(member.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAppBarFits(member, `${path} on a phone`);
    await expectNoSidewaysScroll(member, `${path} on a phone`);
  }

  // The links, from the keyboard: the menu opens on its first link and marks the page shown.
  const nav = member.getByRole('navigation', { name: 'Main' });
  const menuButton = nav.getByRole('button', { name: 'Menu' });
  await menuButton.focus();
  await member.keyboard.press('Enter');
  const menu = member.getByRole('menu', { name: 'Menu' });
  await expect(menu.getByRole('menuitem')).toHaveText(['Workflows', 'Organisation', 'Your files', 'Account']);
  await expect(menu.getByRole('menuitem', { name: 'Organisation' })).toHaveAttribute('aria-current', 'page');
  await expect(menu.getByRole('menuitem', { name: 'Workflows' })).toBeFocused();
  await member.keyboard.press('ArrowDown');
  await member.keyboard.press('ArrowDown');
  await member.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Account' })).toBeFocused();
  await member.keyboard.press('Enter');
  await expect(member).toHaveURL(/\/account/);
  await expect(menu).toBeHidden();
  await expectAppBarFits(member, 'the account page on a phone');

  // Where they fit, the links are in the bar itself.
  await member.setViewportSize(LAPTOP);
  await expect(menuButton).toBeHidden();
  await expect(nav.getByRole('link', { name: 'Organisation' })).toBeVisible();
  await expectAppBarFits(member, 'the account page on a laptop');
});

test("a video's player stays small while the transcript scrolls, and hides and shows from the keyboard", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const maya = newAccount('Maya');
  await createAccount(request, maya, { verify: true });
  const { id } = await seededPodcast(request, maya, { title: 'Video episode', video: true });
  await page.setViewportSize(LAPTOP);
  await page.goto('/auth/login');
  await signInThroughForm(page, maya);
  await expect(page.getByRole('heading', { name: 'Your files' })).toBeVisible();
  await page.goto(`/transcripts/${id}`);
  await expect(page.getByTestId('paragraph').first()).toBeVisible();

  const pinned = page.getByTestId('pinned-controls');
  const video = page.getByTestId('video');
  const toggle = page.getByRole('button', { name: 'Video', exact: true });
  /** The pinned player and toolbar's share of the window, once the transcript has scrolled under them. */
  const pinnedShare = async () => {
    await page.mouse.move(10, page.viewportSize()!.height - 10);
    await page.mouse.wheel(0, 1200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
    const box = (await pinned.boundingBox())!;
    // Pinned: still in view under the app bar after the scroll.
    expect(box.y).toBeLessThan(80);
    return (box.y + box.height) / page.viewportSize()!.height;
  };

  await expect(video).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const shown = await pinnedShare();
  // Before: 420 of 768 px (0.63 with the app bar); the transcript needs most of a laptop's screen.
  expect(shown).toBeLessThan(0.4);

  // Hidden from the keyboard, the picture goes and the sound still plays.
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(video).toBeHidden();
  expect(await pinnedShare()).toBeLessThan(shown);
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(page.getByTestId('player-time')).not.toHaveText(/^0:00:00 /);
  await page.getByRole('button', { name: 'Pause', exact: true }).click();

  // Remembered by the browser.
  await page.reload();
  await expect(page.getByTestId('paragraph').first()).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(video).toBeHidden();

  // On a phone too, shown again with the space bar.
  await page.setViewportSize(PHONE);
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await pinnedShare()).toBeLessThan(0.45);
  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(video).toBeVisible();
  // Before: about two thirds of the phone.
  expect(await pinnedShare()).toBeLessThan(0.45);
  await expectNoSidewaysScroll(page, 'the video editor on a phone');
});

test('insight cards marked out of date and comment cards stay inside their columns, on a laptop and a phone', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const maya = newAccount('Maya');
  await createAccount(request, maya, { verify: true });
  const { id, token } = await seededPodcast(request, maya, { seed: 'podcast-2spk-20s' });
  // A rename puts the summary and chapters out of date; the comment has a long address in it.
  await renameFirstSpeaker(request, id, token, 'Ines Duarte');
  await commentOnFirstParagraph(
    request,
    id,
    token,
    'Check the spelling against https://example.com/guests/ines-duarte-and-the-batteries-episode-notes before we publish.',
  );
  await page.setViewportSize(LAPTOP);
  await page.goto('/auth/login');
  await signInThroughForm(page, maya);
  await expect(page.getByRole('heading', { name: 'Your files' })).toBeVisible();
  await page.goto(`/transcripts/${id}`);
  await expect(page.getByTestId('out-of-date-summary')).toBeVisible();
  await expect(page.getByTestId('out-of-date-chapters')).toBeVisible();
  // An audio file plays as before: no picture, no video button.
  await expect(page.locator('audio')).toHaveCount(1);
  await expect(page.getByTestId('video-toggle')).toHaveCount(0);

  const transcript = page.getByTestId('transcript');
  const comment = page.getByTestId('comment');
  const cardsInside = async (column: Locator, where: string) => {
    for (const name of ['Summary', 'Chapters', 'Keywords', 'Entities', 'Quotes']) {
      const card = column.getByRole('region', { name, exact: true });
      await expectInsideColumn(card, column, `${name} card ${where}`);
    }
    for (const kind of ['summary', 'chapters']) {
      const card = column.getByRole('region', { name: kind === 'summary' ? 'Summary' : 'Chapters', exact: true });
      await expectInsideColumn(column.getByTestId(`refresh-${kind}`), card, `${kind}'s Refresh ${where}`);
    }
  };

  // 1400 px, and 1000 px (the narrowest with the insights and the comments beside the text).
  for (const width of [LAPTOP.width, 1000]) {
    await page.setViewportSize({ width, height: LAPTOP.height });
    const where = `at ${width} px`;
    await cardsInside(page.getByTestId('insights-panels'), where);
    await expectInsideColumn(page.getByTestId('insights-panels'), page.locator('main'), `the insights ${where}`);
    await expectInsideColumn(comment, transcript, `the comment ${where}`);
    await expectInsideColumn(comment.getByRole('button', { name: /^Delete comment/ }), comment, `Delete ${where}`);
    await expectNoSidewaysScroll(page, `the editor ${where}`);
  }

  await page.setViewportSize(PHONE);
  await expectInsideColumn(comment, transcript, 'the comment on a phone');
  await expectInsideColumn(comment.getByRole('button', { name: /^Delete comment/ }), comment, 'Delete on a phone');
  await expectNoSidewaysScroll(page, 'the editor on a phone');
  await page.getByTestId('insights-open').click();
  const drawer = page.getByRole('dialog', { name: 'Insights' });
  await expect(drawer.getByTestId('out-of-date-summary')).toBeVisible();
  await cardsInside(drawer.getByTestId('insights-panels'), 'on a phone');
  await expectInsideColumn(drawer.getByTestId('insights-panels'), drawer, 'the insights on a phone');
});
