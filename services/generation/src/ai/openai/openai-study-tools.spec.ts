import { createCanvas } from '@napi-rs/canvas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STRONG_ESSAY } from '../local/essay/essay-fixtures.js';
import { OpenAiProvider } from './openai-provider.js';
import { chatReply, FakeOpenAiServer } from './testing/fake-openai-server.js';

let server: FakeOpenAiServer;
let provider: OpenAiProvider;

beforeEach(async () => {
  server = await FakeOpenAiServer.start();
  provider = new OpenAiProvider({ apiKey: 'sk-test', baseUrl: server.baseUrl, chatModel: 'vision-model', speechModel: 'speech-model', timeoutMs: 2000, maxRetries: 2, retryBaseDelayMs: 5 });
});
afterEach(() => server.close());

async function png(width = 400, height = 200): Promise<Buffer> {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  return canvas.encode('png');
}

const analysis = {
  imageKind: 'equation',
  extractedText: '2x + 3 = 11',
  sections: [{ heading: 'Answer to your question', items: ['x = 4'] }],
  math: [{ expression: '2x + 3 = 11', result: 'x = 4', steps: ['2x = 8', 'x = 4'] }],
};

const remark = (criterion: string, quote: string) => ({ criterion, text: 'A specific remark.', quote });
const grading = (overrides: Record<string, unknown> = {}) => ({
  overallScore: 99,
  ideaScore: 80,
  structureScore: 90,
  clarityScore: 70,
  evidenceScore: 60,
  styleScore: 100,
  summary: 'A clear argument with good evidence.',
  feedback: [remark('idea', 'I believe high schools should start no earlier than 8:30 a.m., because later start times improve students\' health, attendance and learning.')],
  improvements: [remark('evidence', 'Some people argue that later start times disrupt bus routes and after-school sports.')],
  ...overrides,
});

describe('OpenAiProvider study tools', () => {
  it('sends the image itself to the vision model as a PNG data URL, with the question and the student\'s material', async () => {
    server.reply(chatReply(JSON.stringify(analysis)));
    const result = await provider.analyzeVisual({ image: { bytes: await png(), type: 'png', fileName: 'eq.png' }, question: 'Solve for x', savedMaterial: [{ title: 'Algebra notes', text: 'A linear equation has one solution.' }] });
    expect(result).toEqual(analysis);
    const request = server.requests[0]!;
    expect(request.body.model).toBe('vision-model');
    expect(request.body.response_format.json_schema.name).toBe('visual_analysis');
    const content = request.body.messages[1].content as Array<{ type: string; text?: string; image_url?: { url: string } }>;
    expect(content[0]!.text).toMatch(/Question: Solve for x/);
    expect(content[0]!.text).toMatch(/### Algebra notes\nA linear equation has one solution\./);
    expect(content[1]!.image_url!.url).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
  });

  it('refuses an animated image before sending anything', async () => {
    const still = await png();
    const animated = Buffer.concat([still.subarray(0, 33), Buffer.from([0, 0, 0, 8, 0x61, 0x63, 0x54, 0x4c, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0]), still.subarray(33)]);
    await expect(provider.analyzeVisual({ image: { bytes: animated, type: 'png', fileName: 'moving.png' }, question: 'What?', savedMaterial: [] })).rejects.toThrow(/animated image/);
    expect(server.requests).toHaveLength(0);
  });

  it('grades with the same rubric: the overall score is the type\'s weighted mean, and remarks not quoting the essay are dropped', async () => {
    server.reply(
      chatReply(JSON.stringify(grading({ improvements: [remark('evidence', 'Some people argue that later start times disrupt bus routes and after-school sports.'), remark('style', 'A sentence the essay never had.')] }))),
    );
    const result = await provider.gradeEssay({ text: STRONG_ESSAY, essayType: 'argumentative' });
    // argumentative: idea 25 %, structure 20 %, clarity 20 %, evidence 20 %, style 15 %.
    expect(result.overallScore).toBe(Math.round(0.25 * 80 + 0.2 * 90 + 0.2 * 70 + 0.2 * 60 + 0.15 * 100));
    expect(result.improvements.map((item) => item.criterion)).toEqual(['evidence']);
    const prompt = server.requests[0]!.body.messages[1].content as string;
    expect(prompt).toMatch(/Argumentative essay\. Weights of the overall score: idea 25 %, structure 20 %, clarity 20 %, evidence 20 %, style 15 %/);
    expect(prompt).toContain(STRONG_ESSAY);
  });

  it('asks again when no feedback point quotes the essay', async () => {
    server.reply(chatReply(JSON.stringify(grading({ feedback: [remark('idea', 'Invented sentence.')] }))));
    server.reply(chatReply(JSON.stringify(grading())));
    const result = await provider.gradeEssay({ text: STRONG_ESSAY, essayType: 'argumentative' });
    expect(result.feedback).toHaveLength(1);
    expect(server.requests).toHaveLength(2);
    expect(server.requests[1]!.body.messages.at(-1).content).toMatch(/rejected/);
  });
});
