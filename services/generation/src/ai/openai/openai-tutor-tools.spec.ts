import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { textToDocument } from '../../extraction/extract-document.js';
import { passagesOfDocuments } from '../../tutor/tutor-passages.js';
import { countWords } from '../recap-script.js';
import { OpenAiProvider } from './openai-provider.js';
import { chatReply, FakeOpenAiServer } from './testing/fake-openai-server.js';
import { CHLOROPHYLL, MITOCHONDRIA, PHOTOSYNTHESIS, studyDocuments } from './testing/study-documents.js';

let server: FakeOpenAiServer;
let provider: OpenAiProvider;
let warnings: string[];

beforeEach(async () => {
  server = await FakeOpenAiServer.start();
  warnings = [];
  provider = new OpenAiProvider(
    { apiKey: 'sk-test', baseUrl: server.baseUrl, chatModel: 'chat-model', speechModel: 'speech-model', timeoutMs: 2000, maxRetries: 2, retryBaseDelayMs: 5 },
    (message) => warnings.push(message),
  );
});
afterEach(() => server.close());

const prompt = (index: number) => server.requests[index]!.body.messages.at(-1).content as string;
const idea = (passageId: string, quote: string, heading = 'Photosynthesis') => ({ heading, explanation: 'Plants turn light into sugar.', example: null, passageId, quote });
const lecture = (keyIdeas: unknown[]) => ({ title: 'Plants', introduction: 'Today: how plants make food.', keyIdeas, summary: 'Light becomes sugar.' });

describe('OpenAiProvider lecture', () => {
  it('keeps the key ideas quoting their passage word for word, cited with its file and page, and drops invented ones', async () => {
    server.reply(chatReply(JSON.stringify(lecture([idea('P1', PHOTOSYNTHESIS.split('. ')[0]!), idea('P2', 'Chlorophyll is a purple pigment.', 'Chlorophyll')]))));
    const result = await provider.lecture({ documents: studyDocuments, topic: 'Photosynthesis' });
    expect(result.title).toBe('Photosynthesis');
    expect(result.keyIdeas).toEqual([
      { heading: 'Photosynthesis', explanation: 'Plants turn light into sugar.', example: null, citation: { fileName: 'biology.pdf', page: 3, section: 'Photosynthesis', quote: 'Photosynthesis converts light energy into chemical energy stored in glucose' } },
    ]);
    expect(server.requests[0]!.body.response_format.json_schema.name).toBe('lecture');
    expect(prompt(0)).toContain(`[P3] (Pasted text) ${MITOCHONDRIA}`);
    expect(prompt(0)).toMatch(/topic is "Photosynthesis"/);
  });

  it('asks again after invalid JSON or when no key idea quotes the material, and fails clearly when it never does', async () => {
    server.reply(chatReply('{"title": "Plants", "keyIdeas": ['), chatReply(JSON.stringify(lecture([idea('P2', CHLOROPHYLL)]))));
    const result = await provider.lecture({ documents: studyDocuments, topic: '' });
    expect(result.title).toBe('Plants');
    expect(result.keyIdeas[0]!.citation).toMatchObject({ page: 4, quote: CHLOROPHYLL });
    expect(prompt(1)).toMatch(/rejected: it is not valid JSON/);

    const invented = chatReply(JSON.stringify(lecture([idea('P1', 'Plants eat sunlight for breakfast.')])));
    server.reply(invented, invented, invented);
    await expect(provider.lecture({ documents: studyDocuments, topic: '' })).rejects.toThrow(/did not return valid lecture in 3 attempts.*no key idea quotes its passage word for word/s);
  });
});

