import { describe, expect, it } from 'vitest';
import { VitestSummary, failedTurboTasks } from './vitest-summary';

describe('VitestSummary', () => {
  it('adds up the closing summary of every package, ignoring "Test Files" lines', () => {
    const summary = new VitestSummary();
    for (const line of [
      '@kiwi/jobs:test:  Test Files  2 passed (2)',
      '@kiwi/jobs:test:       Tests  27 passed (27)',
      '@kiwi/api:test: \x1b[2m      Tests \x1b[22m \x1b[1m\x1b[31m1 failed\x1b[39m\x1b[22m\x1b[2m | \x1b[22m\x1b[1m\x1b[32m18 passed\x1b[39m\x1b[22m\x1b[90m (19)\x1b[39m',
    ]) {
      summary.addLine(line);
    }
    summary.addLine('      Tests  3 passed | 2 skipped (5)', 'scripts');
    expect(summary.total()).toEqual({ passed: 48, failed: 1 });
    expect(summary.sources().sort()).toEqual(['@kiwi/api', '@kiwi/jobs', 'scripts']);
  });

  it('keeps only the last summary of a package (watch-free reruns, replayed logs)', () => {
    const summary = new VitestSummary();
    summary.addLine('@kiwi/db:test:       Tests  1 failed | 4 passed (5)');
    summary.addLine('@kiwi/db:test:       Tests  5 passed (5)');
    expect(summary.total()).toEqual({ passed: 5, failed: 0 });
  });

  it('does not mistake test output for a summary', () => {
    const summary = new VitestSummary();
    summary.addLine('@kiwi/web:test:  ✓ src/Tests are nice.test.tsx (3 tests) 20ms');
    summary.addLine('@kiwi/web:test: Tests for the login form');
    expect(summary.total()).toEqual({ passed: 0, failed: 0 });
  });

  it('counts a suite that crashed before its summary as one failure, once', () => {
    const summary = new VitestSummary();
    summary.addLine('@kiwi/jobs:test:       Tests  2 passed (2)');
    summary.addCrashedSuite('@kiwi/api');
    summary.addCrashedSuite('@kiwi/jobs');
    expect(summary.total()).toEqual({ passed: 2, failed: 1 });
  });
});

describe('failedTurboTasks', () => {
  it("reads turbo's Failed line", () => {
    expect(failedTurboTasks('  Failed:    @kiwi/api#test, @kiwi/db#test')).toEqual([
      '@kiwi/api',
      '@kiwi/db',
    ]);
    expect(failedTurboTasks('Tasks:    3 successful, 3 total')).toEqual([]);
  });
});
