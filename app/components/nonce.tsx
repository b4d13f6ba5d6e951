import { createContext, useContext } from "react";

const NonceContext = createContext("");

/** The CSP nonce of the current response, for inline scripts rendered on the server. */
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
