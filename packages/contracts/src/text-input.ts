/**
 * Text from the outside world may not hold a NUL character: Postgres cannot store one in a text
 * column and no reader means one. Every request's params, query and fields are checked with this
 * before their schema, so a new text field is covered without being named here.
 */
export const textInputMessages = {
  nulCharacter: (field: string) => `${field ? `The field "${field}"` : 'The request'} contains a NUL character (\\u0000), which text cannot hold.`,
} as const;

/** The dotted path of the first string (or object key) holding a NUL character, or null when there is none. */
export function nulCharacterPath(value: unknown, path: readonly string[] = []): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = nulCharacterPath(item, [...path, String(index)]);
      if (found !== null) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) return [...path, key.replace(/\u0000/g, '\\u0000')].join('.');
      const found = nulCharacterPath(item, [...path, key]);
      if (found !== null) return found;
    }
  }
  return null;
}
