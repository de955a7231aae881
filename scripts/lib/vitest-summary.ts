// Reads vitest's closing "Tests  N failed | N passed (N)" lines out of mixed
// (possibly turbo-prefixed, coloured) output, to print one total for the run.

export interface TestCounts {
  passed: number;
  failed: number;
}

// eslint-disable-next-line no-control-regex
const ANSI = /\x1b\[[0-9;]*m/g;
const TURBO_PREFIX = /^(@[\w.-]+\/[\w.-]+):test: /;
const TESTS_LINE = /^\s*Tests\s+(.*)\(\d+\)\s*$/;

/** Collects the last vitest summary per source (a turbo package, or '' for plain output). */
export class VitestSummary {
  private readonly bySource = new Map<string, TestCounts>();

  /** `source` names plain (non-turbo) output, e.g. 'scripts' or '@kiwi/e2e'. */
  addLine(rawLine: string, source = ''): void {
    const line = rawLine.replace(ANSI, '');
    const from = TURBO_PREFIX.exec(line)?.[1] ?? source;
    const text = line.replace(TURBO_PREFIX, '');
    const match = TESTS_LINE.exec(text);
    if (!match?.[1]) return;
    const counts: TestCounts = { passed: 0, failed: 0 };
    for (const part of match[1].split('|')) {
      const [, n, kind] = /(\d+)\s+(passed|failed)/.exec(part.trim()) ?? [];
      if (n && kind === 'passed') counts.passed += Number(n);
      if (n && kind === 'failed') counts.failed += Number(n);
    }
    this.bySource.set(from, counts);
  }

  sources(): string[] {
    return [...this.bySource.keys()];
  }

  /** Counts a suite that failed without printing a summary (crash, set-up error) as one failure. */
  addCrashedSuite(source: string): void {
    if (!this.bySource.has(source)) this.bySource.set(source, { passed: 0, failed: 1 });
  }

  total(): TestCounts {
    let passed = 0;
    let failed = 0;
    for (const counts of this.bySource.values()) {
      passed += counts.passed;
      failed += counts.failed;
    }
    return { passed, failed };
  }
}

/** Packages turbo names in its closing "Failed:    @kiwi/api#test, @kiwi/db#test" line. */
export function failedTurboTasks(rawLine: string): string[] {
  const line = rawLine.replace(ANSI, '');
  const match = /^\s*Failed:\s+(.+)$/.exec(line);
  if (!match?.[1]) return [];
  return match[1]
    .split(',')
    .map((task) => task.trim().replace(/#test$/, ''))
    .filter(Boolean);
}
