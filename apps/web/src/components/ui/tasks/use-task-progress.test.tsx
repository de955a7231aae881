import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../test/fake-api';
import { useTaskProgress } from './use-task-progress';

const STATUS_PATH = '/api/utils/task-status/t-1/';

function Probe({ taskId }: { taskId: string | null }) {
  const task = useTaskProgress(taskId);
  return (
    <p data-testid="task">
      {task.phase}|{task.percent ?? '-'}|{task.failure ?? ''}
    </p>
  );
}

const shown = () => screen.getByTestId('task').textContent;

/** Answers the queued statuses in order (the last one repeats); `'network'` fails the request. */
function serveStatuses(statuses: (object | 'network' | 500)[]) {
  let index = 0;
  return fakeApi({
    [`GET ${STATUS_PATH}`]: () => {
      const next = statuses[Math.min(index, statuses.length - 1)]!;
      index += 1;
      if (next === 'network') throw new TypeError('Failed to fetch');
      if (next === 500) return json({ detail: 'Error' }, 500);
      return json(next);
    },
  });
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('useTaskProgress', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('polls every 300 ms while in progress and reports done/total × 100', async () => {
    const api = serveStatuses([
      { state: 'PENDING', progress: { done: 0, total: 0 }, result: null },
      { state: 'PROGRESS', progress: { done: 50, total: 200 }, result: null },
      { state: 'PROGRESS', progress: { done: 150, total: 200 }, result: null },
      {
        state: 'SUCCESS',
        progress: { done: 200, total: 200 },
        result: { filename: 'x.xlsx', rows: 200 },
      },
    ]);
    render(<Probe taskId="t-1" />);
    await advance(0);
    expect(shown()).toBe('in-progress|-|');
    await advance(299);
    expect(api.calls).toHaveLength(1);
    await advance(1);
    expect(api.calls).toHaveLength(2);
    expect(shown()).toBe('in-progress|25|');
    await advance(300);
    expect(shown()).toBe('in-progress|75|');
    await advance(300);
    expect(shown()).toBe('success|100|');
    await advance(3000);
    expect(api.calls).toHaveLength(4);
  });

  it('retries a failed poll 500 ms later and carries on', async () => {
    const api = serveStatuses([
      'network',
      500,
      { state: 'PROGRESS', progress: { done: 1, total: 4 }, result: null },
      { state: 'SUCCESS', progress: { done: 4, total: 4 }, result: null },
    ]);
    render(<Probe taskId="t-1" />);
    await advance(0);
    expect(api.calls).toHaveLength(1);
    await advance(499);
    expect(api.calls).toHaveLength(1);
    await advance(1);
    expect(api.calls).toHaveLength(2);
    await advance(500);
    expect(api.calls).toHaveLength(3);
    expect(shown()).toBe('in-progress|25|');
    await advance(300);
    expect(shown()).toBe('success|100|');
  });

  it('gives up after 30 retries with "Ha habido un problema al exportar"', async () => {
    const api = serveStatuses(['network']);
    render(<Probe taskId="t-1" />);
    await advance(30 * 500 - 1);
    expect(api.calls).toHaveLength(30);
    expect(shown()).toMatch(/^in-progress/);
    await advance(1);
    expect(api.calls).toHaveLength(31);
    expect(shown()).toBe('failure|-|Ha habido un problema al exportar');
    await advance(5000);
    expect(api.calls).toHaveLength(31);
  });

  it("shows the server's reason for a failed task", async () => {
    serveStatuses([
      {
        state: 'FAILURE',
        progress: { done: 0, total: 0 },
        result: 'El archivo no contiene un JSON válido.',
      },
    ]);
    render(<Probe taskId="t-1" />);
    await advance(0);
    expect(shown()).toBe('failure|-|El archivo no contiene un JSON válido.');
  });

  it('stops polling when the task is dropped', async () => {
    const api = serveStatuses([
      { state: 'PROGRESS', progress: { done: 1, total: 9 }, result: null },
    ]);
    const view = render(<Probe taskId="t-1" />);
    await advance(600);
    const calls = api.calls.length;
    view.rerender(<Probe taskId={null} />);
    await advance(3000);
    expect(api.calls).toHaveLength(calls);
    expect(shown()).toBe('idle|-|');
  });
});
