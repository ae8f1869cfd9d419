import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
}

/** A bucket of CPU time and the code (package names or repository paths) that belongs to it. */
export interface BucketRule {
  name: string;
  owners: RegExp;
}

export interface ProfileShare {
  name: string;
  /** Share of the process's busy (non-idle) samples. */
  share: number;
}

export const GC_BUCKET = 'garbage collection';
export const HTTP_BUCKET = 'Node HTTP server and sockets';
export const OTHER_BUCKET = 'Node core: event loop, microtasks, timers';

/** The package ("@scope/name") or repository path ("gateway/dist/…") a script URL belongs to. */
function ownerOf(url: string): string | null {
  if (!url || url.startsWith('node:')) return null;
  const inPackage = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (inPackage) return inPackage[1]!;
  const inRepo = url.match(/\/((?:packages|services)\/[^/]+\/.+|gateway\/.+|bench\/.+)$/);
  return inRepo ? inRepo[1]! : url;
}

/**
 * Splits a V8 CPU profile's busy samples into buckets. Each sample goes to the innermost frame that
 * belongs to a package or to the repository (so a socket write made by the Redis client counts for
 * Redis); samples whose innermost owned frame is Node's HTTP code go to the HTTP bucket.
 */
export function summariseProfile(file: string, rules: BucketRule[]): ProfileShare[] {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const bucketOfNode = new Map<number, string | null>();
  const classify = (leaf: number): string | null => {
    const cached = bucketOfNode.get(leaf);
    if (cached !== undefined) return cached;
    const name = nodes.get(leaf)!.callFrame.functionName;
    let bucket: string | null = null;
    if (name === '(idle)') bucket = null;
    else if (name === '(garbage collector)') bucket = GC_BUCKET;
    else {
      bucket = OTHER_BUCKET;
      for (let id: number | undefined = leaf; id !== undefined; id = parents.get(id)) {
        const url = nodes.get(id)!.callFrame.url;
        if (url.startsWith('node:_http_')) {
          bucket = HTTP_BUCKET;
          break;
        }
        const owner = ownerOf(url);
        if (owner) {
          bucket = rules.find((rule) => rule.owners.test(owner))?.name ?? OTHER_BUCKET;
          break;
        }
      }
    }
    bucketOfNode.set(leaf, bucket);
    return bucket;
  };
  const counts = new Map<string, number>();
  let busy = 0;
  for (const sample of profile.samples) {
    const bucket = classify(sample);
    if (bucket === null) continue;
    busy++;
    counts.set(bucket, (counts.get(bucket) ?? 0) + 1);
  }
  return [...counts]
    .map(([name, count]) => ({ name, share: busy ? count / busy : 0 }))
    .sort((a, b) => b.share - a.share);
}
