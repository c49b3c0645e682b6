// BENCH_SMOKE=1 (`npm run bench:smoke`): every part runs at a token size, in seconds rather than minutes, so CI can
// prove the benchmark still works end to end. Its figures mean nothing and nothing judges them; a part that throws
// fails the run.
export const smoke = process.env.BENCH_SMOKE === '1';

/** `full` normally, `small` in smoke mode. */
export const sized = <T>(full: T, small: T): T => (smoke ? small : full);
