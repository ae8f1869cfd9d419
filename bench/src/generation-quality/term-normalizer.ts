/** Words that carry no content in a definition or a question's scaffolding. */
export const STOP_WORDS = new Set(
  ('a an the of to in on at by for from with without and or but nor as is are was were be been being it its this that these those ' +
    'which who whom whose what when where why how than then there their they them he she his her we our you your i me my ' +
    'do does did done has have had having not no can could may might must shall should will would also such so very more most ' +
    'some any each every other another one two into onto over under about between through during before after above below ' +
    'if because while both either neither all only own same just up out off again further once here called known refers refer term ' +
    'means mean defined define definition describe describes described used use uses example e g i e etc').split(' '),
);

/** Lower case, accents and punctuation gone, hyphens and dashes as spaces, one space between words. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/'s\b/g, '')
    .replace(/[-‐‑‒–—_/]/g, ' ')
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Words in "-as" whose plural adds "es" ("biases", "gases"); every other "-ases" is the plural of an "-ase" ("bases", "diseases"). */
const AS_WORDS: ReadonlySet<string> = new Set(['alias', 'atlas', 'bias', 'canvas', 'gas', 'pancreas']);

/**
 * A crude singular: "theories" → "theory", "biases" → "bias", "bases" → "base", "stimuli" → "stimulus",
 * "groups" → "group". "calories" and "calorie" meet at "calory": a key, never shown.
 */
export function singular(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('ie') && word.length > 4) return `${word.slice(0, -2)}y`;
  if (/(ss|us|is|as)$/.test(word)) return word;
  if (word.endsWith('ases')) return AS_WORDS.has(word.slice(0, -2)) ? word.slice(0, -2) : word.slice(0, -1);
  if (/(ches|shes|xes|sses)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('uli')) return `${word.slice(0, -1)}us`;
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

/** The form two mentions of a term are compared in: normalised, each word singular, a leading article dropped. */
export function termKey(text: string): string {
  return normalizeText(text)
    .split(' ')
    .filter((word, index) => word && !(index === 0 && (word === 'a' || word === 'an' || word === 'the')))
    .map(singular)
    .join(' ');
}

/**
 * The forms a glossary term may be written in: "conditioned stimulus (CS)" is also "conditioned
 * stimulus" and "CS"; "CS (conditioned stimulus)" likewise; "X or Y" and "X/Y" give each side.
 */
export function termVariants(term: string): string[] {
  const forms = new Set<string>([term]);
  const bracket = /^(.*?)\s*\(([^()]+)\)\s*(.*)$/.exec(term);
  if (bracket) {
    const [, before = '', inside = '', after = ''] = bracket;
    forms.add(`${before} ${after}`.trim());
    forms.add(inside.trim());
  }
  for (const form of [...forms]) {
    if (/\s(or)\s/.test(form)) form.split(/\s+or\s+/).forEach((part) => forms.add(part));
    if (form.includes('/')) form.split('/').forEach((part) => forms.add(part));
  }
  return [...new Set([...forms].map(termKey).filter((key) => key.length > 0))];
}

/** A light stem for comparing content words: singular, then common endings cut ("regulated" ~ "regulation" ~ "regulates"). */
export function stem(word: string): string {
  let base = singular(word);
  for (const ending of ['ational', 'ations', 'ation', 'ition', 'ments', 'ment', 'ness', 'ities', 'ity', 'ively', 'ive', 'ing', 'ed', 'ly', 'al', 'es', 'er', 'or', 'e']) {
    if (base.endsWith(ending) && base.length - ending.length >= 4) {
      base = base.slice(0, -ending.length);
      break;
    }
  }
  return base;
}

/** The stemmed content words of a text (stop words and one-letter tokens left out). */
export function contentStems(text: string): Set<string> {
  return new Set(
    normalizeText(text)
      .split(' ')
      .filter((word) => word.length > 1 && !STOP_WORDS.has(word) && !/^\d+$/.test(word))
      .map(stem),
  );
}
