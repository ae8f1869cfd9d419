import type { ExtractedDocument } from '../extraction/extracted-document.js';
import type { TutorPassage } from './tutor-answerer.js';

const MAX_PASSAGES = 3000;

function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.!?])\s+/u).map((sentence) => sentence.trim()).filter((sentence) => /[\p{L}\p{N}]{2}/u.test(sentence));
}

/** The material's sentences with where they come from, in reading order. */
export function passagesOfDocuments(documents: readonly ExtractedDocument[]): TutorPassage[] {
  const passages: TutorPassage[] = [];
  for (const document of documents) {
    for (const block of document.blocks) {
      if (block.kind === 'heading') continue;
      for (const sentence of sentencesOf(block.text)) {
        passages.push({ text: sentence, citation: { fileName: document.fileName, page: block.page, section: block.section, quote: sentence } });
      }
    }
  }
  return passages.slice(0, MAX_PASSAGES);
}

/** The lecture's own sentences (what the student heard), cited as the lecture. */
export function passagesOfLecture(text: string): TutorPassage[] {
  return sentencesOf(text)
    .filter((sentence) => !/^(Welcome\.|Today's lecture is about|We will go through|To sum up:)/u.test(sentence))
    .map((sentence) => ({ text: sentence.replace(/^Key idea \d+: [^.]*\.\s*/u, '').replace(/^For example: /u, ''), citation: { fileName: 'Lecture', page: null, section: null, quote: sentence } }))
    .filter((passage) => passage.text.length > 0);
}
