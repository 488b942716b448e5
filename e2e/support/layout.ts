import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { DetailsResponse, TranscriptDocResponse } from '@scriptloom/contracts';

export const PHONE = { width: 375, height: 812 } as const;
export const LAPTOP = { width: 1400, height: 768 } as const;

/** Half a pixel for sub-pixel layout: anything more is a border or a letter cut off. */
const SLACK = 0.5;

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator.toString()} is not laid out`);
  return box;
}

/** `inner` lies within `outer` from side to side: nothing of it sticks out left or right. */
export async function expectInsideColumn(inner: Locator, outer: Locator, what: string) {
  const [a, b] = [await boxOf(inner), await boxOf(outer)];
  expect(a.x, `${what}: left edge`).toBeGreaterThanOrEqual(b.x - SLACK);
  expect(a.x + a.width, `${what}: right edge`).toBeLessThanOrEqual(b.x + b.width + SLACK);
}

/** Nothing on the page is wider than the window (the page never scrolls sideways). */
export async function expectNoSidewaysScroll(page: Page, what: string) {
  const width = page.viewportSize()!.width;
  const scrollWidth = await page.evaluate(() => document.scrollingElement!.scrollWidth);
  expect(scrollWidth, `${what}: the page's width`).toBeLessThanOrEqual(width);
}

/**
 * The app bar's visible items (the product name, each link or the menu button, "Sign out") each
 * whole inside the window, none overlapping the next, and no label wider than its button.
 */
export async function expectAppBarFits(page: Page, what: string) {
  const width = page.viewportSize()!.width;
  const items = await page
    .getByRole('banner')
    .locator('a:visible, button:visible')
    .evaluateAll((elements) =>
      elements.map((e) => {
        const r = e.getBoundingClientRect();
        return { text: e.textContent ?? '', left: r.left, right: r.right, overflows: e.scrollWidth > e.clientWidth };
      }),
    );
  expect(items.length, `${what}: items in the bar`).toBeGreaterThan(1);
  const sorted = [...items].sort((a, b) => a.left - b.left);
  sorted.forEach((item, i) => {
    expect(item.left, `${what}: "${item.text}" starts inside the window`).toBeGreaterThanOrEqual(0);
    expect(item.right, `${what}: "${item.text}" ends inside the window`).toBeLessThanOrEqual(width + SLACK);
    expect(item.overflows, `${what}: "${item.text}" is wider than its button`).toBe(false);
    const next = sorted[i + 1];
    if (next)
      expect(item.right, `${what}: "${item.text}" runs into "${next.text}"`).toBeLessThanOrEqual(next.left + SLACK);
  });
}

async function detailsOf(request: APIRequestContext, id: string, token: string) {
  const answer = await request.get(`/api/up/details/${id}`, { headers: { authorization: `Bearer ${token}` } });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as DetailsResponse).es_doc;
}

/** A comment on the first paragraph's first word, through the API as the editor's dialog sends it. */
export async function commentOnFirstParagraph(request: APIRequestContext, id: string, token: string, comment: string) {
  const doc = await detailsOf(request, id, token);
  const first = doc.transcript[0]!;
  const word = first.words[0]!.text;
  const added = await request.post(`/api/enterprise/comments/${id}/transcript/${first.id}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { version: doc.transcript_version, highlighted_text: word, start_pos: 0, end_pos: word.length, comment },
  });
  expect(added.ok(), await added.text()).toBe(true);
}

/** Renames the first paragraph's speaker everywhere: what was written from the old names goes out of date. */
export async function renameFirstSpeaker(request: APIRequestContext, id: string, token: string, name: string) {
  const doc = await detailsOf(request, id, token);
  const renamed = await request.post(`/api/up/update-speaker/${id}`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      version: doc.transcript_version,
      current_speaker: doc.transcript[0]!.speaker,
      new_speaker: name,
      replace_all: true,
    },
  });
  expect(renamed.ok(), await renamed.text()).toBe(true);
  return (await renamed.json()) as TranscriptDocResponse;
}
