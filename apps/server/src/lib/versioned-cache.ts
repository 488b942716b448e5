/**
 * Answers kept in memory under a key, each with the version of the data it was built from: a read
 * gives it back only for that same version, so a change anywhere (which moves the version on) makes
 * every older answer unreachable at once, in every process, without telling anyone. Least recently
 * used answers go first when the entry or byte cap is reached. A cap of 0 bytes turns it off.
 */
export class VersionedCache {
  private readonly entries = new Map<string, { version: number; value: string }>();
  private bytes = 0;
  private readonly building = new Map<string, Promise<string>>();

  constructor(
    private readonly maxEntries: number,
    private readonly maxBytes: number,
  ) {}

  /**
   * The kept value for this version, or the one `build` makes. Asks that arrive while it is being
   * built wait for that same build: when a change makes a popular answer stale, everyone waiting
   * for it costs one build, not one each.
   */
  getOrBuild(key: string, version: number, build: () => Promise<string>): Promise<string> {
    if (this.maxBytes === 0) return build();
    const kept = this.get(key, version);
    if (kept !== undefined) return Promise.resolve(kept);
    const buildKey = `${version} ${key}`;
    const running = this.building.get(buildKey);
    if (running) return running;
    const built = build()
      .then((value) => {
        this.set(key, version, value);
        return value;
      })
      .finally(() => this.building.delete(buildKey));
    this.building.set(buildKey, built);
    return built;
  }

  get(key: string, version: number): string | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.version !== version) {
      // Versions only grow: an older kept value is dead, a newer one (asked by a slow reader) is not.
      if (entry.version < version) this.drop(key);
      return undefined;
    }
    // Map order is insertion order: re-inserting makes it the most recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, version: number, value: string): void {
    this.drop(key);
    // Two bytes a UTF-16 code unit: what the string holds in memory, whatever it would be on the wire.
    const size = value.length * 2;
    if (size > this.maxBytes) return;
    this.entries.set(key, { version, value });
    this.bytes += size;
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.drop(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.value.length * 2;
    this.entries.delete(key);
  }
}
