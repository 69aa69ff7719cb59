import { createContext as createReactContext } from "react";
import { createContext } from "react-router";

/** The nonce of this response's Content-Security-Policy, set by the server per request. */
export const cspNonceContext = createContext<string>("");

/** The same nonce for components (the root layout's <Scripts>); empty in the browser. */
export const CspNonce = createReactContext<string | undefined>(undefined);
