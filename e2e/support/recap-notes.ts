const SUBJECTS = ['The cell membrane', 'Each mitochondrion', 'The nucleus', 'A ribosome', 'The Golgi apparatus', 'Chlorophyll', 'The Calvin cycle', 'An enzyme'];
const VERBS = ['controls', 'produces', 'depends on', 'regulates', 'protects', 'transports', 'stores'];
const OBJECTS = ['the flow of ions across the cell', 'chemical energy for the cell', 'the genetic instructions of the organism', 'proteins that leave the cell', 'sugars made from carbon dioxide'];
const REASONS = ['because conditions inside the cell change quickly', 'so that the organism can respond to its environment', 'which is why biologists study it closely', 'even when nutrients are scarce'];

/** Study notes of about `words` words, in sections with headings, the same every time. */
export function recapNotes(words: number): string {
  const lines = ['# Cell Biology Review'];
  let count = 0;
  for (let n = 0; count < words; n++) {
    if (n % 10 === 0) lines.push('', `## Part ${n / 10 + 1}`, '');
    const sentence = `${SUBJECTS[n % SUBJECTS.length]} ${VERBS[(n * 3) % VERBS.length]} ${OBJECTS[(n * 7) % OBJECTS.length]}, ${REASONS[(n * 5) % REASONS.length]}.`;
    lines.push(sentence);
    count += sentence.split(/\s+/).length;
  }
  return lines.join('\n');
}
