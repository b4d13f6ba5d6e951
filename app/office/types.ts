/**
 * What the personal office's shell (layout, completion prompt, own-page tabs) shows. Plain data
 * only, so components use these types without importing server code.
 */
import type { ImageRef, LessonCard } from "~/catalog/types";

/** The parts of a profile the completion prompt asks for (SPEC §4 "Master visibility"). */
export const COMPLETION_PARTS = ["personal", "activities", "portfolio", "certificates", "lessons"] as const;
export type CompletionPart = (typeof COMPLETION_PARTS)[number];

export interface Completion {
  /**
   * The person works as a master or teaches (`users.is_master`, decision 037). A learner is never
   * asked for a master profile: no prompt, no "to do" marks, no "not visible yet".
   */
  master: boolean;
  /** The basic profile is filled: the user appears in the masters list and search. */
  listed: boolean;
  /** What is not there yet, in the order the prompt lists it. */
  missing: CompletionPart[];
  /** The user chose "don't show again". */
  hidden: boolean;
}

/**
 * The parts of the profile the office points at as still to do (the prompt's list, the sections'
 * marks): what is missing for a master, nothing for a learner (decision 037).
 */
export const profileToDo = (completion: Completion): readonly CompletionPart[] =>
  completion.master ? completion.missing : [];

/** A lesson on the owner's "my lessons" tab: a catalog card plus whether it is published. */
export interface OwnLesson extends LessonCard {
  published: boolean;
}

/** The kinds of balance movement (DESIGN "Data": ledger_entries.kind). */
export const LEDGER_KINDS = [
  "top_up",
  "purchase",
  "sale",
  "commission",
  "adjustment",
  "refund",
  "payout",
  "payout_release",
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** A payout request's state (decision 048): held while pending, then paid or rejected (released). */
export type PayoutStatus = "pending" | "paid" | "rejected";

/** One movement of a user's balance: `amountCents` is signed (+ credit, − debit). */
export interface BalanceEntry {
  id: number;
  kind: LedgerKind;
  amountCents: number;
  /** ISO time. */
  createdAt: string;
  /** What it was for (a lesson title, a payment reference), possibly empty. */
  reference: string;
}

export interface OfficeIdentity {
  id: number;
  username: string;
  fullName: string;
  avatar: ImageRef | null;
}
