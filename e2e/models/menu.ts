// The phone header's menu (src/features/header/PhoneMenu.tsx): its button in the banner and the sheet
// it opens, both named "Menu" in the page's language.
import type { FrameLocator, Locator, Page } from '@playwright/test';

const NAME = { en: 'Menu', ru: 'Меню' } as const;

type Lang = keyof typeof NAME;

/** The header's menu button. */
export const menuButton = (page: Page | FrameLocator, lang: Lang = 'en'): Locator =>
  page.getByRole('banner').getByRole('button', { name: NAME[lang] });

/** The menu's sheet (a dialog). */
export const menuSheet = (page: Page | FrameLocator, lang: Lang = 'en'): Locator =>
  page.getByRole('dialog', { name: NAME[lang] });

/** Opens the menu from the header and gives its sheet. */
export const openMenu = async (page: Page | FrameLocator, lang: Lang = 'en'): Promise<Locator> => {
  await menuButton(page, lang).click();
  return menuSheet(page, lang);
};
