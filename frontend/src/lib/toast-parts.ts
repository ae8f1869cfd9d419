/**
 * A spec message written as 'Title: description' split for a toast; a message without that shape
 * is all description under the given title.
 */
export function toastPartsOf(message: string, fallbackTitle: string): { title: string; description: string } {
  const match = /^([A-Z][^:.!?]{2,40}): (.+)$/s.exec(message);
  if (match) return { title: match[1], description: match[2] };
  return { title: fallbackTitle, description: message };
}
