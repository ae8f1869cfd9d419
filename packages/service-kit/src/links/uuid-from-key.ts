import { createHash } from 'node:crypto';

/** A UUID that is always the same for the same key (e.g. one audio job per trivia answer, made once). */
export function uuidFromKey(key: string): string {
  const hex = createHash('sha256').update(key).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
