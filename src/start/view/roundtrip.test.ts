import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { startViewKey } from '../../kernel/storeKeys.ts';
import { wipeDeviceStore } from '../../lib/offline/db.ts';
import { keepWhole } from '../../lib/offline/store.ts';
import { signInAs } from '../../lib/offline/testing.ts';
import { captureStartView } from './capture.ts';
import { paintStartView, START_VIEW_ID } from './paint.ts';
import type { StartView } from './view.ts';

const FACTS = { build: 'b1', lang: 'ru', phone: true, path: '/tickets/actual' };
const code = (n: number) =>
  `<svg class="qr-code" role="img" aria-label="QR ${n}" viewBox="0 0 29 29"><rect width="29" height="29" fill="#fff"></rect><path d="M2 2h${n}v1h-${n}z" fill="#000"></path></svg>`;

/** A page as the app renders it, with what a kept view must never carry. */
const render = () => {
  document.body.innerHTML = `<div id="root"><div class="app">
    <a class="skip-link" href="#main">Skip</a>
    <nav><a href="/tickets/actual" aria-current="page">Мои заказы</a><a href="javascript:alert(1)">bad</a></nav>
    <main id="main"><h1>Мои заказы</h1>
      <article class="order-card" data-testid="order-1001" onclick="alert(1)">
        <h2>&lt;img src=x onerror=alert(1)&gt; Лебединое озеро</h2>
        ${code(1)}${code(2)}${code(3)}
        <img class="poster" src="javascript:alert(1)" alt="">
        <svg viewBox="0 0 24 24"><path d="M4 7h16"></path></svg>
        <input type="email" value="anna@example.com">
        <template><p>template</p></template><script>alert(1)</script>
        <div style="height: 12px"></div>
      </article>
      <dialog><p>closed dialog</p></dialog>
    </main></div></div>`;
  return document.getElementById('root') as HTMLElement;
};

afterEach(async () => {
  document.body.innerHTML = '';
  await wipeDeviceStore();
});

const flat = (view: StartView) => JSON.stringify(view.root);

describe('captureStartView', () => {
  it('keeps tags, allowed attributes and text; drops code, frames, dialogs, handlers, field values', () => {
    const view = captureStartView(render(), FACTS);
    expect(view).not.toBeNull();
    const json = flat(view as StartView);
    expect(json).toContain('Лебединое озеро');
    expect(json).toContain('"/tickets/actual"');
    expect(json).not.toMatch(/javascript:|onclick|anna@example\.com|<script|template|dialog|closed dialog/);
    expect(json).toContain('"svg":true');
  });

  it('keeps the first two codes drawn and blanks the rest: their squares without their drawing', () => {
    const json = flat(captureStartView(render(), FACTS) as StartView);
    expect(json).toContain('M2 2h1v1h-1z');
    expect(json).toContain('M2 2h2v1h-2z');
    expect(json).not.toContain('M2 2h3v1h-3z');
    expect(json.match(/"QR \d"/g)).toEqual(['"QR 1"', '"QR 2"', '"QR 3"']);
    expect(json.match(/"t":"rect"/g)).toHaveLength(3);
  });

  it.each([
    ['a dialog is open', (root: HTMLElement) => root.querySelector('dialog')?.setAttribute('open', '')],
    [
      'a list is loading',
      (root: HTMLElement) => root.querySelector('main')?.setAttribute('aria-busy', 'true'),
    ],
    ['a skeleton shows', (root: HTMLElement) => root.querySelector('nav')?.classList.add('skeleton')],
    [
      'the sync is running',
      (root: HTMLElement) => root.querySelector('h1')?.setAttribute('data-settling', ''),
    ],
  ])('keeps nothing while %s', (_, change) => {
    const root = render();
    change(root);
    expect(captureStartView(root, FACTS)).toBeNull();
  });
});

describe('paintStartView', () => {
  const facts = { token: 'token-of-1', path: '/tickets/actual', build: 'b1', phone: true, lang: () => true };

  it('paints the kept view before #root, inert, text as text, filtering again what it sets', async () => {
    await signInAs(1);
    const view = captureStartView(render(), FACTS) as StartView;
    // A row tampered with on the device: the painter applies the allowlist too.
    const tampered: StartView = {
      ...view,
      css: [],
      root: [
        ...view.root,
        {
          t: 'a',
          a: [
            ['href', 'javascript:alert(2)'],
            ['onclick', 'alert(3)'],
          ],
          c: ['x'],
        },
      ],
    };
    await keepWhole(startViewKey('/tickets/actual'), tampered);
    document.body.innerHTML = '<div id="root"></div>';
    await expect(paintStartView(facts)).resolves.toBe(true);
    const painted = document.getElementById(START_VIEW_ID);
    expect(painted?.nextElementSibling?.id).toBe('root');
    expect(painted?.inert).toBe(true);
    expect(painted?.querySelector('h2')?.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(painted?.querySelectorAll('h2 img')).toHaveLength(0);
    expect(painted?.querySelector('svg path')?.namespaceURI).toBe('http://www.w3.org/2000/svg');
    expect(painted?.innerHTML).not.toMatch(/javascript:|onclick/);
    expect(painted?.querySelector<HTMLElement>('[style]')?.style.height).toBe('12px');
  });

  it.each([
    ['another session', { token: 'token-of-2' }],
    ['another build', { build: 'b2' }],
    ['another route', { path: '/cards' }],
    ['another language', { lang: () => false }],
  ])('paints nothing for %s', async (_, change) => {
    await signInAs(1);
    await keepWhole(startViewKey('/tickets/actual'), { ...captureStartView(render(), FACTS), css: [] });
    document.body.innerHTML = '<div id="root"></div>';
    await expect(paintStartView({ ...facts, ...change })).resolves.toBe(false);
    expect(document.getElementById(START_VIEW_ID)).toBeNull();
  });
});
