import { describe, expect, it } from 'vitest';
import { KNOWLEDGE_BASE } from './knowledge-base.js';
import { resolveTopic } from './topic-resolver.js';

const topic = (label: string, extra: { major?: string; course?: string; description?: string } = {}) => ({
  label,
  major: extra.major ?? null,
  course: extra.course ?? null,
  description: extra.description ?? null,
});
const courses = (found: Array<{ course: string }>) => found.map((entry) => entry.course);

describe('resolveTopic', () => {
  it('takes the exact course of a major', () => {
    expect(courses(resolveTopic(topic('Data Structures', { major: 'Computer Science', course: 'Data Structures' }), KNOWLEDGE_BASE))).toEqual([
      'Data Structures',
    ]);
  });

  it('finds a course by name, a major by name, and a course by one of its key terms', () => {
    expect(courses(resolveTopic(topic('organic chemistry'), KNOWLEDGE_BASE))).toEqual(['Organic Chemistry']);
    expect(resolveTopic(topic('Economics'), KNOWLEDGE_BASE)).toHaveLength(10);
    const photosynthesis = KNOWLEDGE_BASE.find((entry) => entry.facts.some((fact) => fact.term.toLowerCase() === 'photosynthesis'));
    expect(photosynthesis).toBeDefined();
    expect(courses(resolveTopic(topic('Photosynthesis'), KNOWLEDGE_BASE))[0]).toBe(photosynthesis!.course);
  });

  it("keeps a book within its subject's courses, and falls back to that subject rather than an unrelated field", () => {
    const byDescription = resolveTopic(
      topic('The Guns of August by Barbara W. Tuchman', { major: 'History', description: 'The first month of the First World War in 1914.' }),
      KNOWLEDGE_BASE,
    );
    expect(byDescription.length).toBeGreaterThan(0);
    expect(byDescription.every((entry) => entry.major === 'History')).toBe(true);
    const novel = resolveTopic(topic('To Kill a Mockingbird by Harper Lee', { major: 'English' }), KNOWLEDGE_BASE);
    expect(novel.length).toBeGreaterThan(0);
    expect(novel.every((entry) => entry.major === 'English')).toBe(true);
  });

  it('finds nothing for words that match no course', () => {
    expect(resolveTopic(topic('zzqx blorf'), KNOWLEDGE_BASE)).toEqual([]);
  });
});
