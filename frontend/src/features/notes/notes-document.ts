import type { Citation, StudyGuide } from '@studyforge/contracts';

export interface NoteItem {
  kind: 'bullet' | 'paragraph';
  text: string;
  /** The source of a bullet the student has not reworded; null for their own lines. */
  citation: Citation | null;
}

export interface NoteSection {
  /** null for lines before the first heading. */
  heading: string | null;
  items: NoteItem[];
}

export interface NotesDocument {
  title: string;
  sections: NoteSection[];
}

const normalize = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * The notes as shown: title, sections and bullet items (spec §2). Read from the markdown the student
 * may have edited (`# title`, `## heading`, `- bullet`, plain lines as paragraphs); every bullet whose
 * text is still the generated one keeps its citation from the study guide.
 */
export function notesDocument(notes: string, guide: StudyGuide | null): NotesDocument {
  const citations = new Map<string, Citation>();
  for (const section of guide?.sections ?? []) {
    for (const bullet of section.bullets) {
      const key = normalize(bullet.text);
      if (!citations.has(key)) citations.set(key, bullet.citation);
    }
  }

  let title: string | null = null;
  const sections: NoteSection[] = [];
  let section: NoteSection | null = null;
  const current = () => {
    if (!section) {
      section = { heading: null, items: [] };
      sections.push(section);
    }
    return section;
  };

  for (const raw of notes.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (heading) {
      const text = heading[2].replace(/\s+#+$/, '').trim();
      if (heading[1].length === 1 && title === null) {
        title = text;
        continue;
      }
      section = { heading: text, items: [] };
      sections.push(section);
      continue;
    }
    const bullet = /^(?:[-*+]|\d+[.)])\s+(.*)$/.exec(line);
    if (bullet) {
      const text = bullet[1].trim();
      current().items.push({ kind: 'bullet', text, citation: citations.get(normalize(text)) ?? null });
      continue;
    }
    current().items.push({ kind: 'paragraph', text: line, citation: null });
  }

  return {
    title: title ?? guide?.title ?? 'Study notes',
    sections: sections.filter((s) => s.heading !== null || s.items.length > 0),
  };
}

/** The text of one section, for reading it aloud. */
export function sectionText(section: NoteSection): string {
  return [section.heading ?? '', ...section.items.map((item) => item.text)].filter(Boolean).join('. ');
}
