/**
 * What a change answers and how it rolls back: the saved thing or messages by field (`Saved`), and
 * a transaction that a `Refusal` thrown inside turns into that answer. Shared by every domain that
 * saves (the office, commerce, applications); turning it into HTTP is the routes' job.
 */
import type { FieldErrors } from "~/forms/form-data";
import type { Database } from "./client.server";

/** What a create or an update answers: the saved thing, or messages (translation keys) by field. */
export type Saved<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

/** Not saved, and why (named apart from the HTTP layer's `refused`, which answers a form). */
export const notSaved = (errors: FieldErrors): Saved<never> => ({ ok: false, errors });

/** A database transaction, as `db.transaction` hands it to its callback. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Thrown inside a transaction to roll it back and answer with these messages. */
export class Refusal extends Error {
  constructor(readonly errors: FieldErrors) {
    super("refused");
  }
}

/** Runs `work` in a transaction; a `Refusal` thrown inside rolls it back and becomes the answer. */
export async function inTransaction<T>(
  db: Database,
  work: (tx: Transaction) => Promise<T>,
): Promise<Saved<T>> {
  try {
    return { ok: true, value: await db.transaction(work) };
  } catch (error) {
    if (error instanceof Refusal) return notSaved(error.errors);
    throw error;
  }
}
