/** Where a student's export and its parts are kept in storage (erased with the account). */
export function exportPrefixOf(userId: string): string {
  return `exports/${userId}/`;
}

export function exportObjectKey(userId: string, exportId: string): string {
  return `${exportPrefixOf(userId)}${exportId}.zip`;
}

export function exportPartKey(userId: string, exportId: string, name: string): string {
  return `${exportPrefixOf(userId)}parts/${exportId}/${name}`;
}

/** The prefixes under which generation keeps a student's objects: uploads, audio of every kind, exports. */
export function userObjectPrefixes(userId: string): string[] {
  return [`uploads/${userId}/`, ...['read-aloud', 'recaps', 'tutor'].map((kind) => `audio/${kind}/${userId}/`), exportPrefixOf(userId)];
}

/**
 * Every string in the student's rows that names one of their objects: keys carry the student's id as a
 * folder (`audio/recaps/<userId>/…`), so a table added later is covered without a list to keep.
 */
export function objectKeysIn(value: unknown, userId: string, keys: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') {
    if (value.includes(`/${userId}/`) && !/\s/.test(value) && value.length <= 500) keys.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) objectKeysIn(item, userId, keys);
  } else if (typeof value === 'object' && value !== null) {
    for (const item of Object.values(value)) objectKeysIn(item, userId, keys);
  }
  return keys;
}
