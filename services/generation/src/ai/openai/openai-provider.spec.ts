import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { InvalidModelOutputError } from '../ai-provider.js';
import { OpenAiProvider } from './openai-provider.js';
import { chatReply, FakeOpenAiServer } from './testing/fake-openai-server.js';
import { CHLOROPHYLL, MITOCHONDRIA, PHOTOSYNTHESIS, studyDocuments } from './testing/study-documents.js';

let server: FakeOpenAiServer;
let provider: OpenAiProvider;

beforeEach(async () => {
  server = await FakeOpenAiServer.start();
  provider = new OpenAiProvider({
    apiKey: 'sk-test',
    baseUrl: server.baseUrl,
    chatModel: 'study-model',
    speechModel: 'speech-model',
    timeoutMs: 2000,
    maxRetries: 2,
    retryBaseDelayMs: 5,
  });
});
afterEach(() => server.close());

const json = (value: unknown) => JSON.stringify(value);
const options = (correctIndex: number, texts = ['Chloroplasts', 'Mitochondria', 'Nucleus', 'Ribosomes']) =>
  texts.map((text, index) => ({ text, correct: index === correctIndex }));
const question = (overrides: Record<string, unknown> = {}) => ({
  passageId: 'P1',
  quote: 'It takes place in the chloroplasts of plant cells.',
  question: 'Where does photosynthesis take place?',
  options: options(0),
  explanation: 'The passage says it takes place in the chloroplasts.',
  difficulty: 'easy',
  ...overrides,
});
const userMessage = (requestIndex: number): string => server.requests[requestIndex]!.body.messages[1].content;

