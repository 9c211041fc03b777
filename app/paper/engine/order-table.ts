/**
 * Open orders by id, without hashing. Ids only grow, so the table is a run of chunks of consecutive ids; a chunk
 * whose orders are all gone is dropped, so memory follows the open orders, not every id ever handed out.
 */
const CHUNK = 4096;

export class OrderTable<T> {
  private chunks: ((T | undefined)[] | null)[] = [];
  /** Orders held per chunk. */
  private live: number[] = [];
  /** The chunk number of chunks[0]. */
  private first = 0;

  get(id: number): T | undefined {
    const chunk = this.chunks[Math.floor(id / CHUNK) - this.first];
    return chunk === undefined || chunk === null ? undefined : chunk[id % CHUNK];
  }

  /** Adds an order whose id is above every id added before. */
  add(id: number, item: T): void {
    const number = Math.floor(id / CHUNK);
    if (this.chunks.length === 0) this.first = number;
    while (this.first + this.chunks.length <= number) {
      this.chunks.push(new Array<T | undefined>(CHUNK));
      this.live.push(0);
    }
    const at = number - this.first;
    this.chunks[at]![id % CHUNK] = item;
    this.live[at]!++;
  }

  delete(id: number): void {
    const at = Math.floor(id / CHUNK) - this.first;
    const chunk = this.chunks[at];
    if (chunk === undefined || chunk === null || chunk[id % CHUNK] === undefined) return;
    chunk[id % CHUNK] = undefined;
    // The last chunk stays: the next ids go there.
    if (--this.live[at]! > 0 || at === this.chunks.length - 1) return;
    this.chunks[at] = null;
    while (this.chunks[0] === null) {
      this.chunks.shift();
      this.live.shift();
      this.first++;
    }
  }
}
