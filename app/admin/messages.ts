/** Which contact messages the back-office lists: the unanswered ones (the default), answered, all. */
export type MessageFilter = "open" | "answered" | "all";
export const MESSAGE_FILTERS: MessageFilter[] = ["open", "answered", "all"];

export const isMessageFilter = (value: unknown): value is MessageFilter =>
  MESSAGE_FILTERS.includes(value as MessageFilter);
