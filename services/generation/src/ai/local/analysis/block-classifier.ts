import type { TextBlock } from '../../../extraction/extracted-document.js';

/** Sections whose text is not study material: nothing is drawn from them. */
const APPARATUS_HEADING =
  /^(?:\d+(?:\.\d+)*\s+)?(?:references?|bibliography|works cited|sources|citations|notes and references|further reading|suggested readings?|additional resources|review questions?|critical thinking(?: questions)?|personal application questions?|test prep|self[- ]check(?: questions)?|practice (?:questions|problems)|exercises?|problems|homework|discussion questions?|questions for (?:review|discussion)|chapter (?:review|quiz|test)|answer key|answers|solutions|index|acknowledge?ments?|about the authors?|copyright|table of contents|contents)\s*:?$/i;
/** Feature boxes beside the running text: their heading and the box after it are skipped. */
const FEATURE_HEADING =
  /^(?:link to learning|everyday connection|career connection|visual connection|art connection|evolution connection|scientific method connection|feature|watch it|try it|dig deeper|interactive link|media|mini ?lesson|on the web|real[- ]world connection|what do you think\??)\b/i;
const FEATURE_BLOCKS = 2;
const CAPTION = /^\s*(?:\(?(?:figure|fig\.|table|image|photo|graph|chart|diagram|map)\s*\d+(?:[.-]\d+)*[a-z]?\b)|\(credit[: ]|\bcredit: (?:modification|work|data)\b/i;
const FURNITURE = /access for free at|openstax\.org\/|^\s*\d{1,4}\s*$|^\s*page \d+(?: of \d+)?\s*$|©|all rights reserved/i;
const REFERENCE_LINE = /^[\p{Lu}][\p{L}'-]+, (?:[\p{Lu}]\.\s?){1,3}(?:,|&|and|\(| \()|\((?:19|20)\d{2}[a-z]?\)\.\s|\bdoi:|\bdoi\.org|\bretrieved from\b|\b\d{1,4}\(\d{1,4}\),\s?\d/u;
/** A numbered exercise ("3. Which of the following …?") or an answer option ("b. mitosis"). */
const EXERCISE_ITEM = /^\s*(?:\d{1,3}[.)]\s.{0,400}\?\s*$|[a-e][.)]\s(?:\S+\s?){1,6}$)/su;

/**
 * Which blocks of a document are study text: not references, captions, exercises, feature boxes
 * ("Link to Learning") or page furniture. One pass, in order.
 */
export function studyBlocks(blocks: readonly TextBlock[]): boolean[] {
  const keep: boolean[] = [];
  let inApparatus = false;
  let apparatusLevel = 0;
  let featureLeft = 0;
  for (const block of blocks) {
    const text = block.text.trim();
    if (block.kind === 'heading') {
      const level = block.level ?? 1;
      featureLeft = 0;
      if (inApparatus && level > apparatusLevel) {
        keep.push(false);
        continue;
      }
      inApparatus = APPARATUS_HEADING.test(text);
      apparatusLevel = level;
      if (!inApparatus && FEATURE_HEADING.test(text)) {
        featureLeft = FEATURE_BLOCKS;
        keep.push(false);
        continue;
      }
      keep.push(!inApparatus);
      continue;
    }
    if (inApparatus) {
      keep.push(false);
      continue;
    }
    if (featureLeft > 0) {
      featureLeft -= 1;
      keep.push(false);
      continue;
    }
    if (FEATURE_HEADING.test(text) && /^[\p{Lu}\s]{6,}\b/u.test(text)) {
      keep.push(false);
      continue;
    }
    keep.push(!(CAPTION.test(text) || FURNITURE.test(text) || REFERENCE_LINE.test(text) || EXERCISE_ITEM.test(text)));
  }
  return keep;
}
