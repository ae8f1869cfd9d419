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

/** The prefixes under which generation keeps a student's objects: uploads, read-aloud audio, exports. */
export function userObjectPrefixes(userId: string): string[] {
  return [`uploads/${userId}/`, `audio/read-aloud/${userId}/`, exportPrefixOf(userId)];
}
