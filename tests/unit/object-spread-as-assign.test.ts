import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { objectSpreadAsAssign } from "../../build-tools/object-spread-as-assign";

/** Runs `code` (which assigns `result`) in a fresh context and returns what it made, as JSON-able data. */
function run(code: string) {
  const context: { result?: unknown; log: string[] } = { log: [] };
  vm.runInNewContext(code, context);
  return { result: context.result, log: context.log };
}

function same(code: string) {
  const rewritten = objectSpreadAsAssign(code);
  expect(rewritten, code).not.toBeNull();
  const before = run(code);
  const after = run(rewritten!);
  expect(JSON.stringify(after)).toBe(JSON.stringify(before));
  return rewritten!;
}

describe("objectSpreadAsAssign", () => {
  it("writes properties after a spread as Object.assign, with the same result", () => {
    const out = same("const props = { a: 1, color: 'red' }; result = { ...props, color: 'blue', size: 2 };");
    expect(out).toContain("Object.assign(Object.assign({}, props), {color: 'blue', size: 2})");
    same("const a = { x: 1 }, b = { y: 2, x: 3 }; result = { first: 0, ...a, mid: 1, ...b, x: 9, last: 2 };");
    same("const a = { x: 1 }, b = { y: 2 }; result = { ...a, ...b };");
    same("const a = { x: 1 }; result = { ...a, y: 2, };");
    same("const a = null, b = undefined; result = { ...a, ...b, z: 1 };");
    same("const k = 'dyn'; const a = { p: 1 }; result = { ...a, [k + 1]: 2, short: k };");
    same("const a = { p: 1 }; result = { ...(log.push('seq'), a), q: (1, 2) };");
    // Offsets are in characters: text before the literal in Turkish, emoji and CJK must not shift them.
    same("const t = 'Gönderi ışık 🚚 貨物'; const a = { p: t }; result = { ...a, q: 'ğüşiöç', r: { ...a, s: '🚚' } };");
  });

  it("keeps the order in which the parts are evaluated: each spread is copied (its getters run) before the next part", () => {
    same(`
      const source = { get g() { log.push("get"); return 1; } };
      const at = (name, value) => (log.push(name), value);
      result = { first: at("first", 1), ...at("spread", source), after: at("after", 2), ...at("spread2", { z: 1 }), end: at("end", 3) };
    `);
  });

  it("handles literals inside literals, spread arguments and property values alike", () => {
    same("const a = { x: 1 }; result = { ...{ ...a, y: 2 }, z: 3 };");
    same("const a = { x: 1 }; result = { ...a, inner: { ...a, y: { ...a, w: 0 } }, z: 3 };");
    same("const a = { x: 1 }; result = [{ ...a, y: 1 }, { ...a, y: 2 }].map((o) => ({ ...o, i: 1 }));");
  });

  it("leaves alone what V8 handles well, and what Object.assign would change", () => {
    expect(objectSpreadAsAssign("const a = {}; result = { ...a };")).toBeNull();
    expect(objectSpreadAsAssign("const a = {}; result = { x: 1, ...a };")).toBeNull();
    expect(objectSpreadAsAssign("const a = {}; result = { ...a, get x() { return 1; } };")).toBeNull();
    expect(objectSpreadAsAssign("const a = {}; result = { ...a, m() { return super.toString(); } };")).toBeNull();
    expect(objectSpreadAsAssign("const a = {}; result = { ...a, __proto__: null };")).toBeNull();
    expect(objectSpreadAsAssign("const a = {}; result = { ...a, ['__proto__']: 1 };")).not.toBeNull();
    // A chunk where `Object` is not the global somewhere is left whole.
    expect(objectSpreadAsAssign("function f(Object) { return { ...Object, a: 1 }; } result = f({});")).toBeNull();
    expect(objectSpreadAsAssign("const a = {}; { let Object = 1; } result = { ...a, b: 1 };")).toBeNull();
  });

  it("gives code that parses in modules with imports, exports and top-level await", () => {
    const out = objectSpreadAsAssign("import p from 'y';\nexport const v = { ...p, on: await Promise.resolve(1) };\n");
    expect(out).toContain("Object.assign(Object.assign({}, p), {on: await Promise.resolve(1)})");
  });
});
