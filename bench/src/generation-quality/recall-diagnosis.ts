/**
 * Why the key-term recall targets are missed: the engine team's diagnosis, written by hand from
 * `node bench/dist/generation-quality/term-loss-diagnosis.js` (tuned books only; it refuses held-out books).
 * Update it with the figures of a new diagnosis when the engine changes; the report prints it under the targets.
 */
export const RECALL_DIAGNOSIS_DATE = '2026-11-25, 08:30 UTC';

export const RECALL_DIAGNOSIS: readonly string[] = [
  'Where the tuned books\' gold terms are lost (`term-loss-diagnosis.js --kinds text,docx,pdf`, 577 terms of 45 sections of nine books): ' +
    'pasted text 88 never become a key-term candidate (15.3 %), 98 are candidates ranked below the card budget (17.0 %), 5 are ranked in but get no card; ' +
    'DOCX 20 never a candidate (3.5 %), 26 ranked out (4.5 %), 4 without a card; PDF 20, 27 and 4.',
  'PDF and DOCX (targets met, tuned and held out): bold is read as the mark of a key term and italics as a much weaker one. ' +
    'What is still lost: bold terms the section\'s glossary leaves out take part of the budget (as many cards as gold terms), gold terms the section never sets in bold ' +
    'or only names inside a feature box (a "Disorders of …" box: goiter, hyperthyroidism), and terms named only inside a list sentence whose other blank is already taken.',
  'Plain text (missed, see the figures above): without bold or italics a term has only its wording and the text\'s structure to show it is one. ' +
    'Two books were added to the tuning set this morning and measured first on the engine as it stood: their pasted text reached 53.7 %, near the held-out books\' 50.4 %, ' +
    'against 64.6 % on the seven books tuned before, so the defining patterns had been fitted to those books\' wording. What was built since leans on structure, which any author\'s text has: ' +
    'kinds that sibling sentences or labels go through (\'Autocratic leaders …\', \'Participative leaders …\'; \'• Place utility. …\'), a heading whose first sentence opens with its term ' +
    '(36 of 43 such terms are glossary terms, against 50 of 274 other heading terms), a name given by \'called\', \'known as\', \'refer to … as\' (55 % glossary terms), ' +
    'and a penalty for phrases only their frequency marks (8 % glossary terms around the budget\'s edge); and it removes false matches (glosses of a noun a demonstrative points back to, ' +
    'a plural subject read with its verb as one phrase, subjects cited as an example or judged). The two added books went from 53.7 % to 68.4 %, the seven others from 64.6 % to 66.4 %. ' +
    'The limit is ranking against the budget: of the candidates just inside it about half are gold, just outside about a fifth; the phrases that take the budget are real terms ' +
    'the glossary leaves out ("mesothelium", "job security"), names and terms named only by a learning objective. Tried and dropped as neutral or worse: a penalty for names, ' +
    'for headings whose text does not open with their term, for single words named only in lists, a bonus for a paragraph\'s opening subject, merging a term with its second name ' +
    '(glossaries often list both).',
  'Held-out books: Introduction to Sociology 3e and Astronomy 2e, and since this morning Introduction to Anthropology and World History, Volume 2, added before the engine was ever run on them. ' +
    'PDF and DOCX stay above the target on all four. Pasted text is far below it and below the two older held-out books alone (50.4 % this morning): the new books define less by pattern ' +
    'and teach through narrative, names and events (history) and ethnographic cases (anthropology), where a term is rarely set in a defining sentence, and structure (headings, lists of kinds) carries less. ' +
    'Their first run also showed what no tuned book had: options differing only in number ("Haitian Revolution" / "Revolutions"; fixed, the fix seen on held-out items), and in pasted text ' +
    'many questions about names (the bench counts a name that is neither a key term nor printed in bold as an anecdote, which in a history text is often the matter itself) ' +
    'and items from feature boxes that plain text cannot tell from the body. Nothing else was changed after that run.',
];
