/**
 * What a copied web page or document carries on the clipboard (text/html), read as the study text the
 * generation service reads: headings as "#" lines, bold as "**…**", italics as "*…*", list items as "- "
 * or "1. " lines, paragraphs apart, and what the page frames or shades apart from its running text (a
 * textbook's feature box, a callout) as "> " lines. A textbook's key terms are set in bold; a paste kept as
 * plain text loses them. Works on any DOM-shaped tree (the browser's DOMParser, or a tree built in memory).
 */
export interface PageNode {
  /** 1 for an element, 3 for text. */
  nodeType: number;
  /** The tag name for an element ("P", "strong"), "#text" for text. */
  nodeName: string;
  nodeValue: string | null;
  childNodes: ArrayLike<PageNode>;
  getAttribute?(name: string): string | null;
}

export interface PageText {
  text: string;
  /** Whether any heading, emphasis or list came through: without them the page's own plain text is as good. */
  marked: boolean;
}

const ELEMENT = 1;
const TEXT = 3;
const DOCUMENT = 9;
const FRAGMENT = 11;
const SKIPPED = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'HEAD', 'TITLE', 'META', 'LINK', 'SVG', 'IMG', 'VIDEO', 'AUDIO', 'IFRAME', 'OBJECT', 'CANVAS', 'BUTTON', 'INPUT', 'SELECT', 'TEXTAREA']);
const BLOCKS = new Set(['P', 'DIV', 'SECTION', 'ARTICLE', 'ASIDE', 'HEADER', 'FOOTER', 'MAIN', 'NAV', 'BLOCKQUOTE', 'FIGURE', 'FIGCAPTION', 'TABLE', 'TBODY', 'THEAD', 'TFOOT', 'TR', 'DL', 'DT', 'DD', 'ADDRESS', 'CAPTION', 'DETAILS', 'SUMMARY', 'HR', 'UL', 'OL']);
const HEADING = /^H([1-6])$/;
const CELLS = new Set(['TD', 'TH']);
/**
 * A frame all round, or a bar down one side (a callout), with a width that is not zero and a style that draws (a copied
 * page carries its computed styles inline). A line above or below alone is a rule under a title, not a frame.
 */
const DRAWN_BORDER = /(?:^|;)\s*border(?:-(?:right|left))?\s*:([^;]*)/gi;
const BACKGROUND = /(?:^|;)\s*background(?:-color)?\s*:([^;]*)/gi;
/** Backgrounds that set nothing apart: none, see-through, or the page's own white. */
const PLAIN_BACKGROUND = /^(?:none|transparent|initial|inherit|unset|currentcolor|white|window|#fff(?:fff)?|rgba?\(\s*255\s*,\s*255\s*,\s*255\s*(?:,\s*1(?:\.0*)?\s*)?\)|rgba\([^)]*,\s*0(?:\.0*)?\s*\))$/i;

interface Style {
  bold: boolean;
  italic: boolean;
}

interface Run extends Style {
  text: string;
}

/** An element's own weight and slant: its tag, then its inline style (a copied page carries its computed styles inline). */
function styleOf(node: PageNode, inherited: Style): Style {
  const tag = node.nodeName.toUpperCase();
  let bold = inherited.bold || tag === 'B' || tag === 'STRONG';
  let italic = inherited.italic || tag === 'I' || tag === 'EM';
  const style = node.getAttribute?.('style') ?? '';
  const weight = /(?:^|;)\s*font-weight\s*:\s*([a-z0-9]+)/i.exec(style)?.[1]?.toLowerCase();
  if (weight) bold = weight === 'bold' || weight === 'bolder' || (/^\d+$/.test(weight) && Number(weight) >= 600);
  const slant = /(?:^|;)\s*font-style\s*:\s*([a-z]+)/i.exec(style)?.[1]?.toLowerCase();
  if (slant) italic = slant === 'italic' || slant === 'oblique';
  return { bold, italic };
}

/**
 * A block element printed apart from the running text: framed (a border all round or a bar down one side) or shaded (a background
 * that is not the page's white). Text highlighted inside a line is not a block and sets nothing apart.
 */
function isFramed(node: PageNode): boolean {
  const style = node.getAttribute?.('style') ?? '';
  for (const [, value = ''] of style.matchAll(DRAWN_BORDER)) {
    const side = value.replace(/\s*!important\s*$/i, '').trim();
    const zeroWidth = /(?:^|\s)0(?:\.0+)?(?:px|pt|em|rem)?(?:\s|$)/i.test(side);
    if (side && !zeroWidth && !/\b(?:none|hidden|transparent|initial|inherit|unset)\b/i.test(side)) return true;
  }
  for (const [, value = ''] of style.matchAll(BACKGROUND)) {
    const color = backgroundColor(value);
    if (color && !PLAIN_BACKGROUND.test(color)) return true;
  }
  return false;
}

/** The colour in a background declaration ("rgb(241, 241, 241)", "#d9d9d9", "lightgray"), or null when it sets none (an image). */
function backgroundColor(value: string): string | null {
  const written = /(?:rgba?|hsla?)\([^)]*\)|#[0-9a-f]{3,8}\b/i.exec(value)?.[0];
  if (written) return written;
  const word = value.replace(/\s*!important\s*$/i, '').trim();
  return /^[a-z]+$/i.test(word) ? word : null;
}

