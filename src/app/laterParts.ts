// The frame's parts drawn after the first screen, or only by one brand (frameLater.ts): one chunk, asked for
// when the first of them is drawn, with the language's texts they need.
import { allTexts } from '../lib/i18n/i18n.ts';

export const laterParts = () => Promise.all([import('./frameLater.ts'), allTexts()]).then(([m]) => m);
