import { ESSAY_TYPES } from '@studyforge/contracts';
import { describe, expect, it } from 'vitest';
import { readEssay } from './essay-document.js';
import { padWithFiller, STRONG_ESSAY, WEAK_ESSAY } from './essay-fixtures.js';
import { measureEssay } from './essay-signals.js';
import { checkLanguage } from './language-checks.js';
import { EssayTooShortError, gradeEssayLocally } from './local-essay-grader.js';
import { spearman } from './rank-correlation.js';

const essayTextOf = (essay: string) => essay.replace(/\s+/g, ' ');

describe('local essay grader', () => {
  it('scores a well-built essay above a weak one, on the overall score and on every criterion it can tell apart', async () => {
    const strong = await gradeEssayLocally(STRONG_ESSAY, 'argumentative');
    const weak = await gradeEssayLocally(WEAK_ESSAY, 'argumentative');
    expect(strong.overallScore).toBeGreaterThan(weak.overallScore + 15);
    expect(strong.structureScore).toBeGreaterThan(weak.structureScore);
    expect(strong.clarityScore).toBeGreaterThan(weak.clarityScore);
    expect(strong.evidenceScore).toBeGreaterThan(weak.evidenceScore);
  });

  it('lowers the score of an essay padded with repeated filler, and says why', async () => {
    const original = await gradeEssayLocally(STRONG_ESSAY, 'argumentative');
    const padded = await gradeEssayLocally(padWithFiller(STRONG_ESSAY), 'argumentative');
    expect(padded.overallScore).toBeLessThan(original.overallScore - 10);
    expect(padded.styleScore).toBeLessThan(original.styleScore);
    expect(padded.improvements[0]!.text).toMatch(/repeats an earlier one/);
    expect(padded.summary).toMatch(/Repeated sentences/);
  });

  it('quotes a sentence of the essay in every feedback point and improvement', async () => {
    for (const essay of [STRONG_ESSAY, WEAK_ESSAY]) {
      const grading = await gradeEssayLocally(essay, 'argumentative');
      expect(grading.feedback.length).toBeGreaterThan(0);
      expect(grading.improvements.length).toBeGreaterThan(0);
      for (const remark of [...grading.feedback, ...grading.improvements]) expect(essayTextOf(essay)).toContain(remark.quote.replace(/…$/, ''));
    }
  });

  it('names misspellings with a Hunspell suggestion, quoting their sentence', async () => {
    const grading = await gradeEssayLocally(WEAK_ESSAY, 'argumentative');
    const spelling = grading.improvements.map((remark) => ({ remark, match: /Check the spelling of "(\w+)" \(perhaps "(\w+)"\)/.exec(remark.text) })).filter((entry) => entry.match);
    expect(spelling.length).toBe(2);
    for (const { remark, match } of spelling) {
      expect(['frends', 'frend', 'alot', 'becuase', 'erly', 'dont']).toContain(match![1]);
      expect(remark.quote).toContain(match![1]);
    }
    expect(spelling[0]!.remark.quote).not.toBe(spelling[1]!.remark.quote);
  });

  it('finds the thesis, and asks for one when an argumentative essay has none', async () => {
    const strong = await gradeEssayLocally(STRONG_ESSAY, 'argumentative');
    expect(strong.feedback.find((remark) => remark.criterion === 'idea')?.quote).toMatch(/^I believe high schools should start/);
    const weak = await gradeEssayLocally(WEAK_ESSAY.replace(/i think it is bad\. /, ''), 'argumentative');
    expect(weak.improvements.some((remark) => /states your main point/.test(remark.text))).toBe(true);
  });

  it('grades with the rubric of each of the eight essay types, within 0 to 100', async () => {
    const overall = new Set<number>();
    for (const essayType of ESSAY_TYPES) {
      const grading = await gradeEssayLocally(STRONG_ESSAY, essayType);
      for (const score of [grading.overallScore, grading.ideaScore, grading.structureScore, grading.clarityScore, grading.evidenceScore, grading.styleScore]) {
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(100);
      }
      overall.add(grading.overallScore);
    }
    // An argumentative essay is not a good narrative or descriptive one: the types weigh it differently.
    expect(overall.size).toBeGreaterThan(2);
  });

  it('refuses an essay too short to grade', async () => {
    await expect(gradeEssayLocally('Too short to grade.', 'personal')).rejects.toBeInstanceOf(EssayTooShortError);
  });

  it('measures rates, so that the same essay twice over is not better written', async () => {
    const once = readEssay(STRONG_ESSAY);
    const twice = readEssay(`${STRONG_ESSAY}\n\n${STRONG_ESSAY}`);
    const a = measureEssay(once, await checkLanguage(once.text));
    const b = measureEssay(twice, await checkLanguage(twice.text));
    expect(b.duplicateSentenceShare).toBeGreaterThan(0.4);
    expect(b.misspellingRate).toBeCloseTo(a.misspellingRate, 5);
    expect((await gradeEssayLocally(twice.text, 'argumentative')).overallScore).toBeLessThan((await gradeEssayLocally(once.text, 'argumentative')).overallScore);
  });
});

describe('spearman', () => {
  it('is 1 for the same order, -1 for the reverse, and averages ties', () => {
    expect(spearman([1, 2, 3, 4], [10, 20, 30, 40])).toBeCloseTo(1);
    expect(spearman([1, 2, 3, 4], [4, 3, 2, 1])).toBeCloseTo(-1);
    expect(spearman([1, 2, 2, 3], [1, 2, 3, 4])).toBeCloseTo(0.9487, 3);
  });
});
