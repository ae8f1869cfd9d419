import { studyToolMessages, type EssayGrading, type SavedEssayGrade, type SavedVisualAnalysis } from '@studyforge/contracts';
import { randomUUID } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { call, postForm, signedInStudent } from '@studyforge/test-support';
import { animatedPng, essayDocx, notesPng, STRONG_ESSAY, WEAK_ESSAY } from './support/study-tool-material.js';

async function balanceOf(cookie: string): Promise<number> {
  return (await call('/api/user/credits', { cookie })).body.credits;
}

const analyze = (cookie: string, image: { name: string; bytes: Buffer } | null, question?: string, jobId?: string) =>
  postForm('/api/analyze-visual', { cookie, files: image ? [{ ...image, field: 'image' }] : [], fields: question === undefined ? {} : { question }, jobId });

const grade = (cookie: string, fields: Record<string, string>, essay?: { name: string; bytes: Buffer }, jobId?: string) =>
  postForm('/api/grade-essay', { cookie, files: essay ? [{ ...essay, field: 'essay' }] : [], fields, jobId });

const normalised = (text: string) => text.replace(/\s+/g, ' ');

describe('POST /api/analyze-visual', () => {
  it('analyses an image offline: its text, its kind, the terms explained; charges 5 credits and saves it for its owner alone', async () => {
    const owner = await signedInStudent();
    const bytes = await notesPng(['Osmosis moves water across a membrane.', 'Photosynthesis makes glucose from light.']);
    const jobId = randomUUID();
    const response = await analyze(owner.cookie, { name: 'biology-notes.png', bytes }, 'What is osmosis?', jobId);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({ jobId, creditsUsed: 5, question: 'What is osmosis?' });
    expect(response.body.visual.imageKind).toBe('printed-page');
    expect(response.body.visual.extractedText).toMatch(/osmosis moves water across a membrane/i);
    expect(response.body.analysis).toMatch(/^## Answer to your question/);
    expect(response.body.analysis).toMatch(/Osmosis: .*(course knowledge: Biology)/);
    expect(response.body.analysis).toMatch(/## What I cannot see/);
    expect(await balanceOf(owner.cookie)).toBe(45);

    const saved = (await call<SavedVisualAnalysis[]>('/api/user/visual-analyses', { cookie: owner.cookie })).body;
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ id: response.body.analysisId, fileName: 'biology-notes.png', question: 'What is osmosis?', analysis: response.body.analysis });

    const other = await signedInStudent();
    expect((await call('/api/user/visual-analyses', { cookie: other.cookie })).body).toEqual([]);
    expect((await call(`/api/jobs/${jobId}`, { cookie: other.cookie })).status).toBe(404);
    expect((await call('/api/user/visual-analyses')).status).toBe(401);
  }, 90_000);

  it("explains the image's terms from the student's own saved notes first", async () => {
    const { cookie } = await signedInStudent();
    const text = [
      'Diffusion and osmosis move substances across membranes without using energy.',
      'Osmosis is the movement of water through a semi-permeable membrane toward the side with more dissolved solute.',
      'Active transport uses ATP to move ions against their concentration gradient.',
      'The sodium-potassium pump is an example of active transport in animal cells.',
    ].join(' ');
    const notes = await postForm('/api/generate-notes', { cookie, fields: { text } });
    expect(notes.status, JSON.stringify(notes.body)).toBe(200);
    const response = await analyze(cookie, { name: 'osmosis.png', bytes: await notesPng(['Osmosis in plant cells', 'Water enters the root hair cells by osmosis.']) }, 'What is osmosis?');
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const terms = response.body.visual.sections.find((section: { heading: string }) => section.heading === 'Terms explained').items as string[];
    expect(terms.find((item) => item.startsWith('Osmosis'))).toMatch(/semi-permeable membrane.*\(from your saved material "/);
    expect(await balanceOf(cookie)).toBe(50 - 2 - 5);
  }, 90_000);

  it("refuses bad input with the spec's texts and charges nothing", async () => {
    const { cookie } = await signedInStudent();
    const png = await notesPng(['Mitosis']);
    const cases: Array<[Awaited<ReturnType<typeof analyze>>, string]> = [
      [await analyze(cookie, { name: 'notes.pdf', bytes: Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n') }, 'What is this?'), studyToolMessages.invalidImageType],
      [await analyze(cookie, { name: 'notes.txt', bytes: Buffer.from('Just some text pretending to be an image.') }, 'What is this?'), studyToolMessages.invalidImageType],
      [await analyze(cookie, { name: 'huge.png', bytes: Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024)]) }, 'What is this?'), studyToolMessages.imageTooLarge],
      [await analyze(cookie, { name: 'notes.png', bytes: png }, '   '), studyToolMessages.noQuestion],
      [await analyze(cookie, { name: 'notes.png', bytes: png }), studyToolMessages.noQuestion],
      [await analyze(cookie, null, 'What is this?'), studyToolMessages.noImage],
    ];
    for (const [response, message] of cases) {
      expect(response.status, JSON.stringify(response.body)).toBe(400);
      expect(response.body.message).toBe(message);
    }
    const twoImages = await postForm('/api/analyze-visual', { cookie, files: [{ name: 'a.png', bytes: png, field: 'image' }, { name: 'b.png', bytes: png, field: 'image' }], fields: { question: 'What?' } });
    expect(twoImages.status).toBe(400);
    expect(twoImages.body.message).toBe(studyToolMessages.oneFileOnly);
    expect(await balanceOf(cookie)).toBe(50);
  }, 60_000);

  it('refuses an animated image with a clear message and gives the credits back', async () => {
    const { cookie } = await signedInStudent();
    const response = await analyze(cookie, { name: 'moving.png', bytes: animatedPng(await notesPng(['Frame one'])) }, 'What does it say?');
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ code: 'UNPROCESSABLE_CONTENT', message: '"moving.png" is an animated image: upload a still picture (a screenshot of the frame you mean).' });
    expect(await balanceOf(cookie)).toBe(50);
  }, 60_000);
});

