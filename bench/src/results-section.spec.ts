import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeChapterIntroduction, writeResultsSection } from './results-section.js';

function resultsFile(text: string): string {
  const file = join(mkdtempSync(join(tmpdir(), 'results-')), 'RESULTS.md');
  writeFileSync(file, text);
  return file;
}

describe('writeResultsSection', () => {
  it('replaces a ## section up to the next heading and keeps the rest', () => {
    const file = resultsFile('# A\n\n## One\n\nold\n\n## Two\n\nkept\n');
    writeResultsSection(file, '## One', '## One\n\nnew\n');
    expect(readFileSync(file, 'utf8')).toBe('# A\n\n## One\n\nnew\n\n## Two\n\nkept\n');
  });

  it('replaces a # chapter with its ## sections, leaving none of the old ones behind', () => {
    const file = resultsFile('# Quality\n\nold table\n\n## Targets\n\nold targets\n\n# Next\n\nkept\n');
    writeResultsSection(file, '# Quality', '# Quality\n\nnew table\n\n## Targets\n\nnew targets\n');
    expect(readFileSync(file, 'utf8')).toBe('# Quality\n\nnew table\n\n## Targets\n\nnew targets\n\n# Next\n\nkept\n');
  });

  it('appends a chapter the file does not have yet', () => {
    const file = resultsFile('# First\n\nkept\n');
    writeResultsSection(file, '# Quality', '# Quality\n\nnew\n');
    expect(readFileSync(file, 'utf8')).toBe('# First\n\nkept\n\n# Quality\n\nnew\n');
  });
});

describe('writeChapterIntroduction', () => {
  it("replaces a chapter's own text and keeps its ## sections and the chapters after it", () => {
    const file = resultsFile('# Before\n\nkept\n\n# 50-page PDF\n\nold timings\n\n## First load\n\nkept too\n\n# Next\n\nkept\n');
    writeChapterIntroduction(file, '# 50-page PDF', '# 50-page PDF\n\nnew timings\n');
    expect(readFileSync(file, 'utf8')).toBe('# Before\n\nkept\n\n# 50-page PDF\n\nnew timings\n\n## First load\n\nkept too\n\n# Next\n\nkept\n');
  });
});
