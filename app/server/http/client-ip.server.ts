import { createContext, type RouterContextProvider } from "react-router";

/** The client's address, as the server sets it for each request (behind `TRUST_PROXY` hops). */
export const clientIpContext = createContext<string>("unknown");

/** This request's client address: the key of every per-address rate limit. */
export const clientIp = (context: Readonly<RouterContextProvider>) => context.get(clientIpContext);
