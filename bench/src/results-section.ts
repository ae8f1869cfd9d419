import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/**
 * Puts a `## ` section into the results file: replaces the section with the same heading (up to the
 * next `## ` heading) or appends it, leaving every other section as it was.
 */
export function writeResultsSection(file: string, heading: string, section: string): void {
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const start = current.indexOf(`${heading}\n`);
  if (start === -1) {
    writeFileSync(file, `${current.trimEnd()}\n\n${section.trimEnd()}\n`);
    return;
  }
  const next = current.indexOf('\n## ', start + heading.length);
  const end = next === -1 ? current.length : next + 1;
  writeFileSync(file, `${current.slice(0, start)}${section.trimEnd()}\n${next === -1 ? '' : '\n'}${current.slice(end)}`);
}
