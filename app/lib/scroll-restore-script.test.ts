import { describe, expect, it, vi } from "vitest";
import { SCROLL_STORAGE_KEY, restoreScrollScript } from "./scroll-restore-script";

/** Runs the inline script against a fake window: a history entry's state and what sessionStorage holds. */
function run(state: unknown, stored: string | null) {
  const history = { state, replaceState: vi.fn() };
  const sessionStorage = { getItem: vi.fn(() => stored), removeItem: vi.fn() };
  const window = { history, scrollTo: vi.fn() };
  const console = { error: vi.fn() };
  new Function("window", "sessionStorage", "console", restoreScrollScript)(window, sessionStorage, console);
  return { history, sessionStorage, window, console };
}

describe("restoreScrollScript", () => {
  it("gives a fresh entry a key and never reads sessionStorage for it", () => {
    const { history, sessionStorage, window } = run(null, JSON.stringify({ anything: 300 }));
    expect(history.replaceState).toHaveBeenCalledTimes(1);
    expect(history.replaceState.mock.calls[0][0]).toEqual({ key: expect.stringMatching(/^[0-9a-v]+$/) });
    expect(sessionStorage.getItem).not.toHaveBeenCalled();
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it("scrolls a reloaded or revisited entry to the position stored under its key", () => {
    const { history, sessionStorage, window } = run({ key: "abc", idx: 2 }, JSON.stringify({ abc: 640, other: 10 }));
    expect(history.replaceState).not.toHaveBeenCalled();
    expect(sessionStorage.getItem).toHaveBeenCalledWith(SCROLL_STORAGE_KEY);
    expect(window.scrollTo).toHaveBeenCalledWith(0, 640);
  });

  it("stays at the top when nothing is stored for the entry", () => {
    expect(run({ key: "abc" }, JSON.stringify({ other: 10 })).window.scrollTo).not.toHaveBeenCalled();
    expect(run({ key: "abc" }, null).window.scrollTo).not.toHaveBeenCalled();
  });

  it("removes a damaged store instead of failing", () => {
    const { sessionStorage, window, console } = run({ key: "abc" }, "{not json");
    expect(sessionStorage.removeItem).toHaveBeenCalledWith(SCROLL_STORAGE_KEY);
    expect(console.error).toHaveBeenCalled();
    expect(window.scrollTo).not.toHaveBeenCalled();
  });
});
