import { createContext, useContext } from "react";

/**
 * The Content-Security-Policy nonce of the response being rendered (worker/http/security-headers.ts
 * sends the policy; entry.server.tsx provides the nonce from the load context). Every inline script
 * the server renders carries it; in the browser it is empty (browsers hide nonces from the DOM).
 */
export const NonceContext = createContext<string | undefined>(undefined);

export const useNonce = () => useContext(NonceContext);
