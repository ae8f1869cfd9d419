// Diagnostic: per tuned book, the paragraphs in one-cell tables of the bench DOCX input, the blocks the DOCX
// extractor marks boxed, and the boxed blocks the block classifier keeps as a definitions panel (tuned books only). Run from bench/.
import JSZip from 'jszip';
import { readCorpus } from './dist/generation-quality/corpus-reader.js';
import { HELD_OUT_SLUGS } from './dist/generation-quality/corpus-manifest.js';
import { buildDocx } from './dist/generation-quality/docx-input-builder.js';
import { extractDocx } from '@studyforge/generation-service/dist/extraction/docx-extractor.js';
import { studyBlocks } from '@studyforge/generation-service/dist/ai/local/analysis/block-classifier.js';

const totals = {};
for (const section of readCorpus().filter((s) => !HELD_OUT_SLUGS.has(s.book.slug))) {
  const bytes = await buildDocx(section);
  const xml = await (await JSZip.loadAsync(bytes)).file('word/document.xml').async('string');
  const tables = xml.match(/<w:tbl>[\s\S]*?<\/w:tbl>/g) ?? [];
  const oneCell = tables.filter((t) => (t.match(/<w:tc>/g) ?? []).length === 1);
  const cellParas = oneCell.reduce((n, t) => n + (t.match(/<w:t[ >]/g) ? (t.match(/<w:p[ >]/g) ?? []).length : 0), 0);
  const blocks = await extractDocx(bytes);
  const keep = studyBlocks(blocks);
  const t = (totals[section.book.slug] ??= { tables: 0, cellParas: 0, boxed: 0, keptBoxed: 0 });
  t.tables += oneCell.length;
  t.cellParas += cellParas;
  t.boxed += blocks.filter((b) => b.boxed).length;
  t.keptBoxed += blocks.filter((b, i) => b.boxed && keep[i]).length;
}
console.log(totals);
