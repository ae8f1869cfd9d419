// The quality benchmark alone, for tuning the engine: prints the report (the figures, the defect list and
// samples) and writes it into bench/RESULTS.md only with --write (`npm run bench -- --quality-only` writes it).
//   npm run build && node bench/dist/generation-quality/run-quality-bench.js [--books slug,slug] [--write]
// Tune only on the books that are not held out (corpus-manifest.ts); the held-out ones are reported apart.
import { join } from 'node:path';
import { REPO_ROOT } from '@studyforge/scripts';
import { writeResultsSection } from '../results-section.js';
import { measureGenerationQuality } from './generation-quality-bench.js';
import { QUALITY_HEADING, renderQualityResults } from './quality-report.js';

function booksArgument(): string[] | undefined {
  const at = process.argv.indexOf('--books');
  if (at === -1) return undefined;
  const value = process.argv[at + 1];
  if (!value || value.startsWith('--')) throw new Error('--books needs a comma-separated list of book slugs (see corpus-manifest.ts)');
  return value.split(',').map((slug) => slug.trim());
}

async function main(): Promise<void> {
  const log = (line: string) => process.stdout.write(`${line}\n`);
  const report = renderQualityResults(await measureGenerationQuality(log, { books: booksArgument() }));
  if (process.argv.includes('--write')) {
    const file = join(REPO_ROOT, 'bench', 'RESULTS.md');
    writeResultsSection(file, QUALITY_HEADING, report);
    log(`Written to ${file}`);
  } else log(`\n${report}`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`The quality benchmark failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
