/**
 * The floating chat bubble must never sit visibly over something the member acts on (issue 23
 * point 12): brings `target` level with the bubble and says whether they overlap and whether the
 * bubble stepped aside (faded out, `data-covering`).
 */
import type { Locator, Page } from 'playwright-core';

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

export async function bubbleOver(
  page: Page,
  target: Locator,
): Promise<{ overlapped: boolean; hidden: boolean }> {
  const bubble = page.getByTestId('chat-button');
  await target.scrollIntoViewIfNeeded();
  const t0 = (await target.boundingBox())!;
  const b0 = (await bubble.boundingBox())!;
  // Scroll so the target's middle is level with the bubble's.
  await page.evaluate(`window.scrollBy(0, ${t0.y + t0.height / 2 - (b0.y + b0.height / 2)})`);
  await page.waitForTimeout(250);
  const t = (await target.boundingBox())!;
  const b = (await bubble.boundingBox())!;
  return { overlapped: overlaps(t, b), hidden: (await bubble.getAttribute('data-covering')) !== null };
}

export async function boxesOverlap(a: Locator, b: Locator): Promise<boolean> {
  return overlaps((await a.boundingBox())!, (await b.boundingBox())!);
}
