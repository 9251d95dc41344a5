/**
 * Reused buffers for large JSON response bodies. A page of 100 bookings is about 100 KB. Encoded
 * into new memory for every response (as Node does with a string body), each page is memory the
 * process has just handed back to the system and must fault in again: the allocator returns freed
 * blocks at the top of its heap once they pass 128 KB, so under a stream of such responses every
 * page cost about 25 page faults, a third of a page's CPU. A buffer kept here is faulted in once.
 *
 * A buffer goes back to its free list when its response has finished (everything handed to the
 * socket, so no write still reads it); a response that never finishes (its client went away) leaves
 * its buffer to the garbage collector. Free buffers are bounded by `keepBytes`.
 */
import type { ServerResponse } from 'node:http';
import { type JsonPiece, joinPieces } from '../core/paging.js';

/** Texts shorter than this are left to Node: its own small-write paths are cheaper. */
export const POOLED_FROM_CHARS = 16 * 1024;
/** Size classes are powers of two from 32 KB to this; a longer body gets a buffer of its own. */
const LARGEST_CLASS = 1024 * 1024;
const SMALLEST_CLASS = 32 * 1024;

export class BodyBuffers {
  private readonly free = new Map<number, Buffer[]>();
  private freeBytes = 0;

  constructor(private readonly keepBytes = 16 * 1024 * 1024) {}

  /**
   * `text` as UTF-8 in a buffer to send as `res`'s body: a slice of a reused buffer when it is
   * large and fits a size class, else a buffer of its own.
   */
  encode(text: string, res: ServerResponse): Buffer {
    const length = Buffer.byteLength(text);
    if (text.length < POOLED_FROM_CHARS || length > LARGEST_CLASS) return Buffer.from(text);
    const buffer = this.take(length, res);
    writeText(buffer, text, 0, length);
    return buffer.subarray(0, length);
  }

  /**
   * `pieces` joined, as UTF-8, to send as `res`'s body: written one after the other into a reused
   * buffer when large (a page of 100 stored views is about 100 pieces of 1 KB: joining them first
   * made a string as large as the page, the largest allocation of the request), else joined.
   */
  encodePieces(pieces: readonly JsonPiece[], res: ServerResponse): Buffer | string {
    let chars = 0;
    for (const p of pieces) chars += p.length;
    if (chars < POOLED_FROM_CHARS) return joinPieces(pieces);
    // Each piece's length in bytes, measured once: it also says which pieces are ASCII.
    const sizes = pieces.map((p) => (typeof p !== 'string' ? p.length : isAsciiChar(p) ? 1 : Buffer.byteLength(p)));
    let length = 0;
    for (const n of sizes) length += n;
    if (length > LARGEST_CLASS) return Buffer.from(joinPieces(pieces));
    const buffer = this.take(length, res);
    let at = 0;
    pieces.forEach((p, i) => {
      if (typeof p !== 'string') {
        buffer.set(p, at);
        at += p.length;
      } else if (isAsciiChar(p)) {
        // A separator is a byte: written as one, without a call into the runtime.
        buffer[at++] = p.charCodeAt(0);
      } else at += writeText(buffer, p, at, sizes[i] ?? Buffer.byteLength(p));
    });
    return buffer.subarray(0, length);
  }

  /** A buffer of at least `length` bytes for `res`'s body, taken back when the response has finished. */
  private take(length: number, res: ServerResponse): Buffer {
    let size = SMALLEST_CLASS;
    while (size < length) size *= 2;
    const list = this.free.get(size);
    const held = list?.pop();
    if (held !== undefined) this.freeBytes -= size;
    const buffer = held ?? Buffer.allocUnsafeSlow(size);
    res.once('finish', () => this.release(buffer));
    return buffer;
  }

  /** Buffers free for reuse, by size (tests). */
  freeCount(): number {
    let n = 0;
    for (const list of this.free.values()) n += list.length;
    return n;
  }

  private release(buffer: Buffer): void {
    if (this.freeBytes + buffer.length > this.keepBytes) return;
    const list = this.free.get(buffer.length);
    if (list === undefined) this.free.set(buffer.length, [buffer]);
    else list.push(buffer);
    this.freeBytes += buffer.length;
  }
}

/**
 * Write `text`, whose UTF-8 is `bytes` long, into `buffer` at `at`; the bytes written. A text as
 * long in bytes as in characters is ASCII (any other character takes two bytes or more), and ASCII
 * is copied a character a byte: a page of stored views took 62 µs to encode as UTF-8 and 8 µs so.
 */
function writeText(buffer: Buffer, text: string, at: number, bytes: number): number {
  return bytes === text.length ? buffer.write(text, at, 'latin1') : buffer.write(text, at);
}

/** Whether `s` is one character of ASCII (one byte in UTF-8). */
const isAsciiChar = (s: string) => s.length === 1 && s.charCodeAt(0) < 0x80;
