/** Collects latencies (ms) and answers percentiles by nearest rank over the exact samples. */
export class LatencySamples {
  private values: number[] = [];

  record(ms: number): void {
    this.values.push(ms);
  }

  get count(): number {
    return this.values.length;
  }

  percentile(p: number): number {
    if (this.values.length === 0) return Number.NaN;
    const sorted = Float64Array.from(this.values).sort();
    const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
    return sorted[rank]!;
  }
}
