/// <reference types="vite/client" />

/** Identifies the build; busts the persisted query cache when the app changes. */
declare const __BUILD_ID__: string;

/** The build may sign in with the always-pass stand-in on any host (ALLOW_LOCAL_HUMAN_CHECK=1). */
declare const __LOCAL_HUMAN_CHECK_ANYWHERE__: boolean;

declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
