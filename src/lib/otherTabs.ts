// The cabinet's open tabs (and its service worker) on this device tell each other what changed under
// them all: the session (signed out, a 401, signed in as someone else) and the kept set (kept anew
// after a sync). A channel does not hear its own messages, so a tab reacts only to the others'.
/** `offline-set`: the kept set's news, under its old name (a tab still running the previous version hears it). */
export type TabNews = 'session' | 'offline-set';

const CHANNEL_NAME = 'cabinet-tabs';

let channel: BroadcastChannel | null | undefined;
const theChannel = (): BroadcastChannel | null => {
  if (channel === undefined)
    channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL_NAME) : null;
  return channel;
};

export const tellOtherTabs = (news: TabNews): void => {
  try {
    theChannel()?.postMessage(news);
  } catch (e) {
    console.error('telling the other tabs failed', e);
  }
};

/** Calls `listener` whenever another tab tells `news`; returns how to stop. */
export const onOtherTabs = (news: TabNews, listener: () => void): (() => void) => {
  const ch = theChannel();
  if (!ch) return () => undefined;
  const onMessage = (e: MessageEvent) => {
    if (e.data === news) listener();
  };
  ch.addEventListener('message', onMessage);
  return () => ch.removeEventListener('message', onMessage);
};
