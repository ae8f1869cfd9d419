import { Brain, ClipboardCheck, Layers3, ListChecks, type LucideIcon } from 'lucide-react';
import type { UploadContentKind } from '../generation-cost';

export const CONTENT_KINDS: ReadonlyArray<{ kind: UploadContentKind; label: string; description: string; icon: LucideIcon; made: string }> = [
  { kind: 'flashcards', label: 'Flashcards', description: 'Question and answer cards', icon: Layers3, made: 'Your flashcards are ready!' },
  { kind: 'quiz', label: 'Quiz', description: 'Multiple choice, explained', icon: ListChecks, made: 'Your quiz is ready!' },
  { kind: 'practice-test', label: 'Practice Test', description: 'Exam-style questions', icon: ClipboardCheck, made: 'Your practice test is ready!' },
  { kind: 'trivia', label: 'Trivia', description: 'Fun questions with answers', icon: Brain, made: 'Your trivia is ready!' },
];
