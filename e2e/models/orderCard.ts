// An order card (src/features/orders/card/OrderCard.tsx): its selectors live here once.
import type { Locator, Page } from '@playwright/test';

/** An order card, for queries that run in the page (querySelector, closest). */
export const ORDER_CARD = 'article.order-card';

/** Every order card under `scope` (the page, a list, a virtual row). */
export const orderCards = (scope: Page | Locator): Locator => scope.locator(ORDER_CARD);

/** A card's action buttons (pay, return, tickets…). */
export const orderCardActions = (card: Locator): Locator => card.locator('.order-card__actions');

/** A card's lines of facts (date and time with its zone, venue…). */
export const orderCardMeta = (card: Locator): Locator => card.locator('.order-card__meta');
