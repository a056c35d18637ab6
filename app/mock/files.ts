import { makeRoom, nextId, processState } from "./core";

/**
 * Files visitors upload on the file-uploader demo. They live in this process's memory only, so the public demo
 * never writes to the panel's uploads store: at most `MAX_DEMO_FILES` files of `MAX_DEMO_FILE_BYTES` each (the
 * oldest makes room), a few megabytes in all, and a restart empties the list.
 */
export const DEMO_FILE_KINDS = ["png", "jpg", "webp", "svg", "pdf"] as const;
export type DemoFileKind = (typeof DEMO_FILE_KINDS)[number];

export const DEMO_FILE_MIME: Record<DemoFileKind, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  webp: "image/webp",
  svg: "image/svg+xml",
  pdf: "application/pdf",
};

export const MAX_DEMO_FILES = 12;
export const MAX_DEMO_FILE_BYTES = 1024 * 1024;
/** Files one post may carry (the form's `multiple` input). */
export const MAX_FILES_PER_POST = 5;

export interface DemoFile {
  id: number;
  /** The name the browser sent, cut to a displayable length; shown, never used as a path. */
  name: string;
  kind: DemoFileKind;
  size: number;
  uploadedAt: string;
}

interface StoredFile extends DemoFile {
  bytes: Uint8Array<ArrayBuffer>;
}

const state = processState(() => ({ files: [] as StoredFile[] }));
export const resetDemoFiles = state.reset;

/** A browser's file name as the list shows it: no path, no control characters, at most 120 characters. */
export function displayName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return [...clean].slice(0, 120).join("") || "—";
}

/** Newest first, without their bytes. */
export function listDemoFiles(): DemoFile[] {
  return state
    .get()
    .files.map(({ bytes: _bytes, ...file }) => file)
    .sort((a, b) => b.id - a.id);
}

/** Keeps a checked file; the oldest goes when the list is full. */
export function addDemoFile(
  input: { name: string; kind: DemoFileKind; bytes: Uint8Array<ArrayBuffer> },
  now = new Date(),
): DemoFile {
  if (input.bytes.byteLength > MAX_DEMO_FILE_BYTES) throw new RangeError("demo file over its cap");
  const { files } = state.get();
  makeRoom(files, MAX_DEMO_FILES);
  const file: StoredFile = {
    id: nextId(files),
    name: displayName(input.name),
    kind: input.kind,
    size: input.bytes.byteLength,
    uploadedAt: now.toISOString(),
    bytes: input.bytes,
  };
  files.push(file);
  const { bytes: _bytes, ...shown } = file;
  return shown;
}

export function demoFile(id: number): (DemoFile & { bytes: Uint8Array<ArrayBuffer> }) | null {
  return state.get().files.find((f) => f.id === id) ?? null;
}

/** Answers whether there was such a file. */
export function removeDemoFile(id: number): boolean {
  const { files } = state.get();
  const at = files.findIndex((f) => f.id === id);
  if (at < 0) return false;
  files.splice(at, 1);
  return true;
}
