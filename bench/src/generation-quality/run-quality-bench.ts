// The quality benchmark alone, for tuning the engine: prints the report (the figures, the defect list and
// samples) and writes it into bench/RESULTS.md only with --write (`npm run bench -- --quality-only` writes it).
//   npm run build && node bench/dist/generation-quality/run-quality-bench.js [--books slug,slug] [--kinds pdf,docx,text,image] [--write]
// Tune only on the books that are not held out (corpus-manifest.ts); the held-out ones are reported apart.
import { join } from 'node:path';
import { REPO_ROOT } from '@studyforge/scripts';
import { writeResultsSection } from '../results-section.js';
import { measureGenerationQuality } from './generation-quality-bench.js';
import { INPUT_KINDS, type InputKind } from './input-kinds.js';
import { QUALITY_HEADING, renderQualityResults } from './quality-report.js';

function listArgument(name: string, what: string): string[] | undefined {
  const at = process.argv.indexOf(name);
  if (at === -1) return undefined;
  const value = process.argv[at + 1];
  if (!value || value.startsWith('--')) throw new Error(`${name} needs a comma-separated list of ${what}`);
  return value.split(',').map((part) => part.trim());
}

function kindsArgument(): InputKind[] | undefined {
  const kinds = listArgument('--kinds', `input kinds (${INPUT_KINDS.join(', ')})`);
  const unknown = kinds?.filter((kind) => !(INPUT_KINDS as readonly string[]).includes(kind));
  if (unknown?.length) throw new Error(`Unknown input kind: ${unknown.join(', ')} (known: ${INPUT_KINDS.join(', ')})`);
  return kinds as InputKind[] | undefined;
}

async function main(): Promise<void> {
  const log = (line: string) => process.stdout.write(`${line}\n`);
  const kinds = kindsArgument();
  const write = process.argv.includes('--write');
  if (write && kinds) throw new Error('--write records every input kind: leave out --kinds');
  const report = renderQualityResults(await measureGenerationQuality(log, { books: listArgument('--books', 'book slugs (see corpus-manifest.ts)'), kinds }));
  if (write) {
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
