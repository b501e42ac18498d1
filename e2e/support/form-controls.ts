import { expect, type Locator, type Page } from '@playwright/test';

// The kit's react-aria controls, worked as a person works them: the drawn box of a checkbox lies
// over its hidden input (so the label is what is clicked), and a combo box is typed into until its
// list offers the option.

/** Ticks a checkbox by its label and checks that it took. */
export async function tick(within: Page | Locator, name: string | RegExp) {
  const box = within.getByRole('checkbox', { name, exact: typeof name === 'string' });
  await box.locator('xpath=ancestor::label[1]').click();
  await expect(box).toBeChecked();
}

/**
 * Chooses `option` of the combo box `label`: replaces what it shows by `typed`, typed key by key
 * (its list filters as one types), then moves down the list to the option and takes it with Enter,
 * as a keyboard user does. Not a tap: on the phone project the tap found the list closed under it
 * (the label below took it) and the box went back to its old value.
 *
 * Where the list does not offer the option after typing, the box is typed into once more, as a
 * person would, and what was seen is printed: CI runs on the phone project found no option after
 * "United King", the box showing "Türkiyenited King". The cause was the kit's: react-aria's combo
 * box, taking over from the lazy field before it had the focus, put the chosen name back over the
 * letters typed (fixed in FormComboBox, pinned by shells/kit/src/forms/combo-async.test.tsx).
 */
export async function pickFromList(page: Page, label: string, option: string, typed = option) {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await expect(box).toBeEnabled();
  // While the list is open the box's name gains the label's required mark: hold it by its focus.
  const focused = page.locator(':focus');
  const wanted = page.getByRole('option', { name: option, exact: true });
  const typeIn = async () => {
    await box.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(typed);
  };
  await typeIn();
  const offered = await expect(wanted)
    .toBeVisible({ timeout: 5_000 })
    .then(
      () => true,
      () => false,
    );
  if (!offered) {
    console.warn(
      `pickFromList(${label}): no "${option}" after typing "${typed}"; ${await whatTheBoxShows(page)}`,
    );
    // Closed first: while its list is open the box's name carries the required mark, so the box
    // is not found by its label and the next click waited for it until the test's guard (a CI
    // rehearsal: the box showed "Türkiyeited King", its old value kept under the typing).
    await page.keyboard.press('Escape');
    await typeIn();
    await expect(wanted).toBeVisible();
  }
  const wantedId = await wanted.getAttribute('id');
  for (let step = 0; step < 25; step += 1) {
    await page.keyboard.press('ArrowDown');
    if ((await focused.getAttribute('aria-activedescendant')) === wantedId) break;
  }
  await page.keyboard.press('Enter');
  await expect(box).toHaveValue(option);
}

/** The focused element, its value and whether its list is open, and the options on the page. */
function whatTheBoxShows(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement;
    const value = active instanceof HTMLInputElement ? active.value : null;
    const options = [...document.querySelectorAll('[role="option"]')].map((node) => node.textContent);
    return [
      `focus on <${active?.tagName.toLowerCase()} role=${active?.getAttribute('role')}>`,
      `value ${JSON.stringify(value)}`,
      `expanded ${active?.getAttribute('aria-expanded')}`,
      `${options.length} options (${options.slice(0, 3).join(', ')})`,
      `scrollY ${Math.round(window.scrollY)}`,
    ].join(', ');
  });
}
