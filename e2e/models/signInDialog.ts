// The sign-in dialog (src/features/auth/): found by its accessible name in the page's language.
import type { FrameLocator, Locator, Page } from '@playwright/test';

const TITLE = { en: 'Sign in', ru: 'Войти' } as const;

/** The sign-in dialog, named in `lang` (English unless told). */
export const signInDialog = (page: Page | FrameLocator, lang: keyof typeof TITLE = 'en'): Locator =>
  page.getByRole('dialog', { name: TITLE[lang] });

/** The dialog's first text field: there once the form has come (offline or not). */
export const firstField = (dialog: Locator): Locator => dialog.getByRole('textbox').first();
