import { studyTextFromPage } from '@studyforge/contracts';
import type { ClipboardEvent } from 'react';

/**
 * The study text of what is on the clipboard, when it was copied from a web page or a document with its
 * headings, bold key terms or lists (text/html): those marks tell the generator which terms are key.
 * Null when the clipboard has nothing of the kind: the browser's own plain-text paste is then as good.
 */
export function markedTextOnClipboard(data: DataTransfer | null): string | null {
  const html = data?.getData('text/html');
  if (!html) return null;
  // A parsed, never rendered document: its scripts do not run and its pictures are not fetched.
  const page = studyTextFromPage(new DOMParser().parseFromString(html, 'text/html').body);
  return page.marked && page.text ? page.text : null;
}

/**
 * A paste into a textarea of study material that keeps the copied page's headings, bold and italics, lists and
 * framed boxes as Markdown. Inserted as typing is (the field's undo and length limit apply), so its change handler
 * sees it. True when it did so; false when the browser's own paste goes ahead.
 */
export function pasteKeepingMarks(event: ClipboardEvent<HTMLTextAreaElement>, onText: (text: string) => void): boolean {
  const marked = markedTextOnClipboard(event.clipboardData);
  if (marked === null) return false;
  event.preventDefault();
  const area = event.currentTarget;
  if (document.execCommand('insertText', false, marked)) return true;
  const room = area.maxLength > 0 ? area.maxLength - (area.value.length - (area.selectionEnd - area.selectionStart)) : marked.length;
  onText(area.value.slice(0, area.selectionStart) + marked.slice(0, Math.max(0, room)) + area.value.slice(area.selectionEnd));
  return true;
}
