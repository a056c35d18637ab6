import { describe, expect, it } from "vitest";
import { abilityFor, abilityFromRules, rulesFor, type Action, type Subject } from "./permissions";
import type { Role } from "./roles";

// The matrix of docs/permissions.md, as a table: role, action, subject, allowed.
const MATRIX: Array<[Role, Action, Subject, boolean]> = [
  ["admin", "manage", "all", true],
  ["admin", "delete", "User", true],
  ["admin", "read", "Outbox", true],
  ["admin", "read", "Demo", true],
  ["agent", "read", "Dashboard", true],
  ["agent", "takeCare", "Freight", true],
  ["agent", "send", "Offer", true],
  ["agent", "addEvent", "Shipment", true],
  ["agent", "read", "Outbox", false],
  ["agent", "read", "User", false],
  ["agent", "read", "Contact", false],
  ["agent", "update", "Banner", false],
  ["agent", "import", "Tariff", false],
  ["agent", "read", "Demo", false],
  ["agent", "read", "AddressBook", true],
  ["agent", "update", "AddressBook", false],
  ["agent", "import", "AddressBook", false],
  ["agent", "update", "Pickup", true],
  ["agent", "create", "Pickup", false],
  ["customer", "read", "Dashboard", true],
  ["customer", "create", "Shipment", true],
  ["customer", "cancel", "Shipment", true],
  ["customer", "respond", "Offer", true],
  ["customer", "create", "Freight", true],
  ["customer", "read", "Tariff", true],
  ["customer", "update", "Account", true],
  ["customer", "addEvent", "Shipment", false],
  ["customer", "takeCare", "Freight", false],
  ["customer", "send", "Offer", false],
  ["customer", "read", "User", false],
  ["customer", "read", "Branch", false],
  ["customer", "read", "Outbox", false],
  ["customer", "update", "ExpressPrice", false],
  ["admin", "update", "DomesticPrice", true],
  ["agent", "read", "DomesticPrice", true],
  ["agent", "update", "DomesticPrice", false],
  ["customer", "read", "DomesticPrice", true],
  ["customer", "update", "DomesticPrice", false],
  ["agent", "read", "Cod", true],
  ["agent", "update", "Cod", true],
  ["customer", "read", "Cod", true],
  ["customer", "update", "Cod", false],
  ["admin", "read", "Report", true],
  ["agent", "read", "Report", true],
  ["customer", "read", "Report", true],
  ["customer", "update", "Report", false],
  ["customer", "import", "AddressBook", true],
  ["customer", "delete", "AddressBook", true],
  ["customer", "create", "Pickup", true],
  ["customer", "cancel", "Pickup", true],
  ["customer", "update", "Pickup", false],
];

describe("permission matrix", () => {
  it.each(MATRIX)("%s may %s %s: %s", (role, action, subject, allowed) => {
    expect(abilityFor(role).can(action, subject)).toBe(allowed);
  });
});

describe("rules and abilities per role", () => {
  it("are built once per role and shared frozen; rules from elsewhere (the browser's copy) get their own ability", () => {
    for (const role of ["admin", "agent", "customer"] as const) {
      expect(rulesFor(role)).toBe(rulesFor(role));
      expect(abilityFor(role)).toBe(abilityFor(role));
      expect(abilityFromRules(rulesFor(role))).toBe(abilityFor(role));
      expect(Object.isFrozen(rulesFor(role)) && rulesFor(role).every((rule) => Object.isFrozen(rule))).toBe(true);
      expect(() => (rulesFor(role) as unknown as unknown[]).push({ action: "manage", subject: "all" })).toThrow();
      const copy = structuredClone(rulesFor(role));
      expect(abilityFromRules(copy)).not.toBe(abilityFor(role));
      expect(abilityFromRules(copy).rules).toEqual(abilityFor(role).rules);
    }
    expect(abilityFor("agent").can("manage", "all")).toBe(false);
  });
});
