// Every catalog of one language in one module. The build cuts it in two (scripts/catalog-split.ts): this
// module keeps the texts the start's screens use (the frame, the orders tabs) and `rest` loads the others.
import type { Messages } from '@lingui/core';

export const messages: Messages = Object.assign(
  {},
  ...Object.values(
    import.meta.glob<Messages>('../../../../locales/ru/*.po', { eager: true, import: 'messages' }),
  ),
);

/** The texts the build moved out of `messages`; none before the build (development, tests). */
export const rest: (() => Promise<Messages>) | undefined = undefined;
