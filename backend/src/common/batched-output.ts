import { write as writeAsync, writeSync } from 'node:fs';
import type { DestinationStream } from 'pino';

/** Bytes of one buffer the lines are copied into; a batch is written when it holds `minLength`. */
const BUFFER_BYTES = 64 * 1024;
/** What may wait for a slow reader (a stuck log collector) before new lines are dropped and counted. */
const MAX_WAITING_BYTES = 32 * 1024 * 1024;

const isRetryable = (error: NodeJS.ErrnoException) => error.code === 'EAGAIN' || error.code === 'EWOULDBLOCK' || error.code === 'EBUSY';

/**
 * Log lines to a file descriptor (stdout) in batches, without blocking the event loop: each line
 * is copied at once into a preallocated buffer, and a batch of `minLength` bytes or more (or
 * whatever there is, once a second) goes out in one asynchronous write, one write at a time, in
 * order. A short write sends the rest; a pipe that is full (EAGAIN) is tried again shortly.
 *
 * Why not pino's own destination (sonic-boom): it keeps the waiting lines as one growing string
 * and measures that string's UTF-8 length on every line, several times what a line costs here
 * (docs/performance.md, "Where a kept page's time goes").
 */
export class BatchedOutput implements DestinationStream {
  private buffer = Buffer.allocUnsafe(BUFFER_BYTES);
  /** where the next line goes in `buffer` */
  private end = 0;
  /** where the part of `buffer` not yet handed to a write starts */
  private start = 0;
  private readonly waiting: Buffer[] = [];
  private waitingBytes = 0;
  private writing = false;
  /** lines dropped because the reader fell `MAX_WAITING_BYTES` behind; said in the next line written */
  private dropped = 0;
  /** writers that keep lines of their own to write, asked to write them before each flush */
  private readonly beforeFlushing: (() => void)[] = [];

  constructor(
    private readonly fd: number,
    private readonly minLength = 8192,
  ) {}

  write(line: string): void {
    if (this.waitingBytes > MAX_WAITING_BYTES) {
      this.dropped++;
      return;
    }
    if (this.dropped > 0) {
      const note = `{"level":"warn","time":"${new Date().toISOString()}","msg":"${this.dropped} log lines dropped: the output did not keep up"}\n`;
      this.dropped = 0;
      this.write(note);
    }
    // A UTF-16 code unit takes at most 3 bytes of UTF-8.
    const room = line.length * 3;
    if (this.end + room > this.buffer.length) {
      this.detach();
      if (room > this.buffer.length) {
        this.enqueue(Buffer.from(line));
        this.pump();
        return;
      }
      this.buffer = Buffer.allocUnsafe(BUFFER_BYTES);
      this.start = this.end = 0;
    }
    this.end += this.buffer.write(line, this.end);
    if (this.end - this.start >= this.minLength) this.flush();
  }

  /**
   * `write` is called before every flush, the one at exit included: a writer that keeps its lines
   * a while (AccessLines) writes them then, so they go out with the rest.
   */
  beforeFlush(write: () => void): void {
    this.beforeFlushing.push(write);
  }

  /** Sends what is buffered now (the once-a-second timer, and a test that reads the output). */
  flush(): void {
    for (const write of this.beforeFlushing) write();
    this.detach();
    this.pump();
  }

  /** At exit: everything still buffered, written synchronously (a write in flight then may end after these lines). */
  flushSync(): void {
    for (const write of this.beforeFlushing) write();
    this.detach();
    for (const chunk of this.waiting.splice(0)) {
      let offset = 0;
      for (let tries = 0; offset < chunk.length && tries < 1000; tries++) {
        try {
          offset += writeSync(this.fd, chunk, offset);
        } catch (error) {
          if (!isRetryable(error as NodeJS.ErrnoException)) break;
        }
      }
    }
    this.waitingBytes = 0;
  }

  /** The buffered lines become a chunk waiting for its write; the buffer's rest takes the next lines. */
  private detach(): void {
    if (this.end === this.start) return;
    this.enqueue(this.buffer.subarray(this.start, this.end));
    this.start = this.end;
  }

  private enqueue(chunk: Buffer): void {
    this.waiting.push(chunk);
    this.waitingBytes += chunk.length;
  }

  private pump(): void {
    if (this.writing || this.waiting.length === 0) return;
    const chunk = this.waiting.length === 1 ? this.waiting[0] : Buffer.concat(this.waiting);
    this.waiting.length = 0;
    this.writing = true;
    writeAsync(this.fd, chunk, 0, chunk.length, null, (error, written) => {
      this.writing = false;
      this.waitingBytes -= chunk.length;
      if (error && isRetryable(error)) {
        this.waiting.unshift(chunk);
        this.waitingBytes += chunk.length;
        setTimeout(() => this.pump(), 10).unref();
        return;
      }
      // Another error (the reader went away): these lines cannot be written anywhere.
      if (!error && written < chunk.length) {
        const rest = chunk.subarray(written);
        this.waiting.unshift(rest);
        this.waitingBytes += rest.length;
      }
      this.pump();
    });
  }
}
