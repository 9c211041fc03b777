/** The functions with the most self time across V8 CPU profiles, as lines `share%  name  file`. */

export interface CpuProfile {
  nodes: { callFrame: { functionName: string; url: string }; hitCount?: number }[];
}

/** Code loaded through tsx reports line 1 for everything, so a function is named by its name and file. */
const where = (url: string): string => url.replace(/^.*\/(app|bench|node_modules|shared)\//, '$1/');

export function hotspots(profiles: readonly CpuProfile[], count: number): string[] {
  const self = new Map<string, number>();
  let total = 0;
  for (const { nodes } of profiles) {
    for (const { callFrame, hitCount = 0 } of nodes) {
      const key = `${(callFrame.functionName || '(anonymous)').padEnd(22)} ${where(callFrame.url)}`;
      self.set(key, (self.get(key) ?? 0) + hitCount);
      total += hitCount;
    }
  }
  return [...self]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, hits]) => `${((hits / total) * 100).toFixed(1).padStart(5)}%  ${key}`);
}
