const ENTITIES: Readonly<Record<string, string>> = { '&amp;': ' and ', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };

/**
 * Plain, speakable text from markdown: keeps the words of headings, lists, links, emphasis, code
 * and tables; drops the syntax, URLs and HTML. Lines without closing punctuation (headings, list
 * items) get a full stop so the voice pauses between them.
 */
export function stripMarkdown(markdown: string): string {
  let text = markdown.replace(/\r\n?/g, '\n');
  text = text.replace(/^\s*(```|~~~)[^\n]*$/gm, '');
  text = text.replace(/`([^`\n]*)`/g, '$1');
  text = text.replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1');
  text = text.replace(/\[([^\]]+)\]\([^)]*\)/g, '$1');
  text = text.replace(/\[([^\]]+)\]\[[^\]]*\]/g, '$1');
  text = text.replace(/^\s{0,3}\[[^\]]+\]:\s*\S+.*$/gm, '');
  text = text.replace(/<[^>\n]+>/g, ' ');
  text = text.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? ' ');
  text = text.replace(/^\s{0,3}#{1,6}\s*/gm, '');
  text = text.replace(/^\s*>+\s?/gm, '');
  text = text.replace(/^\s*(?:[-*+]|\d+[.)])\s+(?:\[[ xX]\]\s+)?/gm, '');
  text = text.replace(/^\s*(?:[-*_]\s*){3,}$/gm, '');
  text = text.replace(/^\s*\|?(?:\s*:?-{2,}:?\s*\|)+\s*(?::?-{2,}:?)?\s*$/gm, '');
  text = text.replace(/^\s*\|/gm, '').replace(/\|\s*$/gm, '').replace(/\s*\|\s*/g, ', ');
  text = text.replace(/(\*\*|__)(\S(?:[^\n]*?\S)?)\1/g, '$2');
  text = text.replace(/(^|[^\p{L}\p{N}])[*_](\S(?:[^\n]*?\S)?)[*_](?=[^\p{L}\p{N}]|$)/gmu, '$1$2');
  text = text.replace(/~~([^\n]*?)~~/g, '$1');
  text = text.replace(/\bhttps?:\/\/\S+/g, ' ');
  text = text.replace(/[*_`~#>|\\^{}[\]]/g, ' ');
  return text
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .filter((line) => /[\p{L}\p{N}]/u.test(line))
    .map((line) => (/[.!?:;,]$/u.test(line) ? line : `${line}.`))
    .join(' ');
}
