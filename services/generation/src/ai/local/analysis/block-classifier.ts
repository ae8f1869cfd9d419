import type { TextBlock } from '../../../extraction/extracted-document.js';

/** Sections whose text is not study material: nothing is drawn from them. */
const APPARATUS_HEADING =
  /^(?:\d+(?:\.\d+)*\s+)?(?:references?|bibliography|works cited|sources|citations|notes and references|further reading|suggested readings?|additional resources|review questions?|critical thinking(?: questions)?|personal application questions?|test prep|self[- ]check(?: questions?)?|practice (?:questions|problems)|exercises?|problems|homework|discussion questions?|questions for (?:review|discussion)|chapter (?:review|quiz|test)|answer key|answers|solutions|index|acknowledge?ments?|about the authors?|copyright|table of contents|contents)\s*:?$/i;
/** Feature boxes beside the running text: their heading and the box after it are skipped. */
const FEATURE_HEADING =
  /^(?:link to learning|link it up|everyday connection|career connection|visual connection|art connection|evolution connection|scientific method connection|clear it up|work it out|bring it home|feature|video|watch it|try it|dig deeper|interactive link|media|mini ?lesson|on the web|real[- ]world connection|what do you think\??)\b/i;
/** A label line short enough to be a heading set as a paragraph (pasted text, where nothing marks headings). */
const MAX_LABEL_LENGTH = 60;
/** A feature box ends at the next heading, or after this many blocks when the running text resumes without one. */
const MAX_FEATURE_BLOCKS = 4;
const OBJECTIVES = /^(?:by the end of this (?:section|chapter|module), you will be able to|learning (?:objectives|outcomes)\b)/i;
const CAPTION = /^\s*(?:\(?(?:figure|fig\.|table|image|photo|graph|chart|diagram|map)\s*\d+(?:[.-]\d+)*[a-z]?\b)|\(credit[: ]|\bcredit: (?:modification|work|data)\b/i;
const FURNITURE = /access for free at|openstax\.org\/|^\s*\d{1,4}\s*$|^\s*page \d+(?: of \d+)?\s*$|©|all rights reserved/i;
const REFERENCE_LINE = /^[\p{Lu}][\p{L}'-]+, (?:[\p{Lu}]\.\s?){1,3}(?:,|&|and|\(| \()|\((?:19|20)\d{2}[a-z]?\)\.\s|\bdoi:|\bdoi\.org|\bretrieved from\b|\b\d{1,4}\(\d{1,4}\),\s?\d/u;
/**
 * A numbered exercise ("3. Which of the following …?") or an answer option ("b. mitosis"): one to six words, each
 * followed by one space or the end, so a long word is never split between repeats.
 */
const EXERCISE_ITEM = /^\s*(?:\d{1,3}[.)]\s.{0,400}\?\s*$|[a-e][.)]\s\S+(?:\s\S+){0,5}\s?$)/su;

/**
 * Which blocks of a document are study text: not references, captions, exercises, feature boxes
 * ("Link to Learning") or page furniture. One pass, in order.
 */
export function studyBlocks(blocks: readonly TextBlock[]): boolean[] {
  const keep: boolean[] = [];
  let sectionLevel = 1;
  /** Skipping an apparatus section (references, exercises) until a heading at or above this level. */
  let apparatusLevel: number | null = null;
  /** Skipping a feature box until a heading that follows some of its text. */
  let feature: 'label' | 'body' | null = null;
  let featureBlocks = 0;
  let objectives = false;
  for (const block of blocks) {
    const text = block.text.trim();
    const label = block.kind !== 'heading' && text.length <= MAX_LABEL_LENGTH;
    if (block.kind === 'heading') {
      const level = block.level ?? 1;
      objectives = false;
      if (apparatusLevel !== null && level > apparatusLevel) {
        keep.push(false);
        continue;
      }
      apparatusLevel = null;
      if (feature === 'label') {
        keep.push(false);
        continue;
      }
      feature = null;
      if (APPARATUS_HEADING.test(text)) {
        apparatusLevel = level;
        keep.push(false);
        continue;
      }
      if (FEATURE_HEADING.test(text)) {
        feature = 'label';
        featureBlocks = 0;
        keep.push(false);
        continue;
      }
      sectionLevel = level;
      keep.push(true);
      continue;
    }
    if (apparatusLevel !== null) {
      keep.push(false);
      continue;
    }
    if (label && APPARATUS_HEADING.test(text)) {
      apparatusLevel = sectionLevel;
      keep.push(false);
      continue;
    }
    if (feature !== null && featureBlocks >= MAX_FEATURE_BLOCKS) feature = null;
    if (feature !== null || (label && FEATURE_HEADING.test(text))) {
      if (feature === null) featureBlocks = 0;
      feature = 'body';
      featureBlocks += 1;
      keep.push(false);
      continue;
    }
    if (OBJECTIVES.test(text)) {
      objectives = true;
      keep.push(false);
      continue;
    }
    if (objectives && block.kind === 'list-item') {
      keep.push(false);
      continue;
    }
    objectives = false;
    if (FEATURE_HEADING.test(text) && /^[\p{Lu}\s]{6,}\b/u.test(text)) {
      keep.push(false);
      continue;
    }
    keep.push(!(CAPTION.test(text) || FURNITURE.test(text) || REFERENCE_LINE.test(text) || EXERCISE_ITEM.test(text)));
  }
  return keep;
}
