import { Readable } from 'node:stream';

/**
 * A request body handed on to the API as a Node stream, chunk by chunk as it arrives, so an upload is
 * never held whole here. `discardRest` reads through whatever the API left unread (it may refuse an
 * upload before reading it) and drops it, so the browser finishes sending and gets its answer.
 */
export function streamedBody(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const stream = new Readable({
    read() {
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
