/**
 * Errors as the log shows them: a few bounded lines. A failing value often travels inside the error
 * (V8 puts an invalid currency code or JSON text in the message, Node adds the whole `input` of a bad
 * URL as a property, a driver the offending row), and the log printed it whole: one request with a
 * 100 kB field wrote 100 kB, twice. Here the message and the code are clipped to a few hundred
 * characters with the original length, the stack keeps its first frames, and other properties are left
 * out; causes follow, two deep.
 */
export const LOG_TEXT_MAX = 300;
const STACK_FRAMES = 8;

/** `text`, or its first `max` characters and how long it was. */
export function clip(text: string, max = LOG_TEXT_MAX): string {
  return text.length <= max ? text : `${text.slice(0, max)}… (${text.length} characters)`;
}

function asText(value: unknown): string {
  if (typeof value === "string") return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return Object.prototype.toString.call(value);
  }
}

export function describeError(error: unknown, depth = 0): string {
  if (!(error instanceof Error)) return clip(asText(error));
  const code = (error as { code?: unknown }).code;
  const head = `${clip(error.name, 60)}: ${clip(error.message)}${typeof code === "string" || typeof code === "number" ? ` [${clip(String(code), 60)}]` : ""}`;
  const frames = (error.stack ?? "")
    .split("\n")
    .filter((line) => line.startsWith("    at "))
    .slice(0, STACK_FRAMES)
    .map((line) => clip(line, 200));
  const cause = error.cause !== undefined && depth < 2 ? [`  caused by ${describeError(error.cause, depth + 1)}`] : [];
  return [head, ...frames, ...cause].join("\n");
}
