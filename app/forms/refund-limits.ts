/** The longest reason staff may give for a refund (decision 049); the server enforces it. */
export const REFUND_REASON_MAX = 500;