describe('OpenAiProvider tutor reply', () => {
  const passages = passagesOfDocuments(studyDocuments);
  const history = [
    { role: 'user' as const, content: 'What is photosynthesis?' },
    { role: 'assistant' as const, content: PHOTOSYNTHESIS },
  ];
  const reply = (covered: boolean, sources: Array<{ passageId: string; quote: string }>, answer = 'It absorbs blue and red light.') => chatReply(JSON.stringify({ covered, answer: covered ? answer : '', sources }));

  it('answers from the retrieved passages only, with the conversation as context, and drops sources that do not quote them', async () => {
    server.reply(reply(true, [{ passageId: 'P1', quote: CHLOROPHYLL }, { passageId: 'P1', quote: 'Chlorophyll is purple.' }]));
    const answer = await provider.tutorReply({ question: 'What light does chlorophyll absorb?', passages, previousMessages: history, topic: 'Plants' });
    expect(answer).toEqual({ response: 'It absorbs blue and red light.', grounded: true, sources: [{ fileName: 'biology.pdf', page: 4, section: 'Photosynthesis', quote: CHLOROPHYLL }] });
    const messages = server.requests[0]!.body.messages as Array<{ role: string; content: string }>;
    expect(messages.slice(1, 3)).toEqual(history);
    expect(prompt(0)).toContain(`[P1] (biology.pdf, page 4, section "Photosynthesis") ${CHLOROPHYLL}`);
    expect(prompt(0)).not.toContain('Mitochondria');
    expect(prompt(0)).toMatch(/Question: What light does chlorophyll absorb\?/);
  });

  it('says the material does not cover it when nothing is retrieved (without asking the model) or when the model says so', async () => {
    const offTopic = await provider.tutorReply({ question: 'Who won the 1998 football world cup?', passages, previousMessages: [], topic: 'Plants' });
    expect(offTopic).toEqual({ grounded: false, sources: [], response: expect.stringMatching(/material on Plants does not cover that/) });
    expect(server.requests).toHaveLength(0);

    server.reply(reply(false, []));
    const uncovered = await provider.tutorReply({ question: 'Why does chlorophyll absorb red light but not green light?', passages, previousMessages: [], topic: 'Plants' });
    expect(uncovered.grounded).toBe(false);
    expect(server.requests).toHaveLength(1);
  });

  it('asks again when a covered answer has no real source, and fails clearly when it never has one', async () => {
    server.reply(reply(true, [{ passageId: 'P1', quote: 'An invented sentence about chlorophyll.' }]), reply(true, [{ passageId: 'P1', quote: CHLOROPHYLL }]));
    const answer = await provider.tutorReply({ question: 'What does chlorophyll reflect?', passages, previousMessages: [], topic: 'Plants' });
    expect(answer.sources).toHaveLength(1);
    expect(prompt(1)).toMatch(/no source quotes its passage word for word/);

    const unknown = reply(true, [{ passageId: 'P9', quote: CHLOROPHYLL }]);
    server.reply(unknown, unknown, unknown);
    await expect(provider.tutorReply({ question: 'What does chlorophyll reflect?', passages, previousMessages: [], topic: 'Plants' })).rejects.toThrow(/tutor reply in 3 attempts.*not one of the numbered passages/s);
  });
});

describe('OpenAiProvider recap script', () => {
  const sentences = [
    'The cell is the basic unit of life and every organism is made of cells.',
    'Mitochondria release energy from glucose and produce ATP for the cell.',
    'Chloroplasts capture light and turn it into chemical energy in plants.',
    'The nucleus holds the DNA that carries the instructions of the cell.',
    'Ribosomes read those instructions and build the proteins the cell needs.',
    'The cell membrane controls what enters and leaves the cell at all times.',
  ];
  const documents = [textToDocument(`# The cell\n\n${sentences.join(' ')}\n\n${sentences.join(' ')}`, 'cell.txt')];
  const words = (count: number) => Array.from({ length: count }, (_, index) => sentences.join(' ').split(' ')[index % 60]).join(' ');
  const script = (...turns: Array<[string, number]>) => chatReply(JSON.stringify({ title: 'The cell', turns: turns.map(([speaker, count]) => ({ speaker, text: words(count) })) }));

  it('takes a script within 10 % of the target words, the guest in the partner voice', async () => {
    server.reply(script(['host', 40], ['guest', 62]));
    const result = await provider.recapScript({ documents, type: 'podcast', voice: 'nova', targetWords: 100 });
    expect(result.words).toBe(102);
    expect(result.turns.map((turn) => turn.voice)).toEqual(['nova', 'onyx']);
    expect(result.turns.reduce((total, turn) => total + countWords(turn.text), 0)).toBe(102);
    expect(prompt(0)).toMatch(/about 100 words \(between 90 and 110\)/);
    expect(warnings).toEqual([]);
  });

  it('sends a script of the wrong length back with its word count', async () => {
    server.reply(script(['host', 150]), script(['host', 95]));
    const result = await provider.recapScript({ documents, type: 'summary', voice: 'nova', targetWords: 100 });
    expect(result.words).toBe(95);
    expect(prompt(1)).toMatch(/it has 150 words, too long: shorten it to about 100 words/);
  });

  it('falls back to the local writer, with the reason logged, when the model\'s script cannot be fitted', async () => {
    server.reply(script(['host', 40]), chatReply('not json'), script(['host', 300]));
    const result = await provider.recapScript({ documents, type: 'audiobook', voice: 'nova', targetWords: 100 });
    expect(Math.abs(result.words - 100)).toBeLessThanOrEqual(10);
    expect(result.turns[0]!.text).toBe('The cell.');
    expect(server.requests).toHaveLength(3);
    expect(warnings).toEqual([expect.stringMatching(/local writer instead of the model: .*recap script in 3 attempts.*it has 300 words, too long/s)]);
  });

  it('refuses a length the material cannot honestly fill before asking the model', async () => {
    await expect(provider.recapScript({ documents, type: 'audiobook', voice: 'nova', targetWords: 2000 })).rejects.toThrow(/can fill only/);
    expect(server.requests).toHaveLength(0);
  });
});
