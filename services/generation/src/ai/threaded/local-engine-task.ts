import { KNOWLEDGE_BASE } from '../../knowledge/knowledge-base.js';
import type { OcrPage } from '../../extraction/ocr-lines.js';
import { LocalAiProvider } from '../local/local-ai-provider.js';
import { analyzeVisualLocally } from '../local/visual/local-visual-analyzer.js';
import type { EngineTask, OcrQuestion } from './local-engine-messages.js';
import type { AskPool } from './thread-task-server.js';

/** The thread's engine (each thread has its own, with its own NLP model). */
const engine = new LocalAiProvider();

/** Bytes cloned across threads arrive as a Uint8Array; the engine reads Buffers. */
const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** One engine call in a local-engine thread. */
export function runEngineTask(task: EngineTask, ask: AskPool): Promise<unknown> {
  switch (task.method) {
    case 'flashcards':
      return engine.flashcards(task.input);
    case 'quiz':
      return engine.quiz(task.input);
    case 'notes':
      return engine.notes(task.input);
    case 'trivia':
      return engine.trivia(task.input);
    case 'analyzeVisual': {
      // One OCR engine per service (it is large and slow to start): the thread asks the pool's side to read the image.
      const ocr = (image: Buffer) => ask({ image: new Uint8Array(image) } satisfies OcrQuestion) as Promise<OcrPage>;
      const image = { ...task.input.image, bytes: asBuffer(task.input.image.bytes) };
      return analyzeVisualLocally({ ...task.input, image }, ocr, KNOWLEDGE_BASE);
    }
    case 'gradeEssay':
      return engine.gradeEssay(task.input);
    case 'lecture':
      return engine.lecture(task.input);
    case 'tutorReply':
      return engine.tutorReply(task.input);
    case 'recapScript':
      return engine.recapScript(task.input);
  }
}
