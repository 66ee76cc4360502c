import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures.ts';
import { ops, unique } from './api.ts';

/** Console accounts and login for the console journeys. */

export const OPERATOR_PWD = 'console-pass-1';

/** Creates a console account with the operator command, the password piped in as a script would. */
export async function operator(role: 'owner' | 'staff'): Promise<string> {
  const account = `${role}${unique()}`.slice(0, 20);
  await ops.withSecret(OPERATOR_PWD, 'operator:add', account, '--role', role);
  return account;
}

export async function consoleLogin(page: Page, lang: string, account: string) {
  await page.addInitScript((l) => localStorage.setItem('om-admin-locale', l), lang);
  await page.goto('/admin/login');
  await page.locator('input[name=username]').fill(account);
  await page.locator('input[name=password]').fill(OPERATOR_PWD);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem').first()).toBeVisible({ timeout: 15_000 });
}

/**
 * Types into a console list's search box and waits until the list took the search into its address. The
 * search is applied after a pause in typing; a row clicked before that opens, then the late search sends the
 * screen back to the list.
 */
export async function searchConsoleList(page: Page, boxName: string, text: string) {
  await page.getByRole('textbox', { name: boxName }).fill(text);
  await expect(page).toHaveURL((url) => (JSON.parse(url.searchParams.get('filter') ?? '{}') as { q?: string }).q === text);
}

/** Buttons of the goods form's specification section, in the console's language. */
export interface SpecButtons {
  addSpec: string;
  addValue: string;
  everyCombination: string;
}

/** On the goods form: a size specification of 30 ml and 100 ml (zh and en), a SKU for each with its stock. */
export async function addTwoSizes(page: Page, buttons: SpecButtons, stocks: readonly [number, number]) {
  await page.getByRole('button', { name: buttons.addSpec }).click();
  await page.locator('input[name="specs.0.names.zh"]').fill('容量');
  await page.locator('input[name="specs.0.names.en"]').fill('Size');
  for (const [i, [zh, en]] of [['30 毫升', '30 ml'], ['100 毫升', '100 ml']].entries()) {
    await page.getByRole('button', { name: buttons.addValue }).click();
    await page.locator(`input[name="specs.0.values.${i}.labels.zh"]`).fill(zh!);
    await page.locator(`input[name="specs.0.values.${i}.labels.en"]`).fill(en!);
  }
  await page.getByRole('button', { name: buttons.everyCombination }).click();
  for (const [i, stock] of stocks.entries()) await page.locator(`input[name="skus.${i}.stock"]`).fill(String(stock));
}

/** The description editor's toolbar buttons, in the console's language. */
export interface FormatButtons {
  heading: string;
  bullets: string;
  bold: string;
}

/**
 * Types into the goods form's description editor in `panel`, where its cursor is: a heading, a bulleted list, then
 * bold words. A toolbar button hands the focus back to the text; each key waits for that, as a person's would.
 */
export async function writeRichText(page: Page, panel: Locator, buttons: FormatButtons, text: { heading: string; items: readonly string[]; bold: string }) {
  const editor = panel.locator('.ProseMirror');
  const format = async (name: string) => {
    await panel.getByRole('button', { name, exact: true }).click();
    await expect(editor).toBeFocused();
  };
  await format(buttons.heading);
  await page.keyboard.type(text.heading);
  await page.keyboard.press('Enter');
  await format(buttons.bullets);
  for (const item of text.items) {
    await page.keyboard.type(item);
    await page.keyboard.press('Enter');
  }
  await page.keyboard.press('Enter');
  await format(buttons.bold);
  await page.keyboard.type(text.bold);
  await expect(editor.locator('strong')).toHaveText(text.bold);
}
