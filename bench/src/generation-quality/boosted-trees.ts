/** A row to learn from: its features and whether it is a gold key term. */
export interface LabelledRow {
  readonly features: readonly number[];
  readonly gold: boolean;
}

export interface BoostingSettings {
  readonly rounds: number;
  readonly depth: number;
  readonly rate: number;
  readonly minLeaf: number;
}

type TreeNode = { leaf: number } | { feature: number; threshold: number; left: TreeNode; right: TreeNode };

const MAX_BINS = 32;

/**
 * Gradient-boosted regression trees on the logistic loss (Newton leaves, an L2 of 1 on leaf values), split on
 * each feature's quantiles: a model that can weigh signals together ("a name that a heading marks"), where a
 * logistic model weighs each alone. Returns the fitted score (log-odds) of a row.
 */
export function fitBoostedTrees(rows: readonly LabelledRow[], settings: BoostingSettings): (features: readonly number[]) => number {
  const width = rows[0]!.features.length;
  const thresholds = Array.from({ length: width }, (_, feature) => quantileThresholds(rows.map((row) => row.features[feature]!)));
  const binOf = rows.map((row) => row.features.map((value, feature) => binIndex(thresholds[feature]!, value)));
  const margins = rows.map(() => 0);
  const trees: TreeNode[] = [];

  const grow = (indexes: readonly number[], gradient: readonly number[], hessian: readonly number[], level: number): TreeNode => {
    const g = indexes.reduce((sum, i) => sum + gradient[i]!, 0);
    const h = indexes.reduce((sum, i) => sum + hessian[i]!, 0);
    const leaf = { leaf: -g / (h + 1) };
    if (level >= settings.depth || indexes.length < 2 * settings.minLeaf) return leaf;
    const parent = (g * g) / (h + 1);
    let best = { gain: 0, feature: -1, threshold: 0 };
    for (let feature = 0; feature < width; feature++) {
      const bins = thresholds[feature]!.length + 1;
      const gradients = new Float64Array(bins);
      const hessians = new Float64Array(bins);
      const counts = new Int32Array(bins);
      for (const i of indexes) {
        const bin = binOf[i]![feature]!;
        gradients[bin] += gradient[i]!;
        hessians[bin] += hessian[i]!;
        counts[bin] += 1;
      }
      let leftG = 0;
      let leftH = 0;
      let leftCount = 0;
      for (let bin = 0; bin < bins - 1; bin++) {
        leftG += gradients[bin]!;
        leftH += hessians[bin]!;
        leftCount += counts[bin]!;
        if (leftCount < settings.minLeaf || indexes.length - leftCount < settings.minLeaf) continue;
        const gain = (leftG * leftG) / (leftH + 1) + (g - leftG) ** 2 / (h - leftH + 1) - parent;
        if (gain > best.gain) best = { gain, feature, threshold: thresholds[feature]![bin]! };
      }
    }
    if (best.feature < 0) return leaf;
    const left = indexes.filter((i) => rows[i]!.features[best.feature]! <= best.threshold);
    const right = indexes.filter((i) => rows[i]!.features[best.feature]! > best.threshold);
    return { feature: best.feature, threshold: best.threshold, left: grow(left, gradient, hessian, level + 1), right: grow(right, gradient, hessian, level + 1) };
  };

  const all = rows.map((_, i) => i);
  for (let round = 0; round < settings.rounds; round++) {
    const probabilities = margins.map((margin) => 1 / (1 + Math.exp(-margin)));
    const gradient = probabilities.map((p, i) => p - (rows[i]!.gold ? 1 : 0));
    const hessian = probabilities.map((p) => p * (1 - p));
    const tree = grow(all, gradient, hessian, 0);
    trees.push(tree);
    rows.forEach((row, i) => (margins[i]! += settings.rate * predict(tree, row.features)));
  }
  return (features) => trees.reduce((sum, tree) => sum + settings.rate * predict(tree, features), 0);
}

function predict(node: TreeNode, features: readonly number[]): number {
  return 'leaf' in node ? node.leaf : predict(features[node.feature]! <= node.threshold ? node.left : node.right, features);
}

/** Split points between a feature's values: between each pair of distinct values, or at MAX_BINS quantiles. */
function quantileThresholds(values: readonly number[]): number[] {
  const distinct = [...new Set(values)].sort((a, b) => a - b);
  if (distinct.length <= MAX_BINS) return distinct.slice(0, -1).map((value, i) => (value + distinct[i + 1]!) / 2);
  return Array.from({ length: MAX_BINS - 1 }, (_, q) => distinct[Math.floor(((q + 1) * distinct.length) / MAX_BINS)]!);
}

/** The bin of a value: how many thresholds lie below it (a value at a threshold goes left, as predict does). */
function binIndex(thresholds: readonly number[], value: number): number {
  let bin = 0;
  while (bin < thresholds.length && value > thresholds[bin]!) bin += 1;
  return bin;
}
