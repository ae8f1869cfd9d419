import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/** Where the section that starts at `from` ends: at the next `# ` or `## ` heading, or at the end of the file. */
function sectionEnd(text: string, from: number): number {
  const headings = [text.indexOf('\n## ', from), text.indexOf('\n# ', from)].filter((index) => index !== -1);
  return headings.length ? Math.min(...headings) + 1 : text.length;
}

/**
 * Puts a section into the results file: replaces the section with the same heading (up to the next
 * `# ` or `## ` heading; a `# ` heading is a chapter, replaced with its `## ` sections) or appends it,
 * leaving every other section as it was.
 */
export function writeResultsSection(file: string, heading: string, section: string): void {
  if (heading.startsWith('# ')) {
    writeResultsChapter(file, heading, section, 'append');
    return;
  }
  replaceUpToNextHeading(file, heading, section);
}

/**
 * Puts only a chapter's own text (its `# ` heading up to its first `## ` section) into the results file,
 * keeping the chapter's sections (a run that measures one part of a chapter keeps the others).
 */
export function writeChapterIntroduction(file: string, heading: string, introduction: string): void {
  replaceUpToNextHeading(file, heading, introduction);
}

function replaceUpToNextHeading(file: string, heading: string, text: string): void {
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const start = current.indexOf(`${heading}\n`);
  if (start === -1) {
    writeFileSync(file, `${current.trimEnd()}\n\n${text.trimEnd()}\n`);
    return;
  }
  const end = sectionEnd(current, start + heading.length);
  const rest = current.slice(end);
  writeFileSync(file, `${current.slice(0, start)}${text.trimEnd()}\n${rest ? `\n${rest}` : ''}`);
}

/**
 * Puts a chapter (a `# ` heading and everything up to the next `# ` heading, its `## ` sections included)
 * into the results file, leaving every other chapter as it was.
 */
export function writeResultsChapter(file: string, heading: string, chapter: string, whereNew: 'prepend' | 'append' = 'prepend'): void {
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const start = current.indexOf(`${heading}\n`);
  if (start === -1) {
    const added = whereNew === 'append' ? `${current.trimEnd()}\n\n${chapter.trimEnd()}\n` : `${chapter.trimEnd()}\n${current ? `\n${current}` : ''}`;
    writeFileSync(file, added);
    return;
  }
  const next = current.indexOf('\n# ', start + heading.length);
  const rest = next === -1 ? '' : current.slice(next + 1);
  writeFileSync(file, `${current.slice(0, start)}${chapter.trimEnd()}\n${rest ? `\n${rest}` : ''}`);
}
