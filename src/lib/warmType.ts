// The first screens' type, set while the app's code travels. Each weight and size a page sets text in the
// first time costs the renderer a font lookup (on Linux a synchronous round trip to the browser per size);
// the app's first layout met them all at once, its longest task after the first paint
// (docs/decisions-bench.md). Set here a few per task instead, in a hidden line the page removes at once;
// the renderer keeps the fonts for the app's layout.
import { FIRST_SCREEN_TYPE } from './firstScreenType.ts';
import { nextTask } from './nextPaint.ts';

const PER_TASK = 3;

/** Letters of the page's script (a script the font lacks has a fallback font of its own to find). */
const sample = (lang: string): string => (lang === 'ka' || lang === 'ge' ? 'ქართ Ab 09' : 'Аб Ab 09');

/** Lays out a hidden line in each of the first screens' weights and sizes, a few per task; never throws. */
export const warmType = async (lang: string): Promise<void> => {
  const text = sample(lang);
  for (let i = 0; i < FIRST_SCREEN_TYPE.length; i += PER_TASK) {
    await nextTask();
    const line = document.createElement('div');
    line.className = 'visually-hidden';
    line.setAttribute('aria-hidden', 'true');
    for (const font of FIRST_SCREEN_TYPE.slice(i, i + PER_TASK)) {
      const [weight = '400', size = '16px'] = font.split(' ');
      const span = document.createElement('span');
      span.style.fontWeight = weight;
      span.style.fontSize = size;
      span.textContent = text;
      line.append(span);
    }
    document.body.append(line);
    void line.offsetHeight;
    line.remove();
  }
};
