import type { TFunction } from "i18next";
import { decodeText } from "./csv";

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

/** An import's uploaded file as text, or what the action answers instead (in the user's language). */
export type CsvUpload =
  { ok: true; form: FormData; file: File; text: string } | { ok: false; status: 400 | 413; error: string };

/**
 * The `file` of an import's form post, read with the size limit and decoded (UTF-8, else Windows-1254). A body
 * over the limit answers 413 and a missing or empty file 400, with the upload form's words (`common:upload.*`).
 */
export async function readCsvUpload(request: Request, maxBytes: number, t: TFunction): Promise<CsvUpload> {
  let form: FormData;
  try {
    form = await readLimitedFormData(request, maxBytes);
  } catch (error) {
    if (!(error instanceof PayloadTooLarge)) throw error;
    return { ok: false, status: 413, error: t("common:upload.tooLarge", { max: String(megabytes(maxBytes)) }) };
  }
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0) return { ok: false, status: 400, error: t("common:upload.noFile") };
  return { ok: true, form, file, text: decodeText(new Uint8Array(await file.arrayBuffer())) };
}

/** "8 MB" for messages. */
export function megabytes(bytes: number): number {
  return Math.round((bytes / (1024 * 1024)) * 10) / 10;
}
