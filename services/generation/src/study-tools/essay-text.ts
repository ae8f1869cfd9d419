export function essayWordCount(text: string): number {
  return text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)?.length ?? 0;
}

/** The essay's title: its first line when that is short and unpunctuated (a heading), else the file name or its first words. */
export function essayTitle(text: string, fileName: string | null): string {
  const firstLine = text.trim().split('\n')[0]?.trim() ?? '';
  if (firstLine && firstLine.length <= 100 && !/[.!?]$/.test(firstLine) && essayWordCount(firstLine) <= 14) return firstLine;
  if (fileName) return fileName.replace(/\.[^.]+$/, '').slice(0, 100);
  const words = firstLine.split(/\s+/).slice(0, 8).join(' ');
  return words.length < firstLine.length ? `${words}…` : words || 'Essay';
}
