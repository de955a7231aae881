/**
 * Serialised answers of the configurator lists, keyed by tenant and ETag (decision 1508),
 * least recently used first out once `maxBytes` is passed. A key names one answer forever
 * (its ETag changes with anything the answer depends on), so entries are never invalidated:
 * stale ones are simply no longer asked for and age out. `maxBytes` 0 turns the cache off.
 */
export class ListBodyCache {
  private readonly entries = new Map<string, Buffer>();
  private bytes = 0;

  constructor(readonly maxBytes: number) {}

  get(key: string): Buffer | undefined {
    const body = this.entries.get(key);
    if (body === undefined) return undefined;
    // Map order is insertion order: re-inserting makes it the most recently used.
    this.entries.delete(key);
    this.entries.set(key, body);
    return body;
  }

  set(key: string, body: Buffer): void {
    if (body.length > this.maxBytes / 4) return; // one answer never takes most of the cache
    const old = this.entries.get(key);
    if (old !== undefined) {
      this.entries.delete(key);
      this.bytes -= old.length;
    }
    this.entries.set(key, body);
    this.bytes += body.length;
    for (const [oldest, value] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= value.length;
    }
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }
}
