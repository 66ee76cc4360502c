import { BUDGETS, kb, type PageWeight } from './sizes.ts';
import type { BenchSummary } from './summary.ts';

/** One line per page (JavaScript on first load and HTML, brotli), and each figure into the budget table. */
export function printWeights(weights: PageWeight[], summary: BenchSummary): void {
  console.log('\nPage weight (brotli, KB of 1,000 bytes; JavaScript loaded on first load, before any interaction)');
  const width = Math.max(...weights.map((w) => w.path.length));
  for (const w of weights) {
    console.log(
      `  ${w.path.padEnd(width)}  ${w.kind.padEnd(6)}  js ${String(w.js.files.length).padStart(2)} files ${String(kb(w.js.brotli)).padStart(6)} KB / ${BUDGETS.js[w.kind]}` +
        `  html ${String(kb(w.html.raw)).padStart(6)} KB raw ${String(kb(w.html.brotli)).padStart(5)} KB br / ${BUDGETS.html[w.kind]}`,
    );
  }
  for (const w of weights) {
    summary.add({ figure: `${w.path} JavaScript (br)`, value: kb(w.js.brotli), unit: 'KB', budget: { max: BUDGETS.js[w.kind] } });
    summary.add({ figure: `${w.path} HTML (br)`, value: kb(w.html.brotli), unit: 'KB', budget: { max: BUDGETS.html[w.kind] } });
  }
}
