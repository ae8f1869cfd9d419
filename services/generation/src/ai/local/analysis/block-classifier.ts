import type { TextBlock } from '../../../extraction/extracted-document.js';

/** Sections whose text is not study material: nothing is drawn from them. */
const APPARATUS_HEADING =
  /^(?:\d+(?:\.\d+)*\s+)?(?:references?|bibliography|works cited|sources|citations|notes and references|further reading|suggested readings?|additional resources|review questions?|critical thinking(?: questions)?|personal application questions?|test prep|self[- ]check(?: questions?)?|practice (?:questions|problems)|exercises?|problems|homework|discussion questions?|questions for (?:review|discussion)|chapter (?:review|quiz|test)|answer key|answers|solutions|index|acknowledge?ments?|about the authors?|copyright|table of contents|contents)\s*:?$/i;
/**
 * An end-of-section block of exercises named by what it holds, whatever words come before ("Chemistry End of
 * Chapter Exercises", "Section 2 Review Questions").
 */
const EXERCISE_BLOCK_HEADING =
  /^(?:\d+(?:\.\d+)*\s+)?(?:[\p{L}\d'’.-]+\s+){1,5}(?:exercises|review questions|critical thinking questions|practice questions|practice problems|end[- ]of[- ]chapter problems)\s*:?$/iu;
/** A worked example's label: the example is skipped through its steps until the running text resumes. */
const EXAMPLE_LABEL = /^(?:worked |sample )?(?:example|problem)(?:\s+\d+(?:\.\d+)*)?\s*:?$/i;
/** The parts of a worked example (or of an exercise's answer) printed as labels of their own. */
const EXAMPLE_PART = /^(?:solution|answer|answers|check your (?:learning|understanding)|strategy|discussion|significance|step \d+|try it|hint)\s*:?$/i;
/** The label after which a worked example holds one more block (the answer), then the running text resumes. */
const ANSWER_LABEL = /^answers?\s*:?$/i;
/** Longest worked example read without a heading or an answer closing it (an answer's label past it still takes its answer). */
const MAX_EXAMPLE_BLOCKS = 20;
/**
 * Verbs that open an instruction to the reader ("Write the net ionic equation …", "Explain why …"): general
 * English classroom wording, not any book's box names.
 */
const INSTRUCTION_VERB =
  /^(?:think(?: about)?|calculate|compute|write|explain|describe|identify|predict|determine|compare|contrast|discuss|suppose|list|name|find|assign|classify|balance|draw|sketch|show|prove|derive|estimate|evaluate|analy[sz]e|summari[sz]e|outline|propose|justify|decide|choose|select|match|complete|fill in|label|indicate|give|state|define|research|reflect|visit|go to|look (?:at|up)|take|watch|read|try|check|review|answer|provide|convert|rank|arrange|sort|test)\b/i;
/**
 * An instruction: the verb then what it acts on ("Write the …", "Explain why …", "Visit this …"), so a sentence
 * opening on the same word as a noun ("Research suggests …", "State governments …") is not one.
 */
const INSTRUCTION = new RegExp(
  `${INSTRUCTION_VERB.source}\\s+(?:the|a|an|this|that|these|those|each|every|all|both|your|yourself|what|which|who|how|why|when|where|whether|if|one|two|three|some|any|it|them|its|their|out|up|about|down|at least|and|or|between|in|on|to)\\b`,
  'i',
);
/** A block addressed to the reader: second person ("you", "your") or first person plural in a prompt ("Should we …?"). */
const SECOND_PERSON = /\b(?:you|your|yours|yourself)\b/i;
/** A sub-question or an answer's part: "(a) potassium sulfate and barium nitrate", "ii. Na2SO4". */
const SUB_ITEM = /^\s*(?:\([a-h]\)|\((?:i{1,3}|iv|v|vi{1,3})\)|(?:i{1,3}|iv|v|vi{1,3})\.)(?:\s|$)/;
/** A numbered item: its text after the number. */
const NUMBERED_ITEM = /^\s*\d{1,3}[.)]\s+(.+)$/s;

/** Most blocks of a titled stretch that a closing prompt marks as a feature box. */
const MAX_PROMPTED_BOX_BLOCKS = 5;
/** A label set as a line of its own (pasted text): short, no sentence end. */
const isLabelLine = (text: string) => text.trim().length <= MAX_LABEL_LENGTH && !/[.!?:;,]["'’”)]?$/.test(text.trim());

/** A box's label line: a label line, or a short exclamation set as one ("Get Connected!"). */
const isBoxLabel = (text: string) => isLabelLine(text) || /^\S+(?:\s\S+){0,2}!$/.test(text.trim());

/** Feature boxes beside the running text: their heading and the box after it are skipped. */
const FEATURE_HEADING =
  /^(?:link to learning|link it up|everyday connections?|career connections?|cultural connections?|visual connection|art connection|evolution connection|scientific method connection|connections|clear it up|work it out|bring it home|feature|video|watch it|try it|dig deeper|interactive links?|media|mini ?lesson|on the web|real[- ]world connection|what do you think\??|(?:think|read|write) like an? [\p{L}-]+|disorders of the\b|aging and the\b|homeostatic imbalances?\b|case study\b)/iu;
/** Boxes that only point elsewhere (a video, a website, another chapter): one paragraph, then the running text resumes. */
const MEDIA_HEADING = /^(?:link to learning|link it up|video|watch it|interactive links?|media|on the web|connections)\b/i;
/**
 * A disorder box titled by the organ system it belongs to, when its label is missing ("Skeletal System",
 * "Endocrine System: Iodine Deficiency, …"): one or two capitalised words and "System", alone or before a colon
 * or, when extraction glued the title to the box's first sentence, before a capitalised word.
 */
const SYSTEM_BOX_TITLE = /^(?!(?:The|A|An|Our|Your|This|Each|Every) )(?:\p{Lu}\p{Ll}+ ){1,2}System(?::|$)/u;
const GLUED_SYSTEM_BOX_TITLE = /^(?!(?:The|A|An|Our|Your|This|Each|Every) )(?:\p{Lu}\p{Ll}+ ){1,2}System(?::| \p{Lu}\p{Ll})/u;
/**
 * Text addressed to the reader that points elsewhere: "Watch this video …", "View the University of Michigan
 * WebScope to explore …", "See the chapter on …", "In this clip, …", "As you watch the video, …".
 */
const READER_POINTER =
  /^(?:please\s+)?(?:watch|view|visit|vist|explore|read|listen to|see|search|browse|check out|go to|click|learn more about|review)\s(?:[^.?!]{0,120}?\b(?:video|videos|website|websites|web ?site|site|webscope|link|article|clip|animation|simulation|interactive|podcast|tutorial|resources?|app|chapter|module|section)\b|[^.?!]{0,120}?\bto (?:learn|see|explore|find out|discover|assess)\b)|^in this (?:brief |short )?(?:clip|video|animation|simulation)\b|^as you (?:watch|view|read|listen|study|explore)\b|\b(?:watch|view|enjoy|read|visit|explore)\s+(?:this|these|the following)\s+(?:[\p{L}’'-]+\s){0,4}?(?:video|website|web site|site|article|clip|animation|simulation|podcast|resources?)\b/iu;
/** Activity boxes ("Think Like a Philosopher"): a prompt of a paragraph or two; the running text resumes without a heading. */
const ACTIVITY_HEADING = /^(?:think|read|write) like an? /i;
const MAX_ACTIVITY_BLOCKS = 2;
/** A label line short enough to be a heading set as a paragraph (pasted text, where nothing marks headings). */
const MAX_LABEL_LENGTH = 60;
/** A feature box ends at the next heading, or after this many blocks when the running text resumes without one. */
const MAX_FEATURE_BLOCKS = 4;
const OBJECTIVES = /^(?:by the end of this (?:section|chapter|module), you will be able to|learning (?:objectives|outcomes)\b)/i;
const CAPTION = /^\s*(?:\(?(?:figure|fig\.|table|image|photo|graph|chart|diagram|map)\s*\d+(?:[.-]\d+)*[a-z]?\b)|\(credit[: ]|\bcredit: (?:modification|work|data)\b/i;
/** The running text pointing at a figure or table: its number then a verb in lower case ("Figure 3.2 illustrates …", "Table 9.1 lists …"). */
const FIGURE_IN_PROSE = /^\s*(?:[Ff]igure|[Ff]ig\.|[Tt]able|[Ii]mage|[Pp]hoto|[Gg]raph|[Cc]hart|[Dd]iagram|[Mm]ap)\s*\d+(?:[.-]\d+)*[a-z]?\s+\p{Ll}/u;
const CREDIT = /\(credit[: ]|\bcredit: (?:modification|work|data)\b/i;
/** A figure's or table's caption (or a photo credit), not the running text that refers to the figure. */
const isCaption = (text: string) => CAPTION.test(text) && (!FIGURE_IN_PROSE.test(text) || CREDIT.test(text));
const FURNITURE = /access for free at|openstax\.org\/|^\s*\d{1,4}\s*$|^\s*page \d+(?: of \d+)?\s*$|©|all rights reserved/i;
/**
 * A case study's list of sources, set after it: "Sources: “All About StickerGiant,” https://…, accessed …; Bo Burlingham, …".
 * Several, so not the single source a table or a quotation in the running text gives ("Source: U.S. Census Bureau").
 */
const CASE_SOURCES = /^sources: [^;]{3,};/i;
/** Most blocks of a stretch under a heading that a sources line closes: a case study or a profile, not the running text. */
const MAX_SOURCED_BOX_BLOCKS = 12;
/**
 * A reference: "Surname, A. B. (2013)." (APA), "Surname, Given. 2019. “Title.”" or "Surname, Given. (1861) 2001. Title"
 * (author–date), a quotation's "(Source: …)", a doi, "Retrieved from", a volume(issue), pages; an APA year in parentheses only near the line's start
 * (running text cites "Shelby County v. Holder (2013)." far into a paragraph).
 */
const REFERENCE_LINE =
  /^[\p{Lu}][\p{L}'’-]+, (?:[\p{Lu}]\.\s?){1,3}(?:,|&|and|\(| \()|^.{0,200}?\((?:19|20)\d{2}[a-z]?\)\.\s|^[\p{Lu}][\p{L}'’-]+, [\p{Lu}][\p{L}'’-]+(?: [\p{Lu}][\p{L}'’.-]*){0,3}\. (?:\(\d{4}(?:[–-]\d{2,4})?\) )?\d{4}[a-z]?\. |^\(?[Ss]ources?: |\bdoi:|\bdoi\.org|\bretrieved from\b|\b\d{1,4}\(\d{1,4}\),\s?\d/u;
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
  /** The feature box being skipped: after its label (a title may follow) or in its text, until a heading or its size. */
  let box: { stage: 'label' | 'body'; blocks: number; limit: number; endsAtPrompt?: boolean; titled?: boolean } | null = null;
  let headings = 0;
  let objectives = false;
  /** A worked example being skipped: blocks read, and blocks left once its answer's label is passed. */
  let example: { blocks: number; afterAnswer: number | null } | null = null;
  /**
   * The stretch under the last kept heading: where it starts (its label line or heading when a title sits under one)
   * and how many blocks it holds, so a prompt closing a short titled stretch takes the stretch with it.
   */
  let stretch: { start: number; titled: boolean; blocks: number } | null = null;
  /** The last heading kept as running text, and whether questions to the reader have come under it since. */
  let headed: { index: number; prompted: boolean } | null = null;
  const glossaryBoxes = definitionBoxes(blocks);
  const boxesApart = boxesAreApart(blocks);
  for (const [index, block] of blocks.entries()) {
    // Printed apart from the running text (a shaded or framed panel, a one-cell table): a feature box, a worked
    // example or the objectives, whatever its title. The running text around it reads as if it were not there;
    // a box that defines the document's terms (a key-terms panel) is study text all the same.
    if (block.boxed && boxesApart) {
      keep.push(glossaryBoxes.has(index) && block.kind !== 'heading');
      continue;
    }
    const text = block.text.trim();
    const label = block.kind !== 'heading' && text.length <= MAX_LABEL_LENGTH;
    if (example) {
      const part = (block.kind === 'heading' || label) && EXAMPLE_PART.test(text);
      const title = block.kind === 'heading' && example.blocks === 0;
      // An answer printed as an equation or a figure reads as nothing in pasted text: a label line then a title
      // after the answer's label is the next box, not the answer.
      const noAnswer = example.afterAnswer === 1 && label && isLabelLine(text) && /^\p{Lu}[^\d=]*$/u.test(text) && blocks[index + 1]?.kind === 'heading';
      const ended = (block.kind === 'heading' && !part && !title) || example.afterAnswer === 0 || noAnswer || (example.blocks >= MAX_EXAMPLE_BLOCKS && example.afterAnswer !== 1);
      if (!ended) {
        example.blocks += 1;
        if (part && ANSWER_LABEL.test(text)) example.afterAnswer = 1;
        else if (example.afterAnswer !== null) example.afterAnswer -= 1;
        keep.push(false);
        continue;
      }
      example = null;
    }
    if ((block.kind === 'heading' || label) && EXAMPLE_LABEL.test(text)) {
      example = { blocks: 0, afterAnswer: null };
      keep.push(false);
      continue;
    }
    // An answer's label away from its example (the example's start printed on the page before): it and its answer.
    if ((block.kind === 'heading' || label) && ANSWER_LABEL.test(text)) {
      example = { blocks: 1, afterAnswer: 1 };
      keep.push(false);
      continue;
    }
    if (block.kind === 'heading') {
      const level = block.level ?? 1;
      headings += 1;
      objectives = false;
      if (apparatusLevel !== null && level > apparatusLevel) {
        keep.push(false);
        continue;
      }
      apparatusLevel = null;
      // A figure caption read as a heading, or the box's title under its label, does not end the box.
      if (box && (box.stage === 'label' || isCaption(text))) {
        keep.push(false);
        continue;
      }
      // A title under a label line the box before took in (pasted text: two boxes in a row): the next box.
      const labelledAgain = !!box?.endsAtPrompt && index > 0 && blocks[index - 1]!.kind !== 'heading' && isBoxLabel(blocks[index - 1]!.text);
      box = null;
      if (labelledAgain && headings > 1) {
        box = { stage: 'body', blocks: 0, limit: MAX_FEATURE_BLOCKS, endsAtPrompt: true };
        keep.push(false);
        continue;
      }
      // A figure's number set as a line of its own ("Figure 4.2") reads as a heading in pasted text.
      if (isCaption(text)) {
        keep.push(false);
        continue;
      }
      if (APPARATUS_HEADING.test(text) || EXERCISE_BLOCK_HEADING.test(text)) {
        apparatusLevel = level;
        keep.push(false);
        continue;
      }
      if (FEATURE_HEADING.test(text)) {
        box = openBox(text);
        keep.push(false);
        continue;
      }
      // "Learning Objectives" set as a heading: it and the objectives under it (objective-reader still reads them).
      if (OBJECTIVES.test(text)) {
        objectives = true;
        keep.push(false);
        continue;
      }
      if (headings > 1 && SYSTEM_BOX_TITLE.test(text)) {
        box = { stage: 'body', blocks: 0, limit: MAX_FEATURE_BLOCKS };
        keep.push(false);
        continue;
      }
      const before = blocks[index - 1];
      // A title set under a label line of its own that follows kept running text (pasted text: "… the text." /
      // "Kitchen Science" / "Pickles"): a feature box, for a few blocks or up to the next heading.
      // The running text before the label is the last block kept before it (captions and examples between are not).
      const proseAt = keep.lastIndexOf(true, index - 2);
      const prose = proseAt >= 0 ? blocks[proseAt] : undefined;
      const afterProse = !!prose && prose.kind !== 'heading' && prose.text.trim().length > MAX_LABEL_LENGTH;
      if (before && before.kind !== 'heading' && keep[index - 1] === true && afterProse && isBoxLabel(before.text) && headings > 1) {
        keep[index - 1] = false;
        box = { stage: 'body', blocks: 0, limit: MAX_FEATURE_BLOCKS, endsAtPrompt: true };
        keep.push(false);
        continue;
      }
      sectionLevel = level;
      const titled = !!before && keep[index - 1] === true && (before.kind === 'heading' || isLabelLine(before.text));
      stretch = { start: titled ? index - 1 : index, titled, blocks: 0 };
      headed = { index, prompted: false };
      keep.push(true);
      continue;
    }
    if (apparatusLevel !== null) {
      keep.push(false);
      continue;
    }
    if (label && (APPARATUS_HEADING.test(text) || EXERCISE_BLOCK_HEADING.test(text))) {
      apparatusLevel = sectionLevel;
      keep.push(false);
      continue;
    }
    if (box && box.blocks >= box.limit && !boxGoesOn(blocks, index)) box = null;
    if (box) {
      // Its title (a video's name) set as a line before the box's text is not one of the blocks it holds.
      const title = box.blocks === 0 && !box.titled && isTitleLine(text);
      if (title) box.titled = true;
      box.stage = 'body';
      if (!isCaption(text) && !title) box.blocks += 1;
      // A box found by its shape alone ends at the questions that close it.
      if (box.endsAtPrompt && addressesReader(text)) box = null;
      keep.push(false);
      continue;
    }
    if (label && FEATURE_HEADING.test(text)) {
      box = openBox(text);
      keep.push(false);
      continue;
    }
    if (headings > 1 && GLUED_SYSTEM_BOX_TITLE.test(text)) {
      box = { stage: 'body', blocks: 1, limit: MAX_FEATURE_BLOCKS };
      keep.push(false);
      continue;
    }
    if (READER_POINTER.test(text)) {
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
    // A prompt, an exercise or its parts: a list item only when numbered (a procedure's steps are instructions too).
    const numbered = NUMBERED_ITEM.exec(text)?.[1];
    // A list item asking the reader a question is a prompt too; one that instructs may be a procedure's step.
    const asksReader = block.kind === 'list-item' && /\?["'’”)]*$/.test(text) && addressesReader(text);
    if (SUB_ITEM.test(text) || /_{3,}/.test(text) || asksReader || ((block.kind !== 'list-item' || numbered) && addressesReader(numbered ?? text))) {
      // A short stretch under a title set beneath a label, closed by questions to the reader: a feature box
      // ("Label / Title / a story / What do you think?"), whatever its label says.
      if (!numbered && stretch?.titled && stretch.blocks <= MAX_PROMPTED_BOX_BLOCKS) keep.fill(false, stretch.start);
      stretch = null;
      if (headed) headed.prompted = true;
      keep.push(false);
      continue;
    }
    // Questions to the reader, then sources, closing the stretch a heading opened: the stretch was a case study or a
    // profile (a box the paste lost the frame of) beside the running text, which resumes after the sources. Notes
    // that end a topic with its sources ask the reader nothing and are kept.
    if (CASE_SOURCES.test(text)) {
      if (headed?.prompted && headings > 1 && index - headed.index <= MAX_SOURCED_BOX_BLOCKS) keep.fill(false, headed.index);
      headed = null;
      stretch = null;
      keep.push(false);
      continue;
    }
    if (stretch) stretch.blocks += 1;
    keep.push(!(isCaption(text) || FURNITURE.test(text) || REFERENCE_LINE.test(text) || EXERCISE_ITEM.test(text)));
  }
  return keep;
}

/** A block that goes on from the one before: a conclusion drawn from it, or "this"/"these" pointing back at it. */
const GOES_ON = /^(?:(?:therefore|thus|hence|consequently|this|these)\b|so,)/i;

/**
 * Whether a box that has taken its usual size goes on at this block: the block draws its conclusion from the block
 * before or points back at it ("Therefore, …", "This reaction …"), carries on the box's list, or numbers the next of the box's own steps
 * ("Step 4." after "Step 3."), so a pasted box longer than its usual size leaks no last paragraph.
 */
function boxGoesOn(blocks: readonly TextBlock[], index: number): boolean {
  if (GOES_ON.test(blocks[index]!.text)) return true;
  // The rest of a list the box opened (the statements an activity asks about).
  if (blocks[index]!.kind === 'list-item' && blocks[index - 1]?.kind === 'list-item') return true;
  const step = /^\s*step (\d{1,2})\b/i.exec(blocks[index]!.text)?.[1];
  return step !== undefined && new RegExp(`^\\s*step ${Number(step) - 1}\\b`, 'i').test(blocks[index - 1]?.text ?? '');
}

/** Longest title line read before a box's text. */
const MAX_TITLE_LENGTH = 100;
const TITLE_SMALL_WORDS = /^(?:a|an|and|as|at|by|for|from|in|into|of|on|or|the|to|vs|with)$/i;

/**
 * A title set as a line of its own: no sentence end, and most of its words capitalised ("The Dangers of Tribalism,
 * Kevin deLaplante"), unlike a description in sentence case ("How primaries work, a short film").
 */
function isTitleLine(text: string): boolean {
  if (text.length > MAX_TITLE_LENGTH || /[.!?:;]["'’”)]?$/.test(text) || !/^["“(]?[\p{Lu}\d]/u.test(text)) return false;
  const significant = text.split(/\s+/).filter((word) => /^["“(]?\p{L}/u.test(word) && !TITLE_SMALL_WORDS.test(word));
  const capitalised = significant.filter((word) => /^["“(]?\p{Lu}/u.test(word)).length;
  return significant.length > 0 && capitalised * 10 >= significant.length * 6;
}

/** A box opened by its label: one that points elsewhere holds a single paragraph, an activity two. */
function openBox(label: string): { stage: 'label'; blocks: number; limit: number } {
  return { stage: 'label', blocks: 0, limit: MEDIA_HEADING.test(label) ? 1 : ACTIVITY_HEADING.test(label) ? MAX_ACTIVITY_BLOCKS : MAX_FEATURE_BLOCKS };
}

/**
 * A sentence defining a term (a short noun phrase, an optional label before it): "Osmosis is the …",
 * "Key terms: Diffusion is …", "Solute: the substance …", "A buffer refers to …". The term is group 1.
 */
const DEFINITION =
  /^(?:[^:.!?]{1,40}:\s+)?(?:(?:a|an|the)\s+)?(?!(?:this|that|these|those|it|its|there|here|they|he|she|we|you|i|what|which|who|one|each|such|some|many|most|all)\b)([\p{L}][\p{L}\p{N}'’-]*(?:\s+[\p{L}\p{N}'’-]+){0,4}?)\s*(?::\s|\s[—–-]\s|—|\s(?:is|are)\s(?:a|an|the|any|one|defined as|called|when|how|what|those|that)\b|\s(?:refers?|referring) to\b|\s(?:means?|describes?|denotes?)\b)/iu;
/** Share of a box's sentences that must define terms of the running text for it to be a key-terms panel. */
const MIN_DEFINITION_SHARE = 0.5;

/** Least share of a document's text outside its boxes for the boxes to be set apart from a running text. */
const MIN_RUNNING_SHARE = 0.25;

/**
 * Whether a document's boxes are set apart from a running text: not when boxes hold nearly all of it (notes typed
 * in one table cell, an article copied from a page that shades its whole body and leaves only the title out).
 */
function boxesAreApart(blocks: readonly TextBlock[]): boolean {
  let boxed = 0;
  let all = 0;
  for (const block of blocks) {
    all += block.text.length;
    if (block.boxed) boxed += block.text.length;
  }
  return boxed > 0 && all - boxed >= all * MIN_RUNNING_SHARE;
}

/**
 * The boxed blocks (runs of them, one box each) whose sentences mostly define terms the running text outside the
 * boxes uses: a key-terms or definitions panel, study text however it is framed.
 */
function definitionBoxes(blocks: readonly TextBlock[]): Set<number> {
  const kept = new Set<number>();
  if (!blocks.some((block) => block.boxed)) return kept;
  const running = blocks
    .filter((block) => !block.boxed)
    .map((block) => block.text)
    .join(' ')
    .toLowerCase();
  let start = 0;
  while (start < blocks.length) {
    if (!blocks[start]!.boxed) {
      start += 1;
      continue;
    }
    let end = start;
    while (end < blocks.length && blocks[end]!.boxed) end += 1;
    const said = blocks.slice(start, end).filter((block) => block.kind !== 'heading').flatMap((block) => sentences(block.text));
    const defining = said.filter((sentence) => {
      const term = DEFINITION.exec(sentence)?.[1]?.toLowerCase();
      return term !== undefined && term.length >= 3 && running.includes(term);
    });
    if (said.length > 0 && defining.length >= said.length * MIN_DEFINITION_SHARE) for (let index = start; index < end; index += 1) kept.add(index);
    start = end;
  }
  return kept;
}

/** The sentences of a block (a rough split, enough to weigh how it addresses the reader). */
function sentences(text: string): string[] {
  return text
    .split(/(?<=[.?!])["'’”)]*\s+(?=[\p{Lu}"“(])/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** A question or an instruction to the reader: "What might explain …?", "Write a balanced equation …". */
const promptsReader = (sentence: string) => /\?["'’”)]*$/.test(sentence) || INSTRUCTION.test(sentence.replace(/^[("“']+/, ''));

/**
 * A block that addresses the reader instead of teaching: its sentences are mostly questions, instructions or
 * second person, and more than half are questions or instructions (a prompt, an exercise, a box's closing questions).
 */
export function addressesReader(text: string): boolean {
  const all = sentences(text);
  if (all.length === 0) return false;
  const prompts = all.filter(promptsReader).length;
  // Mostly prompts (or a prompt alone): teaching prose that illustrates with "you" or opens on a question stays.
  if (prompts === 0 || prompts * 2 <= all.length - (all.length === 1 ? 1 : 0)) return false;
  const addressed = all.filter((sentence) => promptsReader(sentence) || SECOND_PERSON.test(sentence)).length;
  return addressed * 3 >= all.length * 2;
}
