import { describe, expect, it } from 'vitest';
import { textToDocument } from '../extraction/extract-document.js';
import { writeLecture } from '../ai/local/tutor/lecture-writer.js';
import { lectureText } from '@studyforge/contracts';
import { answerFromMaterial } from './tutor-answerer.js';
import { passagesOfDocuments, passagesOfLecture } from './tutor-passages.js';

const NOTES = `# Cell Biology

## Mitochondria
The mitochondrion is the organelle that produces most of the cell's supply of ATP through cellular respiration. Muscle cells, for example, contain thousands of mitochondria. Mitochondria have their own DNA.

## Photosynthesis
Photosynthesis converts light energy into chemical energy stored in glucose. Chlorophyll absorbs light most strongly in the blue and red wavelengths. The Calvin cycle fixes carbon dioxide into sugar.

## Cell division
Mitosis produces two genetically identical daughter cells. Meiosis produces four haploid gametes. Walther Flemming described mitosis in 1882.`;

const documents = [textToDocument(NOTES, 'cells.txt')];

describe('Tutor Me from the material', () => {
  it('writes a lecture with an introduction, cited key ideas with examples, and a summary', () => {
    const lecture = writeLecture(documents, 'Cell Biology');
    expect(lecture.introduction).toMatch(/^Welcome\. Today's lecture is about Cell Biology\. We will go through 3 key ideas: Mitochondria; Photosynthesis; Cell division\.$/);
    expect(lecture.keyIdeas.map((idea) => idea.heading)).toEqual(['Mitochondria', 'Photosynthesis', 'Cell division']);
    expect(lecture.keyIdeas[0]!.example).toBe('Muscle cells, for example, contain thousands of mitochondria.');
    for (const idea of lecture.keyIdeas) expect(NOTES).toContain(idea.citation.quote);
    expect(lecture.summary.length).toBeGreaterThan(50);
  });

  it('answers from the passages that cover the question, and says so when none does', () => {
    const lecture = writeLecture(documents, 'Cell Biology');
    const passages = [...passagesOfLecture(lectureText(lecture)), ...passagesOfDocuments(documents)];
    const covered = answerFromMaterial('What does chlorophyll absorb?', passages, 'Cell Biology');
    expect(covered.grounded).toBe(true);
    expect(covered.response).toContain('Chlorophyll absorbs light most strongly in the blue and red wavelengths.');
    expect(covered.response.match(/Chlorophyll absorbs/g)).toHaveLength(1);
    expect(covered.sources[0]!.fileName).toMatch(/cells\.txt|Lecture/);
    const uncovered = answerFromMaterial('Who won the 1998 football world cup?', passages, 'Cell Biology');
    expect(uncovered).toEqual({ grounded: false, sources: [], response: expect.stringMatching(/does not cover that, so I will not guess/) });
    expect(answerFromMaterial('why?', passages, 'Cell Biology').grounded).toBe(false);
  });
});

describe('Tutor Me follow-up questions', () => {
  const passages = passagesOfDocuments(documents);
  const asked = [
    { role: 'user' as const, content: 'Tell me about meiosis.' },
    { role: 'assistant' as const, content: 'Meiosis produces four haploid gametes.' },
  ];

  it('searches the previous question\'s terms too when the question points back with a pronoun', () => {
    expect(answerFromMaterial('What does it produce?', passages, 'Cell Biology').sources).toHaveLength(3);
    expect(answerFromMaterial('What does it produce?', passages, 'Cell Biology', asked)).toEqual({
      response: 'Meiosis produces four haploid gametes.',
      grounded: true,
      sources: [expect.objectContaining({ section: 'Cell division', quote: 'Meiosis produces four haploid gametes.' })],
    });
  });

  it('answers a question with no terms of its own from the last question that had some, and leaves a full question alone', () => {
    const earlier = [{ role: 'user' as const, content: 'What does chlorophyll absorb?' }, { role: 'user' as const, content: 'why?' }];
    expect(answerFromMaterial('why?', passages, 'Cell Biology').grounded).toBe(false);
    expect(answerFromMaterial('And why?', passages, 'Cell Biology', earlier).response).toContain('Chlorophyll absorbs light');
    expect(answerFromMaterial('Who won the 1998 football world cup?', passages, 'Cell Biology', earlier).grounded).toBe(false);
  });
});
