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
