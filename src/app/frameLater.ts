// The frame's parts that come after the first screen, in one chunk (laterParts.ts): the footer (below the
// fold), the screen's title with its announcement (the start view keeps the last title until then), and
// arena's own navigation (its code is arena's alone).
export { AccountNav } from './AccountNav.tsx';
export { Footer } from './Footer.tsx';
export { ScreenTitle } from './ScreenTitle.tsx';
