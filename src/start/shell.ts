// An online start with nothing kept to paint (a first visit, a signed-out visitor, a route without a kept
// view) showed a blank page until the framework, the route's code and its data had all arrived: on a slow
// phone ~2 s (Lighthouse's simulated first contentful paint; the floor paints its bar first). The page's
// entry paints the frame's bar at once — the brand's name where its logo will be, on the page's
// background — as a plain overlay that takes no room in the layout, and removes it in the frame the app
// first renders into #root, so nothing of the app ever moves (docs/decisions-bench.md).

const START_SHELL_ID = 'start-shell';

/** Paints the shell over the page; `name` is the brand's, shown as text (contentful from the first frame). */
export const paintStartShell = (name: string): void => {
  const root = document.getElementById('root');
  if (!root || root.firstChild || document.getElementById(START_SHELL_ID)) return;
  const shell = document.createElement('div');
  shell.id = START_SHELL_ID;
  shell.setAttribute('aria-hidden', 'true');
  shell.inert = true;
  const bar = document.createElement('div');
  bar.className = 'start-shell__bar';
  const brand = document.createElement('span');
  brand.className = 'start-shell__brand';
  brand.textContent = name;
  bar.append(brand);
  const line = document.createElement('div');
  line.className = 'start-shell__line';
  shell.append(bar, line, line.cloneNode());
  document.body.append(shell);
  // Gone in the frame the app's first render lands in (a mutation callback runs before that paint).
  const observer = new MutationObserver(() => {
    if (!root.firstChild) return;
    observer.disconnect();
    shell.remove();
  });
  observer.observe(root, { childList: true });
};
