/**
 * Run in its own process by tests/api/hardening-input-images.test.ts: sends the image at argv[2] through the
 * pipeline argv[3] times at once and prints the peak resident memory above the starting point, in MB, as JSON.
 */
import { readFileSync } from 'node:fs';
import { processImage } from '#server/features/media/pipeline.ts';

const input = readFileSync(process.argv[2]!);
const n = Number(process.argv[3] ?? 8);
const base = process.memoryUsage().rss;
let peak = base;
const sample = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 5);
const results = await Promise.allSettled(Array.from({ length: n }, () => processImage(input)));
clearInterval(sample);
peak = Math.max(peak, process.memoryUsage().rss);
const ok = results.filter((r) => r.status === 'fulfilled').length;
console.log(JSON.stringify({ ok, peakDeltaMB: Math.round((peak - base) / 2 ** 20) }));
