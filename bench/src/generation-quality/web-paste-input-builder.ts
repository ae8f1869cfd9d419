import { studyTextFromPage, type PageNode } from '@studyforge/contracts';
import { boxedRole } from './pdf-input-builder.js';
import { blockText, type SourceBlock, type TextbookSection, type TextRun } from './textbook-section.js';

const textNode = (value: string): PageNode => ({ nodeType: 3, nodeName: '#text', nodeValue: value, childNodes: [] });
const element = (tag: string, children: PageNode[], style?: string): PageNode => ({
  nodeType: 1,
  nodeName: tag,
  nodeValue: null,
  childNodes: children,
  getAttribute: (name) => (name === 'style' ? (style ?? null) : null),
});

/** A run as a browser copies it from the book's web page: the term's computed weight or slant set inline on its span. */
function runNode(run: TextRun): PageNode {
  if (run.b) return element('SPAN', [textNode(run.t)], 'font-weight: 700;');
  if (run.i) return element('SPAN', [textNode(run.t)], 'font-style: italic;');
  return textNode(run.t);
}

/** A heading or a paragraph (list items are gathered into their list by buildWebPaste). */
function blockNode(block: SourceBlock): PageNode {
  if (block.kind === 'heading') return element(`H${Math.min(6, block.level ?? 1)}`, [textNode(blockText(block))]);
  return element('P', block.runs.map(runNode));
}

/** A feature box's frame as Chromium copies it from the book's web page: its computed border and background set inline. */
const BOX_FRAME = 'border: 1px solid rgb(213, 213, 213); background: rgb(241, 241, 241); padding: 1rem; margin: 1rem 0px;';

/**
 * The section as a student pastes it after selecting the book's web page: the clipboard's HTML (headings, the
 * key terms' bold and the italics set inline, lists, feature boxes and objectives in their frame) read by the
 * paste box's own reading (studyTextFromPage). Exercises are numbered items, as in the plain paste.
 */
export function buildWebPaste(section: TextbookSection): string {
  const body: PageNode[] = [];
  let box: PageNode[] | null = null;
  let list: { tag: 'UL' | 'OL'; items: PageNode[] } | null = null;
  const closeList = () => {
    if (list) (box ?? body).push(element(list.tag, list.items));
    list = null;
  };
  const closeBox = () => {
    closeList();
    if (box) body.push(element('DIV', box, BOX_FRAME));
    box = null;
  };
  for (const block of section.blocks) {
    if (boxedRole(block) !== (box !== null)) {
      closeBox();
      if (boxedRole(block)) box = [];
    }
    const exercise = block.role === 'exercise' && block.kind !== 'heading';
    const listTag = exercise ? 'OL' : block.kind === 'list-item' ? 'UL' : null;
    if (list && list.tag !== listTag) closeList();
    if (listTag) {
      list ??= { tag: listTag, items: [] };
      list.items.push(element('LI', block.runs.map(runNode)));
      continue;
    }
    (box ?? body).push(blockNode(block));
  }
  closeBox();
  return `${studyTextFromPage(element('BODY', body)).text}\n`;
}
