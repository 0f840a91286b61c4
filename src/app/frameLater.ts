// The frame's parts that come after the first screen, in one chunk: the footer (below the fold), and the
// screen's title with its announcement (the start view keeps the last title until then).
export { Footer } from './Footer.tsx';
export { ScreenTitle } from './ScreenTitle.tsx';
