import { TUTOR_VOICES, type EssayGrading, type Flashcard, type Quiz, type StudyGuide, type TriviaQuestion, type VisualAnalysis, type Lecture } from '@studyforge/contracts';
import { InvalidModelOutputError, ProviderError, type AiProvider, type EssayInput, type GenerationInput, type TutorQuestionInput, type VisualInput } from '../ai-provider.js';
import { notCoveredAnswer, relevantPassages, type TutorAnswer } from '../../tutor/tutor-answerer.js';
import { prepareImage } from '../local/visual/image-preparer.js';
import { essayMessages, essayTask } from './essay-task.js';
import { visualMessages, visualTask } from './visual-task.js';
import { writeRecapScript } from '../local/recap/recap-script-writer.js';
import type { RecapScript, RecapScriptRequest } from '../recap-script.js';
import { flashcardsTask } from './flashcards-task.js';
import { lectureTask } from './lecture-task.js';
import { notesTask } from './notes-task.js';
import type { OpenAiProviderConfig } from './openai-config.js';
import { DEFAULT_BASE_URL, OpenAiTransport } from './openai-transport.js';
import { buildPassageCatalog, DEFAULT_MATERIAL_TOKEN_BUDGET, type PassageCatalog } from './passage-catalog.js';
import { quizTask, type QuizMode } from './quiz-task.js';
import { recapTask } from './recap-task.js';
import { RetryPolicy } from './retry-policy.js';
import { StructuredCompletion } from './structured-completion.js';
import { triviaTask } from './trivia-task.js';
import { tutorMessages, tutorTask } from './tutor-task.js';

export const DEFAULT_VOICE = 'nova';
/** Passages retrieved for the tutor model to answer from. */
const TUTOR_PASSAGES = 6;

/** Any OpenAI-compatible endpoint: structured JSON output validated by the contract schemas, citations mapped to real passages. */
export class OpenAiProvider implements AiProvider {
  readonly name = 'openai' as const;
  private readonly transport: OpenAiTransport;
  private readonly policy: RetryPolicy;
  private readonly completion: StructuredCompletion;

  constructor(
    private readonly config: OpenAiProviderConfig,
    private readonly warn: (message: string) => void = (message) => console.warn(message),
  ) {
    this.transport = new OpenAiTransport({
      apiKey: config.apiKey,
      baseUrl: config.baseUrl ?? DEFAULT_BASE_URL,
      timeoutMs: config.timeoutMs,
    });
    this.policy = new RetryPolicy({
      maxRetries: config.maxRetries,
      baseDelayMs: config.retryBaseDelayMs ?? 500,
      maxDelayMs: config.maxRetryDelayMs ?? 30_000,
    });
    this.completion = new StructuredCompletion(this.transport, this.policy, config.chatModel);
  }

  flashcards(input: GenerationInput & { count: number }): Promise<Flashcard[]> {
    const catalog = this.catalog(input);
    return this.completion.run(flashcardsTask(catalog, input.count), catalog);
  }

  quiz(input: GenerationInput & { questionCount: number; mode: QuizMode }): Promise<Quiz> {
    const catalog = this.catalog(input);
    return this.completion.run(quizTask(catalog, input.questionCount, input.mode), catalog);
  }

  notes(input: GenerationInput): Promise<StudyGuide> {
    const catalog = this.catalog(input);
    return this.completion.run(notesTask(catalog), catalog);
  }

  trivia(input: GenerationInput & { count: number }): Promise<TriviaQuestion[]> {
    const catalog = this.catalog(input);
    return this.completion.run(triviaTask(catalog, input.count), catalog);
  }

  /** The image (checked and scaled like the local engine's) goes to the vision model with the question. */
  async analyzeVisual(input: VisualInput): Promise<VisualAnalysis> {
    const prepared = await prepareImage(input.image.bytes, input.image.type, input.image.fileName);
    const task = visualTask();
    return this.completion.runMessages(task, visualMessages(task.instructions, { question: input.question, png: prepared.png, savedMaterial: input.savedMaterial }));
  }

  gradeEssay(input: EssayInput): Promise<EssayGrading> {
    const task = essayTask(input.text, input.essayType);
    return this.completion.runMessages(task, essayMessages(task.instructions, input.text));
  }

  /** Key ideas whose quote is not word for word in the cited passage are dropped. */
  lecture(input: GenerationInput & { topic: string }): Promise<Lecture> {
    const catalog = this.catalog(input);
    return this.completion.run(lectureTask(catalog, input.topic), catalog);
  }

  /** Retrieval picks the passages (as the local tutor does); the model answers from them alone, or says they do not cover it. */
  async tutorReply(input: TutorQuestionInput): Promise<TutorAnswer> {
    const passages = relevantPassages(input.question, input.passages, input.previousMessages, TUTOR_PASSAGES);
    if (passages.length === 0) return notCoveredAnswer(input.topic);
    const { task, catalog } = tutorTask(passages, input.topic);
    return this.completion.runMessages(task, tutorMessages(catalog, input.question, input.previousMessages, task.instructions));
  }

  /**
   * The model writes a script of about the target words (within 10 %, re-asked with its word count
   * otherwise), which the recap sizer times and resizes. The local writer's script is made first: it
   * tells when the material cannot honestly fill the length, and stands in, with the reason logged,
   * when the model's script cannot be fitted.
   */
  async recapScript(input: GenerationInput & RecapScriptRequest): Promise<RecapScript> {
    const local = writeRecapScript(input.documents, input);
    const catalog = this.catalog(input);
    try {
      return await this.completion.run(recapTask(catalog, input), catalog);
    } catch (error) {
      if (!(error instanceof InvalidModelOutputError)) throw error;
      this.warn(`Audio recap script from the local writer instead of the model: ${error.message}`);
      return local;
    }
  }

  async speech(input: { text: string; voice?: string }): Promise<Buffer> {
    const voice = input.voice ?? DEFAULT_VOICE;
    if (!(TUTOR_VOICES as readonly string[]).includes(voice)) {
      throw new ProviderError(`Unknown voice "${voice}"; choose one of ${TUTOR_VOICES.join(', ')}.`, false);
    }
    return this.policy.run(() =>
      this.transport.speech({ model: this.config.speechModel, voice, input: input.text, response_format: 'mp3' }),
    );
  }

  private catalog(input: GenerationInput): PassageCatalog {
    const catalog = buildPassageCatalog(input.documents, this.config.materialTokenBudget ?? DEFAULT_MATERIAL_TOKEN_BUDGET);
    if (catalog.passages.length === 0) throw new ProviderError('There is no text in the material to generate from.', false);
    return catalog;
  }
}