describe('OpenAiProvider structured output', () => {
  it('sends the model, a strict json_schema response format and the numbered passages', async () => {
    server.reply(chatReply(json({ flashcards: [{ passageId: 'P1', quote: '', question: 'What is photosynthesis?', answer: 'Turning light into chemical energy.' }] })));
    await provider.flashcards({ documents: studyDocuments, count: 5 });

    const [request] = server.requests;
    expect(request!.method).toBe('POST');
    expect(request!.path).toBe('/v1/chat/completions');
    expect(request!.headers.authorization).toBe('Bearer sk-test');
    expect(request!.body.model).toBe('study-model');
    expect(request!.body.response_format.type).toBe('json_schema');
    expect(request!.body.response_format.json_schema).toMatchObject({ name: 'flashcards', strict: true });
    const schema = request!.body.response_format.json_schema.schema;
    expect(schema).toMatchObject({ type: 'object', required: ['flashcards'], additionalProperties: false });
    expect(schema.properties.flashcards.maxItems).toBe(5);
    expect(schema.properties.flashcards.items.required).toEqual(['passageId', 'quote', 'question', 'answer']);
    expect(request!.body.messages[0].role).toBe('system');
    expect(request!.body.messages[0].content).toMatch(/passageId/);
    expect(userMessage(0)).toContain(`[P1] (biology.pdf, page 3, section "Photosynthesis") ${PHOTOSYNTHESIS}`);
    expect(userMessage(0)).toContain(`[P2] (biology.pdf, page 4, section "Photosynthesis") ${CHLOROPHYLL}`);
    expect(userMessage(0)).toContain(`[P3] (Pasted text) ${MITOCHONDRIA}`);
    expect(userMessage(0)).toMatch(/up to 5 flashcards/);
  });

  it('maps cited passage ids to real citations, keeping only verbatim quotes', async () => {
    server.reply(
      chatReply(
        json({
          flashcards: [
            { passageId: 'P2', quote: 'Chlorophyll absorbs mostly blue and red light', question: 'What light does chlorophyll absorb?', answer: 'Mostly blue and red.' },
            { passageId: 'P3', quote: 'Mitochondria are the powerhouse of the cell.', question: 'What do mitochondria produce?', answer: 'ATP.' },
          ],
        }),
      ),
    );
    const cards = await provider.flashcards({ documents: studyDocuments, count: 10 });
    expect(cards).toEqual([
      {
        question: 'What light does chlorophyll absorb?',
        answer: 'Mostly blue and red.',
        citation: { fileName: 'biology.pdf', page: 4, section: 'Photosynthesis', quote: 'Chlorophyll absorbs mostly blue and red light' },
      },
      {
        question: 'What do mitochondria produce?',
        answer: 'ATP.',
        citation: { fileName: 'Pasted text', page: null, section: null, quote: MITOCHONDRIA },
      },
    ]);
  });

  it('turns the flagged correct option into the correctAnswer index, keeping the model order', async () => {
    server.reply(chatReply(json({ title: 'Cell energy', questions: [question({ options: options(2, ['Nucleus', 'Ribosomes', 'Chloroplasts', 'Vacuole']) })] })));
    const quiz = await provider.quiz({ documents: studyDocuments, questionCount: 5, mode: 'quiz' });
    expect(quiz.title).toBe('Cell energy');
    expect(quiz.questions[0]).toMatchObject({
      options: ['Nucleus', 'Ribosomes', 'Chloroplasts', 'Vacuole'],
      correctAnswer: 2,
      difficulty: 'easy',
      citation: { fileName: 'biology.pdf', page: 3, section: 'Photosynthesis', quote: 'It takes place in the chloroplasts of plant cells.' },
    });
  });

  it('retries malformed JSON with the problem fed back, then succeeds', async () => {
    server.reply(chatReply('{"flashcards": [ {"question": '), chatReply(json({ flashcards: [{ passageId: 'P1', quote: '', question: 'Q?', answer: 'A.' }] })));
    const cards = await provider.flashcards({ documents: studyDocuments, count: 5 });
    expect(cards).toHaveLength(1);
    expect(server.requests).toHaveLength(2);
    const retry = server.requests[1]!.body.messages;
    expect(retry).toHaveLength(4);
    expect(retry[2]).toEqual({ role: 'assistant', content: '{"flashcards": [ {"question": ' });
    expect(retry[3].role).toBe('user');
    expect(retry[3].content).toMatch(/not valid JSON/);
  });

  it('fails with InvalidModelOutputError after maxRetries + 1 malformed replies', async () => {
    server.reply(chatReply('Sure! Here are your flashcards:'), chatReply('not json'), chatReply('{'), chatReply('{}'));
    const failure = provider.flashcards({ documents: studyDocuments, count: 5 });
    await expect(failure).rejects.toBeInstanceOf(InvalidModelOutputError);
    await expect(failure).rejects.toThrow(/did not return valid flashcards in 3 attempts\. Last problem: it is not valid JSON/);
    expect(server.requests).toHaveLength(3);
  });

  it('rejects questions with 3 options or two correct answers, naming the problem, then fails', async () => {
    const threeOptions = question({ options: options(0).slice(0, 3) });
    const twoCorrect = question({ options: options(0).map((option, index) => ({ ...option, correct: index < 2 })) });
    const duplicate = question({ options: options(0, ['Chloroplasts', 'chloroplasts', 'Nucleus', 'Vacuole']) });
    server.reply(
      chatReply(json({ title: 'Quiz', questions: [threeOptions] })),
      chatReply(json({ title: 'Quiz', questions: [twoCorrect] })),
      chatReply(json({ title: 'Quiz', questions: [duplicate] })),
    );
    const failure = provider.quiz({ documents: studyDocuments, questionCount: 5, mode: 'quiz' });
    await expect(failure).rejects.toBeInstanceOf(InvalidModelOutputError);
    await expect(failure).rejects.toThrow(/did not return valid quiz questions in 3 attempts[\s\S]*options must all be different/);
    expect(server.requests).toHaveLength(3);
    expect(server.requests[1]!.body.messages[3].content).toMatch(/exactly 4 items[\s\S]*questions\[0\]\.options/);
    expect(server.requests[2]!.body.messages[3].content).toMatch(/exactly one option must be correct, but 2 are/);
  });

  it('rejects more items than asked and citations of unknown passages, then accepts a corrected reply', async () => {
    const card = (passageId: string) => ({ passageId, quote: '', question: 'Q?', answer: 'A.' });
    server.reply(
      chatReply(json({ flashcards: [card('P1'), card('P2'), card('P3')] })),
      chatReply(json({ flashcards: [card('P1'), card('P9')] })),
      chatReply(json({ flashcards: [card('P1'), card('P3')] })),
    );
    const cards = await provider.flashcards({ documents: studyDocuments, count: 2 });
    expect(cards.map((item) => item.citation.fileName)).toEqual(['biology.pdf', 'Pasted text']);
    expect(server.requests[1]!.body.messages[3].content).toMatch(/<=2 items/);
    expect(server.requests[2]!.body.messages[3].content).toMatch(/cites "P9", which is not one of the numbered passages/);
  });

  it('returns fewer items than asked without padding', async () => {
    server.reply(chatReply(json({ questions: [{ ...question(), difficulty: undefined }] })));
    const trivia = await provider.trivia({ documents: studyDocuments, count: 10 });
    expect(trivia).toHaveLength(1);
    expect(trivia[0]).toEqual({
      question: 'Where does photosynthesis take place?',
      options: ['Chloroplasts', 'Mitochondria', 'Nucleus', 'Ribosomes'],
      correctAnswer: 0,
      explanation: 'The passage says it takes place in the chloroplasts.',
      citation: { fileName: 'biology.pdf', page: 3, section: 'Photosynthesis', quote: 'It takes place in the chloroplasts of plant cells.' },
    });
  });

  it('asks a practice test for mixed difficulty and rejects one that is all one level', async () => {
    server.reply(
      chatReply(json({ title: 'Practice', questions: [question(), question({ passageId: 'P2' })] })),
      chatReply(json({ title: 'Practice', questions: [question(), question({ passageId: 'P2', difficulty: 'hard' })] })),
    );
    const quiz = await provider.quiz({ documents: studyDocuments, questionCount: 5, mode: 'practice-test' });
    expect(quiz.questions.map((item) => item.difficulty)).toEqual(['easy', 'hard']);
    expect(server.requests[0]!.body.response_format.json_schema.name).toBe('practice_test');
    expect(userMessage(0)).toMatch(/mix easy, medium and hard/);
    expect(server.requests[1]!.body.messages[3].content).toMatch(/must mix difficulties/);
  });

  it('builds a study guide with a citation on every bullet', async () => {
    server.reply(
      chatReply(
        json({
          title: 'Energy in cells',
          sections: [
            {
              heading: 'Photosynthesis',
              bullets: [
                { passageId: 'P1', quote: 'Photosynthesis converts light energy into chemical energy', text: 'Light energy becomes chemical energy in glucose.' },
                { passageId: 'P2', quote: 'which is why leaves look green', text: 'Leaves look green because chlorophyll reflects green light.' },
              ],
            },
            { heading: 'Respiration', bullets: [{ passageId: 'P3', quote: 'producing ATP', text: 'Mitochondria produce ATP.' }] },
          ],
        }),
      ),
    );
    const guide = await provider.notes({ documents: studyDocuments });
    expect(server.requests[0]!.body.response_format.json_schema.name).toBe('study_guide');
    expect(guide.title).toBe('Energy in cells');
    expect(guide.sections[0]!.bullets[1]!.citation).toEqual({
      fileName: 'biology.pdf',
      page: 4,
      section: 'Photosynthesis',
      quote: 'which is why leaves look green',
    });
    expect(guide.sections[1]!.bullets[0]!.citation.quote).toBe('producing ATP');
  });

  it('accepts JSON wrapped in a markdown fence from servers without strict mode', async () => {
    server.reply(chatReply('```json\n' + json({ flashcards: [{ passageId: 'P1', quote: '', question: 'Q?', answer: 'A.' }] }) + '\n```'));
    await expect(provider.flashcards({ documents: studyDocuments, count: 5 })).resolves.toHaveLength(1);
  });

  it('sends a reply cut off at the length limit back with that reason', async () => {
    server.reply(chatReply('{"flashcards": [', 'length'), chatReply(json({ flashcards: [{ passageId: 'P1', quote: '', question: 'Q?', answer: 'A.' }] })));
    await provider.flashcards({ documents: studyDocuments, count: 5 });
    expect(server.requests[1]!.body.messages[3].content).toMatch(/cut off at the output length limit/);
  });
});
