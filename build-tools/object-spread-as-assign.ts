/**
 * Rewrites object literals that add properties after a spread, `{ ...props, color, size }`, as
 * `Object.assign(Object.assign({}, props), { color, size })`, in the server build's chunks (vite.config.ts).
 *
 * Why: on Node 20 (V8 11.3) an object made by a spread gets a hidden class of its own that V8 does not share
 * through its transition tree, so every property added after the spread makes new hidden classes, each time
 * the literal runs. They are allocated in old space: only a full collection frees them, and they bring it
 * nearer. MUI writes every component's `ownerState` and most slot props this way; a `/tracking` render made
 * about 180 such hidden classes from the server bundle. Measured on this machine, `{ ...src, a: 1, b: 2, c: 3 }`
 * took 2.6 µs an evaluation and `Object.assign({}, src, { a: 1, b: 2, c: 3 })` 0.18 µs (docs/performance.md,
 * session 16).
 * A literal with nothing after its spreads (`{ ...a }`, `{ a, ...b }`) is left alone: V8 handles it well.
 *
 * The rewrite keeps what the literal means: the calls nest so that each spread is copied (its getters run)
 * before the next part is evaluated, and later values win. Literals where it would not (an accessor, a method
 * that may use `super`, or a `__proto__` key after the first spread, which `Object.assign` would treat as a
 * setter) are left as they are.
 */
import MagicString from "magic-string";
import { parseAst } from "vite";

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

function isNode(value: unknown): value is Node {
  return typeof value === "object" && value !== null && typeof (value as Node).type === "string";
}

/** Children first, so that an outer literal is rewritten from its rewritten parts. */
function visitPostOrder(node: Node, leave: (node: Node) => void) {
  for (const key of Object.keys(node)) {
    const value = node[key];
    if (Array.isArray(value)) {
      for (const child of value) if (isNode(child)) visitPostOrder(child, leave);
    } else if (isNode(value)) {
      visitPostOrder(value, leave);
    }
  }
  leave(node);
}

function isProtoKey(property: Node) {
  if (property.computed) return false;
  const key = property.key as Node & { name?: string; value?: unknown };
  return key.name === "__proto__" || key.value === "__proto__";
}

/** Whether the literal adds anything after a spread and can be written as `Object.assign` without a change. */
function needsRewrite(properties: Node[]) {
  const first = properties.findIndex((p) => p.type === "SpreadElement");
  if (first === -1 || first === properties.length - 1) return false;
  return properties
    .slice(first + 1)
    .every((p) => p.type === "SpreadElement" || (p.type === "Property" && p.kind === "init" && !p.method && !isProtoKey(p)));
}

/** A declaration or parameter named `Object`: inside its scope the rewrite would call it instead of the global. */
const SHADOWS_OBJECT = /(?:\b(?:var|let|const|function|class)\s+|[(,]\s*)Object\s*[,)=;]/;

/** The chunk rewritten, or null when it holds no such literal (or shadows `Object` somewhere: left whole). */
export function objectSpreadAsAssign(code: string): string | null {
  if (SHADOWS_OBJECT.test(code)) return null;
  const ast = parseAst(code) as unknown as Node;
  const s = new MagicString(code);
  let changed = false;
  visitPostOrder(ast, (node) => {
    if (node.type !== "ObjectExpression") return;
    const properties = node.properties as Node[];
    if (!needsRewrite(properties)) return;
    changed = true;
    // Each spread is copied before the next part is evaluated, as in the literal: the calls nest, the first
    // part innermost. Inner literals were rewritten first (post-order), and `slice` returns them rewritten.
    const text = (n: Node) => s.slice(n.start, n.end);
    let group: string[] = [];
    let expression = "";
    for (const property of properties) {
      if (property.type !== "SpreadElement") {
        group.push(text(property));
        continue;
      }
      const spread = property.argument as Node;
      const argument = spread.type === "SequenceExpression" ? `(${text(spread)})` : text(spread);
      if (!expression) expression = `Object.assign({${group.join(", ")}}, ${argument})`;
      else if (group.length) expression = `Object.assign(Object.assign(${expression}, {${group.join(", ")}}), ${argument})`;
      else expression = `Object.assign(${expression}, ${argument})`;
      group = [];
    }
    if (group.length) expression = `Object.assign(${expression}, {${group.join(", ")}})`;
    s.overwrite(node.start, node.end, expression);
  });
  return changed ? s.toString() : null;
}
