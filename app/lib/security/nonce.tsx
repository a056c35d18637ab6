import { createContext, useContext } from "react";

/** The per-request CSP nonce, given to React Router's scripts. Empty in the browser. */
export const NonceContext = createContext<string>("");

export function useNonce() {
  return useContext(NonceContext);
}
