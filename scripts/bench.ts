// `npm run bench`: performance figures, printed (never asserted in tests).
// The offline gate benchmark and the Lighthouse runs arrive with the offline and hardening issues;
// until then this script says so instead of printing made-up numbers.
console.info('bench: no benchmarks yet.');
console.info(
  '  - offline gate (first QR with no network, app vs. a minimal reference page): planned with the offline issue',
);
console.info('  - Lighthouse on the main screens: planned with the hardening issue');
