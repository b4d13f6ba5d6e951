import { checkRate } from "../auth/rate-limit.server";
import { COUPON_LIMIT } from "../commerce/coupons.server";
import type { Database } from "../db/client.server";

/** Has the master made too many coupon changes lately (decision 047)? */
export const isLimited = async (db: Database, userId: number) =>
  !(await checkRate(db, COUPON_LIMIT, `user:${userId}`)).allowed;
