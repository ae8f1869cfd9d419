// Builds bench/data/textbooks/ from local clones of the OpenStax repositories (a maintenance tool, not
// part of the benchmark run): node bench/dist/generation-quality/import-textbooks.js <dir> [--books slug,slug],
// where <dir> holds one git directory per book, named like the repository with "/" replaced by "+"
// (<dir>/openstax+osbooks-psychology/repo); --books imports only those books (slugs in corpus-manifest.ts).
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DOMParser } from '@xmldom/xmldom';
import { REPO_ROOT } from '@studyforge/scripts';
import { CnxmlSectionReader } from './cnxml-section-reader.js';
import { CORPUS_BOOKS, type CorpusBook } from './corpus-manifest.js';
import type { BookInfo } from './textbook-section.js';

import { TEXTBOOKS_DIR } from './corpus-reader.js';

const git = (gitDir: string, ...args: string[]) => execFileSync('git', ['--git-dir', gitDir, ...args], { encoding: 'utf8', maxBuffer: 64 << 20 });

interface Placement {
  number: string;
  chapter: string;
}

/** Each module's section number ("chapter.position", the chapter's introduction being .0) and chapter title. */
function placements(collectionXml: string): Map<string, Placement> {
  const found = new Map<string, Placement>();
  const root = new DOMParser().parseFromString(collectionXml, 'text/xml').documentElement!;
  let chapter = 0;
  const visit = (node: Element) => {
    const children = Array.from(node.childNodes).filter((child): child is Element => child.nodeType === 1);
    for (const child of children) {
      if (child.localName !== 'subcollection') {
        visit(child);
        continue;
      }
      const content = Array.from(child.childNodes).find((entry): entry is Element => entry.nodeType === 1 && (entry as Element).localName === 'content');
      const entries = content ? Array.from(content.childNodes).filter((entry): entry is Element => entry.nodeType === 1) : [];
      const modules = entries.filter((entry) => entry.localName === 'module');
      // A unit holds chapters (and may open with a module of its own): only a subcollection of modules alone is a chapter.
      if (modules.length === 0 || entries.some((entry) => entry.localName === 'subcollection')) {
        visit(child);
        continue;
      }
      chapter++;
      const title = Array.from(child.childNodes).find((entry): entry is Element => entry.nodeType === 1 && (entry as Element).localName === 'title')?.textContent?.trim() ?? '';
      modules.forEach((module, index) => found.set(module.getAttribute('document')!, { number: `${chapter}.${index}`, chapter: title }));
    }
  };
  visit(root as unknown as Element);
  return found;
}

function importBook(mirror: string, book: CorpusBook): void {
  const gitDir = join(mirror, book.repository.replace('/', '+'), 'repo');
  const commit = git(gitDir, 'rev-parse', 'HEAD').trim();
  const collection = git(gitDir, 'show', `HEAD:collections/${book.collection}.collection.xml`);
  const licenseUrl = /<md:license url="([^"]+)"/.exec(collection)?.[1] ?? '';
  const licenseName = licenseUrl.includes('by-nc-sa') ? 'Creative Commons Attribution-NonCommercial-ShareAlike 4.0 International (CC BY-NC-SA 4.0)' : 'Creative Commons Attribution 4.0 International (CC BY 4.0)';
  const info: BookInfo = {
    slug: book.slug,
    title: book.title,
    license: { name: licenseName, url: licenseUrl.replace('http://', 'https://') },
    attribution: `${book.title} by OpenStax (Rice University), licensed under ${licenseName}. Access for free at https://openstax.org/details/books/${book.slug}. Changed: only the text of the listed sections is kept (no images, tables or math), as JSON.`,
    source: `https://github.com/${book.repository} @ ${commit}`,
  };
  const where = placements(collection);
  const dir = join(TEXTBOOKS_DIR, book.slug);
  mkdirSync(dir, { recursive: true });
  for (const moduleId of book.modules) {
    const place = where.get(moduleId);
    if (!place) throw new Error(`${moduleId} is not in ${book.collection}`);
    const section = new CnxmlSectionReader(info, place.number, place.chapter).read(moduleId, git(gitDir, 'show', `HEAD:modules/${moduleId}/index.cnxml`));
    writeFileSync(join(dir, `${moduleId}.json`), `${JSON.stringify(section)}\n`);
    process.stdout.write(`${book.slug} ${section.number} ${section.title}: ${section.blocks.length} blocks, ${section.glossary.length} glossary terms\n`);
  }
}

function booksArgument(): Set<string> | undefined {
  const at = process.argv.indexOf('--books');
  if (at === -1) return undefined;
  const slugs = (process.argv[at + 1] ?? '').split(',').map((slug) => slug.trim()).filter(Boolean);
  const unknown = slugs.filter((slug) => !CORPUS_BOOKS.some((book) => book.slug === slug));
  if (slugs.length === 0 || unknown.length > 0) throw new Error(`--books needs slugs listed in corpus-manifest.ts${unknown.length > 0 ? ` (unknown: ${unknown.join(', ')})` : ''}`);
  return new Set(slugs);
}

const mirror = process.argv[2];
if (!mirror || mirror.startsWith('--')) throw new Error('usage: import-textbooks.js <directory of the books\' git directories> [--books slug,slug]');
const only = booksArgument();
for (const book of CORPUS_BOOKS) if (!only || only.has(book.slug)) importBook(mirror, book);
