import { scoreBand, scoreIcon } from '@studyforge/contracts';
import { describe, expect, it } from 'vitest';
import { essayFileProblem } from './essay-files';

describe('Essay Grader files and bands', () => {
  it('takes PDF, Word and text files up to 10MB, with the spec texts for the rest', () => {
    expect(essayFileProblem({ name: 'essay.docx', size: 1000 })).toBeNull();
    expect(essayFileProblem({ name: 'essay.DOC', size: 1000 })).toBeNull();
    expect(essayFileProblem({ name: 'essay.png', size: 1000 })).toBe('Invalid file type: Please upload a PDF, Word document, or text file.');
    expect(essayFileProblem({ name: 'essay.pdf', size: 10 * 1024 * 1024 + 1 })).toBe('File too large: Please select a file smaller than 10MB.');
  });

  it('colours scores in the bands 90+, 80, 70, 60 and below, with icons changing at 80 and 60', () => {
    expect([95, 90, 89, 80, 79, 70, 69, 60, 59, 0].map(scoreBand)).toEqual(['excellent', 'excellent', 'good', 'good', 'fair', 'fair', 'weak', 'weak', 'poor', 'poor']);
    expect([100, 80, 79, 60, 59].map(scoreIcon)).toEqual(['high', 'high', 'middle', 'middle', 'low']);
  });
});
