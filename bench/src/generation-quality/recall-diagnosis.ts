/**
 * Why the key-term recall targets are missed: the engine team's diagnosis, written by hand from
 * `node bench/dist/generation-quality/term-loss-diagnosis.js` (tuned books only; it refuses held-out books).
 * Update it with the figures of a new diagnosis when the engine changes; the report prints it under the targets.
 */
export const RECALL_DIAGNOSIS_DATE = '2026-11-29, 05:40 UTC';

export const RECALL_DIAGNOSIS: readonly string[] = [
  'Where the tuned books\' gold terms are lost (`term-loss-diagnosis.js --kinds text,docx,pdf`, 613 terms of 50 sections of ten books): ' +
    'pasted text 99 never become a key-term candidate (16.2 %), 110 are candidates ranked below the card budget (17.9 %), 7 are ranked in but get no card; ' +
    'DOCX 22 never a candidate (3.6 %), 31 ranked out (5.1 %), 4 without a card; PDF 22, 32 and 4.',
  'PDF and DOCX (targets met, tuned and held out): bold is read as the mark of a key term and italics as a much weaker one. ' +
    'What is still lost: bold terms the section\'s glossary leaves out take part of the budget (as many cards as gold terms), gold terms the section never sets in bold ' +
    'or only names inside a feature box (a "Disorders of …" box: goiter, hyperthyroidism), and terms named only inside a list sentence whose other blank is already taken.',
  'Plain text (missed, see the figures above): without bold or italics a term has only its wording and the text\'s structure to show it is one. ' +
    'Recall differs widely by book: from 83 % (Principles of Economics) and 78 % (Psychology) down to 46 % (American Government) and 22 % (World History, Volume 1, added as a tuning book on 2026-11-25 ' +
    'for a book that teaches through narrative and names; it brings the tuned figure from 66.9 % on nine books to 64.8 % on ten). ' +
    'What is built leans on structure, which any author\'s text has: kinds that sibling sentences or labels go through (\'Autocratic leaders …\', \'Participative leaders …\'; \'• Place utility. …\'), ' +
    'a heading whose first sentence opens with its term, a name given by \'called\', \'known as\', \'refer to … as\', glosses after a colon, a dash or a comma (\'polytheists, people who …\'), ' +
    'definitions in the past tense (\'The populares were politicians who …\'), and a penalty for phrases only their frequency marks; and it removes false matches. ' +
    'The limit is ranking against the budget, and it is a limit of the signals, not of their weights: `ranking-fit-diagnosis.js` fits a logistic model on the candidates\' signals ' +
    '(the signal set, words, name or not, rarity, centrality, frequency, spread and the engine\'s own score) of nine tuned books and ranks the tenth\'s; left out one book at a time it puts 396 to 399 gold terms ' +
    'of 613 in the budget against the hand-set weights\' 395 (the same measure; the bench counts cards, 397), while a perfect ranking of the same candidates would reach 513 (83.7 %). ' +
    'Tried this session and dropped as neutral or worse: other weights for objectives and headings, frequent names as candidates, a bonus for abstract suffixes (-ism, -tion), ' +
    'WordNet\'s lexicalised compounds (26 % of gold compounds, 20 % of the others) and its sense counts. Earlier: a penalty for names, for headings whose text does not open with their term, ' +
    'for single words named only in lists, a bonus for a paragraph\'s opening subject, merging a term with its second name (glossaries often list both). ' +
    'What the candidates just inside the budget but outside the glossary are: real terms the glossary leaves out ("mesothelium", "job security"), everyday words a section defines ("family", "beliefs"), ' +
    'and names and terms named only by a learning objective.',
  'Held-out books: Introduction to Sociology 3e, Astronomy 2e, Introduction to Anthropology and World History, Volume 2, the last two added before the engine was ever run on them. ' +
    'PDF and DOCX stay above the target on all four. Pasted text is far below it: these books define less by pattern and teach through narrative, names and events (history) and ethnographic cases ' +
    '(anthropology), where a term is rarely set in a defining sentence, and structure (headings, lists of kinds) carries less; the tuned history book, read the same way, reaches 22 %. ' +
    'Their defective items fell from 6.3 % (engine of 2026-11-25, morning) to 4.6 % with rules measured on the tuned books only: a name asked for only when the material defines it or sets it off, ' +
    'and a case study whose sources close it left out of pasted text.',
];
