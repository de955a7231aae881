/** Lower case without accents, so that "garcia" finds "García" (Spanish search habits). */
export function normaliseSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/** Whether every word typed appears in `text`, accents and case ignored. */
export function matchesSearch(text: string, search: string): boolean {
  const haystack = normaliseSearchText(text);
  return normaliseSearchText(search)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}
