/**
 * The first position at or after `from` where something occurs, for a left-to-right scanner whose
 * `from` only moves forward. The last answer is reused while it is still ahead, so each position is
 * searched at most once over the whole scan: linear time, where a backtracking pattern such as
 * /\[[^\]]*\]\(/ rescans the rest of the text from every "[".
 */
export class ForwardFinder {
  private answer = -1;
  private searchedFrom = Number.POSITIVE_INFINITY;

  /** `search(from)` is the first position ≥ from, or -1. */
  constructor(private readonly search: (from: number) => number) {}

  next(from: number): number {
    if (from >= this.searchedFrom && (this.answer === -1 || this.answer >= from)) return this.answer;
    this.searchedFrom = from;
    this.answer = this.search(from);
    return this.answer;
  }
}

/** The next occurrence of a substring. */
export function substringFinder(text: string, needle: string): ForwardFinder {
  return new ForwardFinder((from) => text.indexOf(needle, from));
}

/** The next position where a test on the string's positions holds. */
export function positionFinder(length: number, holdsAt: (position: number) => boolean): ForwardFinder {
  return new ForwardFinder((from) => {
    for (let position = from; position < length; position++) if (holdsAt(position)) return position;
    return -1;
  });
}