describe('POST /api/grade-essay', () => {
  it('grades a DOCX essay with the rubric of its type, quoting the essay in every remark; charges 8 credits; saved for its owner alone', async () => {
    const owner = await signedInStudent();
    const response = await grade(owner.cookie, { essayType: 'argumentative' }, { name: 'later-start.docx', bytes: await essayDocx() });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({ essayType: 'argumentative', title: 'Schools Should Start Later', creditsUsed: 8 });
    const grading = response.body.grading as EssayGrading;
    for (const key of ['overallScore', 'ideaScore', 'structureScore', 'clarityScore', 'evidenceScore', 'styleScore'] as const) {
      expect(grading[key]).toBeGreaterThanOrEqual(0);
      expect(grading[key]).toBeLessThanOrEqual(100);
    }
    expect(grading.overallScore).toBeGreaterThanOrEqual(75);
    expect(grading.feedback.length).toBeGreaterThan(0);
    for (const remark of [...grading.feedback, ...grading.improvements]) expect(normalised(STRONG_ESSAY)).toContain(remark.quote.replace(/…$/, ''));
    expect(await balanceOf(owner.cookie)).toBe(42);

    const weak = await grade(owner.cookie, { essayType: 'argumentative', essayText: WEAK_ESSAY });
    expect(weak.status).toBe(200);
    expect(weak.body.grading.overallScore).toBeLessThan(grading.overallScore - 15);
    expect(await balanceOf(owner.cookie)).toBe(34);

    const saved = (await call<SavedEssayGrade[]>('/api/user/essay-grades', { cookie: owner.cookie })).body;
    expect(saved.map((item) => item.id)).toEqual([weak.body.gradeId, response.body.gradeId]);
    expect(saved[1]!.grading).toEqual(grading);
    const other = await signedInStudent();
    expect((await call('/api/user/essay-grades', { cookie: other.cookie })).body).toEqual([]);
  }, 90_000);

  it("refuses bad input with the spec's texts and charges nothing", async () => {
    const { cookie } = await signedInStudent();
    const cases: Array<[Awaited<ReturnType<typeof grade>>, string]> = [
      [await grade(cookie, { essayType: 'argumentative' }, { name: 'essay.png', bytes: await notesPng(['An essay']) }), studyToolMessages.invalidEssayFile],
      [await grade(cookie, { essayType: 'argumentative' }, { name: 'essay.txt', bytes: Buffer.from('word '.repeat(2_200_000)) }), studyToolMessages.essayTooLarge],
      [await grade(cookie, { essayType: 'argumentative' }), studyToolMessages.noEssay],
      [await grade(cookie, { essayType: 'argumentative', essayText: '   ' }), studyToolMessages.noEssay],
      [await grade(cookie, { essayText: STRONG_ESSAY }), studyToolMessages.essayTypeRequired],
      [await grade(cookie, { essayText: STRONG_ESSAY, essayType: 'poem' }), studyToolMessages.essayTypeRequired],
      [await grade(cookie, { essayText: 'Far too short to grade.', essayType: 'personal' }), studyToolMessages.essayTooShort],
    ];
    for (const [response, message] of cases) {
      expect(response.status, JSON.stringify(response.body)).toBe(400);
      expect(response.body.message).toBe(message);
    }
    expect(await balanceOf(cookie)).toBe(50);
  }, 60_000);

  it('fails an essay file with no text in it with a clear message and gives the credits back', async () => {
    const { cookie } = await signedInStudent();
    const pdf = await PDFDocument.create();
    pdf.addPage([612, 792]);
    const response = await grade(cookie, { essayType: 'research' }, { name: 'blank.pdf', bytes: Buffer.from(await pdf.save()) });
    expect(response.status).toBe(422);
    expect(response.body.code).toBe('UNPROCESSABLE_CONTENT');
    expect(response.body.message).toMatch(/blank\.pdf/);
    expect(await balanceOf(cookie)).toBe(50);
  }, 60_000);

  it('answers 402 once the balance is below 8 and charges nothing; padding an essay lowers its grade', async () => {
    const { cookie } = await signedInStudent();
    const scores: number[] = [];
    for (const essayText of [STRONG_ESSAY, `${STRONG_ESSAY}\n\n${'This is a very important topic for everyone. '.repeat(40)}`]) {
      const response = await grade(cookie, { essayType: 'argumentative', essayText });
      expect(response.status).toBe(200);
      scores.push(response.body.grading.overallScore);
    }
    expect(scores[1]).toBeLessThan(scores[0]! - 10);
    for (let run = 0; run < 4; run++) expect((await grade(cookie, { essayType: 'informative', essayText: STRONG_ESSAY })).status).toBe(200);
    expect(await balanceOf(cookie)).toBe(2);
    const refused = await grade(cookie, { essayType: 'informative', essayText: STRONG_ESSAY });
    expect(refused.status).toBe(402);
    expect(refused.body).toEqual({ code: 'INSUFFICIENT_CREDITS', message: 'Not enough credits: this costs 8 credits and you have 2.' });
    const visual = await analyze(cookie, { name: 'notes.png', bytes: await notesPng(['Cells']) }, 'What is this?');
    expect(visual.status).toBe(402);
    expect(await balanceOf(cookie)).toBe(2);
  }, 90_000);

  it('needs a session', async () => {
    expect((await grade('', { essayType: 'argumentative', essayText: STRONG_ESSAY })).status).toBe(401);
  });
});
