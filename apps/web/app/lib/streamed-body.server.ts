import { Readable } from 'node:stream';

/** How far into a form its first part's headers may reach; ours are a few hundred bytes. */
const FIRST_HEADERS_MAX_BYTES = 16 * 1024;
const HEADERS_END = Buffer.from('\r\n\r\n');

/**
 * A request body handed on to the API as a Node stream, chunk by chunk as it arrives, so an upload is
 * never held whole here. `discardRest` reads through whatever the API left unread (it may refuse an
 * upload before reading it) and drops it, so the browser finishes sending and gets its answer.
 */
export function streamedBody(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  // Chunks read ahead by `firstFieldName`, given to the stream before anything newer.
  const early: Uint8Array[] = [];
  const stream = new Readable({
    read() {
      const next = early.shift();
      if (next) {
        stream.push(next);
        return;
      }
      reader.read().then(
        ({ done, value }) => {
          if (!stream.destroyed) stream.push(done ? null : value);
        },
        (error: Error) => stream.destroy(error),
      );
    },
  });
  return {
    stream,

    /**
     * The field name of a multipart form's first part, read from its headers only (a few hundred bytes
     * read ahead and kept for the stream), or undefined when they do not arrive in the first 16 KB.
     */
    async firstFieldName(): Promise<string | undefined> {
      let seen = Buffer.alloc(0);
      while (seen.length < FIRST_HEADERS_MAX_BYTES) {
        const headersEnd = seen.indexOf(HEADERS_END);
        if (headersEnd >= 0)
          return /\bname="([^"]*)"/i.exec(seen.subarray(0, headersEnd).toString('latin1'))?.[1];
        const { done, value } = await reader.read();
        if (done) return undefined;
        early.push(value);
        seen = Buffer.concat([seen, value]);
      }
      return undefined;
    },

    async discardRest() {
      stream.destroy();
      try {
        while (!(await reader.read()).done) {
          // Dropped: the answer is already known.
        }
      } catch {
        // The browser went away or the host cut the body off: nothing is left to read.
      }
    },
  };
}
