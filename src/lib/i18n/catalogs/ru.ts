// Every catalog of one language in one module (one chunk: a start loads them all).
import type { Messages } from '@lingui/core';

export const messages: Messages = Object.assign(
  {},
  ...Object.values(
    import.meta.glob<Messages>('../../../../locales/ru/*.po', { eager: true, import: 'messages' }),
  ),
);
