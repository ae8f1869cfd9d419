/** What a student gives a generator: files, pasted text, or both. */
export interface StudyMaterial {
  files: readonly File[];
  text: string;
}

/** What a tool page sends: the material and the page's own fields (a count, say). */
export interface ToolRequest<TFields> {
  material: StudyMaterial;
  fields: TFields;
}

/** The fields of a page that only sends material. */
export type NoFields = Record<string, never>;

/** `files` (repeated) and `text`, the multipart fields every generator takes. */
export function studyMaterialForm(material: StudyMaterial): FormData {
  const form = new FormData();
  for (const file of material.files) form.append('files', file, file.name);
  form.set('text', material.text);
  return form;
}

/** At least one file or some non-blank text (spec §5). */
export function hasStudyMaterial(material: StudyMaterial): boolean {
  return material.files.length > 0 || material.text.trim().length > 0;
}
