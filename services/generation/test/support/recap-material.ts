const SUBJECTS = ['The cell membrane', 'Each mitochondrion', 'The nucleus', 'A ribosome', 'The Golgi apparatus', 'Chlorophyll', 'The Calvin cycle', 'An enzyme', 'Meiosis', 'Natural selection', 'A gene', 'The cytoskeleton'];
const VERBS = ['controls', 'produces', 'depends on', 'regulates', 'protects', 'transports', 'stores', 'breaks down', 'copies', 'shapes'];
const OBJECTS = ['the flow of ions across the cell', 'chemical energy for the cell', 'the genetic instructions of the organism', 'proteins that leave the cell', 'sugars made from carbon dioxide', 'the rate of metabolic reactions', 'variation between generations', 'signals from neighbouring cells', 'the shape of the tissue', 'water and dissolved salts'];
const REASONS = ['because the conditions inside the cell change quickly', 'so that the organism can respond to its environment', 'which is why biologists study it closely', 'and this was first measured in the nineteenth century', 'while using only a small amount of energy', 'even when nutrients are scarce'];

/** Study notes of about `words` words, in sections with headings (plain text with markdown headings), the same every time. */
export function recapMaterial(words: number): string {
  const lines: string[] = [];
  let count = 0;
  let n = 0;
  let section = 0;
  while (count < words) {
    if (n % 12 === 0) lines.push('', `## Topic ${++section}: ${SUBJECTS[section % SUBJECTS.length]!.replace(/^(The|Each|A|An) /, '')}`, '');
    const sentence = `${SUBJECTS[n % SUBJECTS.length]} ${VERBS[(n * 7) % VERBS.length]} ${OBJECTS[(n * 3) % OBJECTS.length]}, ${REASONS[(n * 5) % REASONS.length]}.`;
    lines.push(sentence);
    count += sentence.split(/\s+/).length;
    n++;
  }
  return `# Cell Biology Review\n${lines.join('\n')}\n`;
}
