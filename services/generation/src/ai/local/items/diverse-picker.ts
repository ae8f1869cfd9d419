/** Anything that can be picked: where it comes from and how good it is. */
export interface Pickable {
  readonly sectionId: number;
  readonly score: number;
  readonly sentenceIds: readonly number[];
}

/** Each item already taken from a section scales that section's next candidate by this. */
const SECTION_DECAY = 0.55;

/**
 * Picks up to `count` candidates, best first but spread across sections (a section's next pick is
 * discounted by how many it already gave) and across sentences (with `reuseSentences`, a sentence
 * serves twice only when nothing else is left; without, never: in a quiz one question would give
 * another away). `accept` vets each pick (e.g. against near-duplicates).
 * O((count + rejections) × sections).
 */
export function pickDiverse<T extends Pickable>(
  candidates: readonly T[],
  count: number,
  accept: (candidate: T) => boolean,
  usedSentences = new Set<number>(),
  reuseSentences = false,
): T[] {
  const buckets = new Map<number, T[]>();
  candidates.forEach((candidate) => {
    const bucket = buckets.get(candidate.sectionId) ?? [];
    bucket.push(candidate);
    buckets.set(candidate.sectionId, bucket);
  });
  const queues = [...buckets.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([sectionId, bucket]) => ({ sectionId, items: bucket.slice().sort((a, b) => b.score - a.score), next: 0, taken: 0 }));

  const picked: T[] = [];
  const deferred: T[] = [];
  while (picked.length < count) {
    let best: (typeof queues)[number] | undefined;
    let bestScore = -Infinity;
    for (const queue of queues) {
      const head = queue.items[queue.next];
      if (!head) continue;
      const adjusted = head.score * SECTION_DECAY ** queue.taken;
      if (adjusted > bestScore) {
        best = queue;
        bestScore = adjusted;
      }
    }
    if (!best) break;
    const candidate = best.items[best.next++]!;
    if (candidate.sentenceIds.some((id) => usedSentences.has(id))) {
      deferred.push(candidate);
      continue;
    }
    if (!accept(candidate)) continue;
    picked.push(candidate);
    best.taken += 1;
    candidate.sentenceIds.forEach((id) => usedSentences.add(id));
  }
  if (!reuseSentences) return picked;
  for (const candidate of deferred.sort((a, b) => b.score - a.score)) {
    if (picked.length >= count) break;
    if (accept(candidate)) picked.push(candidate);
  }
  return picked;
}
