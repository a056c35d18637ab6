import { AbilityBuilder, createMongoAbility, type MongoAbility, type RawRuleOf } from "@casl/ability";
import type { Role } from "./roles";

/**
 * Who may do what, as CASL rules derived from the role. The server checks every loader and
 * action with `requireAbility`; the browser gets the same rules (`userData.roleAbilities`) only
 * to hide what the user cannot do. Row scope (a customer's own rows, an agent's branch) is
 * applied in the model queries. The full matrix is docs/permissions.md.
 */
export const ACTIONS = [
  "manage",
  "read",
  "create",
  "update",
  "delete",
  "takeCare",
  "send",
  "respond",
  "print",
  "import",
  "cancel",
  "addEvent",
] as const;
export type Action = (typeof ACTIONS)[number];

export const SUBJECTS = [
  "all",
  "Dashboard",
  "Account",
  "User",
  "Branch",
  "BranchUser",
  "Banner",
  "Menu",
  "Page",
  "Blog",
  "Service",
  "Reference",
  "Team",
  "Contact",
  "Freight",
  "Offer",
  "ExpressPrice",
  "DomesticPrice",
  "Cod",
  "Report",
  "Shipment",
  "AddressBook",
  "Pickup",
  "Tracking",
  "Tariff",
  "Outbox",
  "Demo",
] as const;
export type Subject = (typeof SUBJECTS)[number];

export type AppAbility = MongoAbility<[Action, Subject]>;
export type AbilityRule = RawRuleOf<AppAbility>;

/**
 * A role's rules and ability are the same on every request: built once per role and frozen, so that every
 * signed-in request (the auth middleware, the shell's menu, the search's page list) shares them instead of
 * building a CASL ability, and its rule index, again. Kept by the rules' identity, so rules that came from
 * elsewhere (the browser's copy) still get their own ability.
 */
const rulesByRole = new Map<Role, readonly AbilityRule[]>();
const abilityByRules = new WeakMap<readonly AbilityRule[], AppAbility>();

export function rulesFor(role: Role): AbilityRule[] {
  let rules = rulesByRole.get(role);
  if (!rules) {
    rules = deepFreeze(buildRules(role));
    rulesByRole.set(role, rules);
  }
  // Frozen: a caller that tried to change them would throw instead of changing every user's rules.
  return rules as AbilityRule[];
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

function buildRules(role: Role): AbilityRule[] {
  const { can, rules } = new AbilityBuilder<AppAbility>(createMongoAbility);
  switch (role) {
    case "admin":
      can("manage", "all");
      break;
    case "agent":
      can("read", "Dashboard");
      can("manage", "Account");
      can(["read", "create", "update", "takeCare"], "Freight");
      can(["read", "create", "update", "send", "print"], "Offer");
      can(["read", "create", "update", "addEvent", "print", "cancel"], "Shipment");
      can("read", ["ExpressPrice", "DomesticPrice", "Tariff", "Tracking"]);
      // Cash on delivery of the branch's shipments: read, and record payouts to customers.
      can(["read", "update"], "Cod");
      // The books of the customers they serve, read only; the pickups of their branch, taken and closed.
      can("read", "AddressBook");
      can(["read", "update"], "Pickup");
      // Reports of the branch's shipments.
      can("read", "Report");
      break;
    case "customer":
      can("read", "Dashboard");
      can("manage", "Account");
      can(["read", "create"], "Freight");
      can(["read", "respond", "print"], "Offer");
      can(["read", "create", "cancel", "print"], "Shipment");
      can("read", ["ExpressPrice", "DomesticPrice", "Tariff", "Tracking", "Cod"]);
      can(["read", "create", "update", "delete", "import"], "AddressBook");
      can(["read", "create", "cancel"], "Pickup");
      // Reports of their own shipments.
      can("read", "Report");
      break;
  }
  return rules;
}

export function abilityFromRules(rules: AbilityRule[]): AppAbility {
  let ability = abilityByRules.get(rules);
  if (!ability) {
    ability = createMongoAbility<AppAbility>(rules);
    abilityByRules.set(rules, ability);
  }
  return ability;
}

export function abilityFor(role: Role): AppAbility {
  return abilityFromRules(rulesFor(role));
}
