import type { StudyGuide } from '@studyforge/contracts';
import type { FactIndex } from '../facts/fact-extractor.js';
import { citationOf } from '../items/citation-builder.js';
import { bulletText } from './bullet-condenser.js';
import { keySentences } from './sentence-ranker.js';
import { chooseTitle } from './title-chooser.js';
import { segmentTopics } from './topic-segmenter.js';

/**
 * Notes that follow the material's own structure: one section per heading with content (in
 * order), headingless runs split into topics with generated headings, each with its 2–5 most
 * informative sentences as bullets, every bullet cited.
 */
export function generateStudyGuide(index: FactIndex): StudyGuide {
  const { corpus } = index;
  const definitionIds = new Set(index.facts.filter((fact) => fact.kind === 'definition').flatMap((fact) => fact.sentences.map((sentence) => sentence.id)));
  const usedHeadings = new Set(corpus.sections.flatMap((section) => (section.heading ? [section.heading.toLowerCase()] : [])));
  const sections: StudyGuide['sections'] = [];
  for (const section of corpus.sections) {
    if (section.sentences.length === 0) continue;
    const groups = section.heading ? [{ heading: section.heading, sentences: section.sentences }] : segmentTopics(section.sentences, corpus, index.keyPhrases, usedHeadings);
    for (const group of groups) {
      const bullets = keySentences(group.sentences, corpus, definitionIds)
        .map((sentence) => ({ text: bulletText(sentence), citation: citationOf([sentence], section.heading) }))
        .filter((bullet) => bullet.text.length > 0);
      if (bullets.length) sections.push({ heading: group.heading, bullets });
    }
  }
  return { title: chooseTitle(corpus, index.keyPhrases), sections };
}
