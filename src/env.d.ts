/// <reference types="vite/client" />

/** Identifies the build; busts the persisted query cache when the app changes. */
declare const __BUILD_ID__: string;

declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
