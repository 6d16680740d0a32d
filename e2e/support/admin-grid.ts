import type { Locator, Page } from 'playwright-core';

const ROW = "contains(concat(' ', normalize-space(@class), ' '), ' ag-row ')";

/**
 * A row of the member / agency grid found by its e-mail. The action buttons sit in columns pinned
 * right, which AG Grid draws as a second row element with the same row-id: this locator matches
 * both parts (so `.first()` to wait for it, and buttons and cells are found inside either part).
 */
export function memberRow(page: Page, email: string): Locator {
  const emailCell = `//div[@col-id='mbrEmail' and normalize-space(.)='${email}']`;
  return page.locator(
    `xpath=//div[@data-testid='admin-grid']//div[${ROW} and @row-id = ${emailCell}/ancestor::div[${ROW}][1]/@row-id]`,
  );
}

/** Both parts of the grid's row at a position (0 = first). */
export const memberRowAt = (page: Page, index: number): Locator =>
  page.locator(`[data-testid="admin-grid"] .ag-row[row-index="${index}"]`);
