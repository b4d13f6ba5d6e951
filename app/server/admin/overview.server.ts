import { eq, isNull, sql } from "drizzle-orm";
import type { AdminCounts } from "~/admin/sections";
import type { Database } from "../db/client.server";
import { contactMessages, payouts, qualificationRequests, teacherApplications } from "../db/schema";
import { countUnsentMail } from "../mail/outbox.server";

const count = sql<number>`count(*)::int`;

/** What waits for staff: unanswered messages, pending applications, requests and payouts, unsent mail. */
export async function adminCounts(db: Database): Promise<AdminCounts> {
  const [[messages], [applications], [requests], [payoutRequests], unsentMail] = await Promise.all([
    db.select({ count }).from(contactMessages).where(isNull(contactMessages.answeredAt)),
    db.select({ count }).from(teacherApplications).where(eq(teacherApplications.status, "pending")),
    db.select({ count }).from(qualificationRequests).where(eq(qualificationRequests.status, "pending")),
    db.select({ count }).from(payouts).where(eq(payouts.status, "pending")),
    countUnsentMail(db),
  ]);
  return {
    openMessages: messages?.count ?? 0,
    teacherApplications: applications?.count ?? 0,
    qualificationRequests: requests?.count ?? 0,
    payoutRequests: payoutRequests?.count ?? 0,
    unsentMail,
  };
}
