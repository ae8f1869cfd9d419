import type { EssayGrading, Flashcard, Quiz, StudyGuide, TriviaQuestion, VisualAnalysis, Lecture } from '@studyforge/contracts';
import { ocrEngine } from '../../extraction/ocr-engine.js';
import { KNOWLEDGE_BASE } from '../../knowledge/knowledge-base.js';
import type { AiProvider, EssayInput, GenerationInput, TutorQuestionInput, VisualInput } from '../ai-provider.js';
import { answerFromMaterial, type TutorAnswer } from '../../tutor/tutor-answerer.js';
import { analyzeCorpus } from './analysis/corpus-analyzer.js';
import { gradeEssayLocally } from './essay/local-essay-grader.js';
import { extractFacts, type FactIndex } from './facts/fact-extractor.js';
import { generateFlashcards } from './items/flashcard-generator.js';
import { generateQuiz } from './items/quiz-generator.js';
import { generateTrivia } from './items/trivia-generator.js';
import { NoStudyTextError } from './local-engine-errors.js';
import { generateStudyGuide } from './notes/study-guide-generator.js';
import { speechSeconds, textToMp3 } from './speech/speech-synthesizer.js';
import { analyzeVisualLocally } from './visual/local-visual-analyzer.js';
import { writeRecapScript } from './recap/recap-script-writer.js';
import { writeLecture } from './tutor/lecture-writer.js';
import type { RecapScript, RecapScriptRequest } from '../recap-script.js';

/**
 * The embedded engine: no network, no model weights, same output for the same input. Each call
 * makes one NLP pass (wink-nlp: sentences, part of speech, lemmas, entities) over the documents,
 * extracts candidate facts once, and builds the requested items from them.
 */
export class LocalAiProvider implements AiProvider {
  readonly name = 'local' as const;

  async flashcards(input: GenerationInput & { count: number }): Promise<Flashcard[]> {
    return generateFlashcards(study(input), input.count);
  }

  async quiz(input: GenerationInput & { questionCount: number; mode: 'quiz' | 'practice-test' }): Promise<Quiz> {
    return generateQuiz(study(input), input.questionCount, input.mode);
  }

  async notes(input: GenerationInput): Promise<StudyGuide> {
    const guide = generateStudyGuide(study(input));
    if (guide.sections.length === 0) throw new NoStudyTextError();
    return guide;
  }

  async trivia(input: GenerationInput & { count: number }): Promise<TriviaQuestion[]> {
    return generateTrivia(study(input), input.count);
  }

  async analyzeVisual(input: VisualInput): Promise<VisualAnalysis> {
    return analyzeVisualLocally(input, (image) => ocrEngine.recognize(image), KNOWLEDGE_BASE);
  }

  async gradeEssay(input: EssayInput): Promise<EssayGrading> {
    return gradeEssayLocally(input.text, input.essayType);
  }

  async speech(input: { text: string; voice?: string }): Promise<Buffer> {
    return (await textToMp3(input.text, input.voice)).mp3;
  }

  async speechSeconds(input: { text: string; voice?: string }): Promise<number> {
    return speechSeconds(input.text, input.voice);
  }

  async lecture(input: GenerationInput & { topic: string }): Promise<Lecture> {
    return writeLecture(input.documents, input.topic);
  }

  async tutorReply(input: TutorQuestionInput): Promise<TutorAnswer> {
    return answerFromMaterial(input.question, input.passages, input.topic, input.previousMessages);
  }

  async recapScript(input: GenerationInput & RecapScriptRequest): Promise<RecapScript> {
    return writeRecapScript(input.documents, input);
  }
}

function study(input: GenerationInput): FactIndex {
  return extractFacts(analyzeCorpus(input.documents));
}
