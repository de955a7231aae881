import type { ListView } from './list-state-codec';

function canonical(view: ListView): string {
  const filters = Object.keys(view.filters)
    .sort()
    .map((key) => [key, view.filters[key]]);
  return JSON.stringify([filters, view.sort, view.columns]);
}

/** Two views show the same list (filter order does not matter). */
export function sameView(a: ListView, b: ListView): boolean {
  return canonical(a) === canonical(b);
}
