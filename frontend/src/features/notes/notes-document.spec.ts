import { studyGuideToMarkdown, type StudyGuide } from '@studyforge/contracts';
import { describe, expect, it } from 'vitest';
import { notesDocument, sectionText } from './notes-document';

const cite = (quote: string) => ({ fileName: 'cells.pdf', page: 2, section: null, quote });
const guide: StudyGuide = {
  title: 'Cell Biology',
  sections: [
    { heading: 'Organelles', bullets: [{ text: 'Mitochondria make ATP.', citation: cite('The mitochondria...') }] },
    { heading: 'Membranes', bullets: [{ text: 'The membrane is selectively permeable.', citation: cite('A membrane...') }] },
  ],
};

describe('notes document', () => {
  it('reads the generated markdown back into the guide with every citation', () => {
    const doc = notesDocument(studyGuideToMarkdown(guide), guide);
    expect(doc.title).toBe('Cell Biology');
    expect(doc.sections.map((s) => s.heading)).toEqual(['Organelles', 'Membranes']);
    expect(doc.sections[0].items).toEqual([{ kind: 'bullet', text: 'Mitochondria make ATP.', citation: guide.sections[0].bullets[0].citation }]);
  });

  it('shows the student’s edits: new lines have no citation, untouched bullets keep theirs', () => {
    const edited = [
      '# Cell Biology (my notes)',
      '',
      '## Organelles',
      '- Mitochondria make ATP.',
      '- Ribosomes build proteins.',
      'Remember this for the midterm!',
      '## Exam tips',
      '* Sleep well',
    ].join('\n');
    const doc = notesDocument(edited, guide);
    expect(doc.title).toBe('Cell Biology (my notes)');
    expect(doc.sections).toHaveLength(2);
    expect(doc.sections[0].items.map((item) => [item.kind, item.citation !== null])).toEqual([
      ['bullet', true],
      ['bullet', false],
      ['paragraph', false],
    ]);
    expect(doc.sections[1]).toEqual({ heading: 'Exam tips', items: [{ kind: 'bullet', text: 'Sleep well', citation: null }] });
  });

  it('keeps lines before any heading and falls back to the guide title', () => {
    const doc = notesDocument('Just a line\n- and a bullet', guide);
    expect(doc.title).toBe('Cell Biology');
    expect(doc.sections[0].heading).toBeNull();
    expect(doc.sections[0].items).toHaveLength(2);
    expect(notesDocument('', null)).toEqual({ title: 'Study notes', sections: [] });
  });

  it('joins a section for read-aloud', () => {
    const doc = notesDocument(studyGuideToMarkdown(guide), guide);
    expect(sectionText(doc.sections[0])).toBe('Organelles. Mitochondria make ATP.');
  });
});