/** One line of runs as text: emphasis marks hug their words, spaces stay outside them. */
function renderRuns(runs: readonly Run[], withEmphasis: boolean): { text: string; marked: boolean } {
  const merged: Run[] = [];
  for (const run of runs) {
    const last = merged[merged.length - 1];
    const mark = (style: Style) => (style.bold ? 'b' : style.italic ? 'i' : '');
    if (last && mark(last) === mark(run)) last.text += run.text;
    else merged.push({ ...run });
  }
  let text = '';
  let marked = false;
  for (const run of merged) {
    const collapsed = run.text.replace(/[\s\u00a0]+/g, ' ');
    const mark = !withEmphasis ? '' : run.bold ? '**' : run.italic ? '*' : '';
    // Punctuation after the words stays outside the marks ("**osmosis**," not "**osmosis,**").
    const [, words = '', after = ''] = /^(.*?)([.,;:!?]*)$/s.exec(collapsed.trim()) ?? [];
    if (!mark || !/[\p{L}\p{N}]/u.test(words)) {
      text += collapsed;
      continue;
    }
    marked = true;
    text += `${collapsed.startsWith(' ') ? ' ' : ''}${mark}${words}${mark}${after}${collapsed.endsWith(' ') ? ' ' : ''}`;
  }
  return { text: text.replace(/ {2,}/g, ' ').trim(), marked };
}

/** The text under a node as written, line breaks kept (preformatted text: code, a poem). */
function rawText(node: PageNode): string {
  if (node.nodeType === TEXT) return node.nodeValue ?? '';
  if (node.nodeName.toUpperCase() === 'BR') return '\n';
  return Array.from(node.childNodes).map(rawText).join('');
}

/** Reads a copied page's tree into study text. */
export function studyTextFromPage(root: PageNode): PageText {
  /** `joined`: on the line right after the one before (list items, preformatted lines), not a paragraph apart. */
  const blocks: { text: string; tight: boolean; joined: boolean }[] = [];
  let runs: Run[] = [];
  let marked = false;
  const lists: { ordered: boolean; next: number }[] = [];
  let prefix = '';
  let heading = 0;
  /** How many framed or shaded blocks the walk is inside: their lines are quoted ("> "). */
  let framed = 0;
  const quoted = (text: string) => (framed > 0 ? `> ${text}` : text);

  const flush = (tight = false) => {
    const line = renderRuns(runs, heading === 0);
    runs = [];
    if (!line.text) return;
    marked ||= line.marked || heading > 0 || prefix !== '' || framed > 0;
    const text = heading > 0 ? `${'#'.repeat(heading)} ${line.text}` : `${prefix}${line.text}`;
    blocks.push({ text: quoted(text), tight, joined: tight && blocks[blocks.length - 1]?.tight === true });
    prefix = '';
  };

  const walk = (node: PageNode, style: Style) => {
    if (node.nodeType === TEXT) {
      runs.push({ text: node.nodeValue ?? '', ...style });
      return;
    }
    if (node.nodeType !== ELEMENT && node.nodeType !== DOCUMENT && node.nodeType !== FRAGMENT) return;
    const tag = node.nodeName.toUpperCase();
    if (SKIPPED.has(tag)) return;
    if (tag === 'BR') {
      flush(lists.length > 0);
      return;
    }
    if (tag === 'PRE') {
      flush();
      const lines = rawText(node).split('\n').filter((line) => line.trim());
      lines.forEach((line, index) => blocks.push({ text: quoted(line.replace(/\s+$/, '')), tight: false, joined: index > 0 }));
      return;
    }
    const level = HEADING.exec(tag)?.[1];
    const own = styleOf(node, style);
    const children = () => Array.from(node.childNodes).forEach((child) => walk(child, own));
    if (level) {
      flush();
      heading = Number(level);
      children();
      flush();
      heading = 0;
    } else if (tag === 'LI') {
      flush(true);
      const list = lists[lists.length - 1];
      const indent = '  '.repeat(Math.max(0, lists.length - 1));
      prefix = `${indent}${list?.ordered ? `${list.next++}. ` : '- '}`;
      children();
      flush(true);
    } else if (tag === 'UL' || tag === 'OL') {
      flush(lists.length > 0);
      lists.push({ ordered: tag === 'OL', next: Number(node.getAttribute?.('start') ?? 1) || 1 });
      children();
      lists.pop();
      flush(lists.length > 0);
    } else if (tag === 'TR') {
      flush(true);
      children();
      flush(true);
    } else if (CELLS.has(tag)) {
      if (runs.length > 0) runs.push({ text: ' | ', bold: false, italic: false });
      children();
    } else if (BLOCKS.has(tag)) {
      flush(lists.length > 0);
      const apart = isFramed(node);
      if (apart) framed += 1;
      children();
      flush(lists.length > 0);
      if (apart) framed -= 1;
    } else {
      children();
    }
  };

  walk(root, { bold: false, italic: false });
  flush();
  const text = blocks.map((block, index) => (index === 0 ? '' : block.joined ? '\n' : '\n\n') + block.text).join('');
  return { text, marked };
}
