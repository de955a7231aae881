// Summarises a V8 CPU profile (node --cpu-prof): self time by package and the top functions.
//   pnpm --filter @kiwi/bench exec tsx api/profile-summary.ts <file.cpuprofile> [--top 25]
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** `(idle)`, `(garbage collector)`, a package name from node_modules, `node:*` or `kiwi`. */
function bucketOf(node: ProfileNode): string {
  const { url, functionName } = node.callFrame;
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return 'node:' + url.slice(5).split('/')[0];
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(?!.*node_modules)/.exec(url);
  if (pkg) return pkg[1]!;
  return 'kiwi';
}

export function summarise(profile: CpuProfile, top: number): string[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const byBucket = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const node = byId.get(id);
    const delta = profile.timeDeltas[i] ?? 0;
    if (!node) return;
    total += delta;
    const bucket = bucketOf(node);
    byBucket.set(bucket, (byBucket.get(bucket) ?? 0) + delta);
    const { functionName, url, lineNumber } = node.callFrame;
    const where = url ? `${url.replace(/^.*node_modules\//, '')}:${lineNumber + 1}` : '';
    const key = `${functionName || '(anonymous)'} ${where}`.trim();
    byFunction.set(key, (byFunction.get(key) ?? 0) + delta);
  });
  // Shares of the time the process was busy: idle time depends on the load generator.
  const busy = total - (byBucket.get('(idle)') ?? 0);
  const pct = (n: number) => `${((100 * n) / busy).toFixed(1).padStart(5)} %`;
  const sorted = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1]);
  return [
    `${(total / 1e6).toFixed(1)} s sampled, ${(busy / 1e6).toFixed(1)} s busy; shares of the busy time`,
    '',
    'self time by package:',
    ...sorted(byBucket)
      .filter(([name, n]) => name !== '(idle)' && n / busy >= 0.001)
      .map(([name, n]) => `${pct(n)}  ${name}`),
    '',
    `top ${top} functions (self time):`,
    ...sorted(byFunction)
      .filter(([name]) => !name.startsWith('(idle)'))
      .slice(0, top)
      .map(([name, n]) => `${pct(n)}  ${name}`),
  ];
}

/** Waits for a profiled process to exit (it writes its profiles then) and summarises each. */
export async function printProfiles(child: ChildProcess, dir: string, heading: string) {
  if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
  for (const file of await readdir(dir)) {
    const profile = JSON.parse(await readFile(join(dir, file), 'utf8')) as CpuProfile;
    console.info(`\n${heading} (${file}):\n${summarise(profile, 30).join('\n')}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { top: { type: 'string', default: '25' } },
  });
  const file = positionals[0];
  if (!file) throw new Error('usage: profile-summary.ts <file.cpuprofile> [--top 25]');
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  console.info(summarise(profile, Number(values.top)).join('\n'));
}
