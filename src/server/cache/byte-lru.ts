/** A least-recently-used map of byte buffers bounded by their total size. */
export class ByteLru {
  private map = new Map<string, Buffer>();
  private size = 0;

  private readonly maxBytes: number;

  constructor(maxBytes: number) {
    this.maxBytes = maxBytes;
  }

  get(key: string): Buffer | undefined {
    const value = this.map.get(key);
    if (value) {
      this.map.delete(key);
      this.map.set(key, value);
    }
    return value;
  }

  set(key: string, value: Buffer): void {
    if (value.length > this.maxBytes / 4) return;
    const old = this.map.get(key);
    if (old) {
      this.size -= old.length;
      this.map.delete(key);
    }
    this.map.set(key, value);
    this.size += value.length;
    for (const [k, v] of this.map) {
      if (this.size <= this.maxBytes) break;
      this.map.delete(k);
      this.size -= v.length;
    }
  }
}
