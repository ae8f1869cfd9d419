import { MAJORS } from '@studyforge/contracts';
import { describe, expect, it } from 'vitest';
import { KNOWLEDGE_BASE } from './knowledge-base.js';

describe('subject knowledge', () => {
  it('covers every course of every major with at least 12 facts', () => {
    for (const major of MAJORS) {
      for (const course of major.courses) {
        const entry = KNOWLEDGE_BASE.find((item) => item.major === major.name && item.course === course);
        expect(entry, `${major.name} / ${course}`).toBeDefined();
        expect(entry!.facts.length, `${major.name} / ${course}`).toBeGreaterThanOrEqual(12);
      }
    }
    expect(KNOWLEDGE_BASE).toHaveLength(150);
  });

  it('has distinct terms per course, and definitions that do not give the term away', () => {
    for (const entry of KNOWLEDGE_BASE) {
      const terms = entry.facts.map((fact) => fact.term.toLowerCase());
      expect(new Set(terms).size, `${entry.course}: duplicate terms`).toBe(terms.length);
      for (const fact of entry.facts) {
        expect(fact.term.trim(), entry.course).toBe(fact.term);
        expect(fact.definition.length, `${entry.course} / ${fact.term}`).toBeGreaterThan(25);
        expect(fact.definition.length, `${entry.course} / ${fact.term}`).toBeLessThan(260);
        expect(fact.definition.toLowerCase(), `${entry.course} / ${fact.term}`).not.toContain(fact.term.toLowerCase());
        expect(/[.!?]$/.test(fact.definition), `${entry.course} / ${fact.term}: one full sentence`).toBe(true);
      }
    }
  });
});
