// Small statistics and formatting for the printed figures.
export const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
};

export const summary = (xs: number[]) => ({
  median: median(xs),
  min: Math.min(...xs),
  max: Math.max(...xs),
  n: xs.length,
});

export const ms = (x: number): string => `${x.toFixed(0)} ms`;
export const kB = (bytes: number): string => `${(bytes / 1000).toFixed(1)} kB`;
