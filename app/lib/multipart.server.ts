/**
 * Reads a form post (multipart or urlencoded) with a size limit. A body larger than `maxBytes`
 * throws `PayloadTooLarge` (the action answers 413 with a message); the rest of the body is
 * still read, up to a hard ceiling, so the browser receives that answer instead of a reset
 * connection.
 */
export class PayloadTooLarge extends Error {
  constructor(public readonly maxBytes: number) {
    super(`The upload is larger than ${maxBytes} bytes`);
  }
}

/** Past this much, the connection is dropped rather than drained. */
export const DRAIN_CEILING = 64 * 1024 * 1024;

/**
 * Reads and drops the rest of a refused body, so the client, still sending, receives the answer
 * (413) instead of a reset connection: cancelling a request body destroys its socket, and a
 * response written before the body ended closes the connection under the client's upload. Past
 * `DRAIN_CEILING` bytes in all (`received` already read, or a declared length over it), it cancels.
 */
export async function drainBody(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  received = 0,
  declared = Number.NaN,
): Promise<void> {
  if (declared > DRAIN_CEILING) {
    await reader.cancel().catch(() => undefined);
    return;
  }
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      received += value.byteLength;
      if (received > DRAIN_CEILING) {
        await reader.cancel();
        return;
      }
    }
  } catch {
    // The client went away: nothing left to drain.
  }
}

export async function readLimitedFormData(request: Request, maxBytes: number): Promise<FormData> {
  const declared = Number(request.headers.get("Content-Length") ?? "NaN");
  const reader = request.body?.getReader();
  if (!reader) return new FormData();
  const chunks: Uint8Array[] = [];
  let received = 0;
  if (Number.isFinite(declared) && declared > maxBytes) {
    await drainBody(reader, 0, declared);
    throw new PayloadTooLarge(maxBytes);
  }
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > maxBytes) {
      await drainBody(reader, received);
      throw new PayloadTooLarge(maxBytes);
    }
    chunks.push(value);
  }
  const body = new Uint8Array(received);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  const contentType = request.headers.get("Content-Type") ?? "application/x-www-form-urlencoded";
  try {
    return await new Response(body, { headers: { "Content-Type": contentType } }).formData();
  } catch {
    // A malformed body reads as an empty form: the action's validation answers 400.
    return new FormData();
  }
}

/** "8 MB" for messages. */
export function megabytes(bytes: number): number {
  return Math.round((bytes / (1024 * 1024)) * 10) / 10;
}
