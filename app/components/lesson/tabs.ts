/** The lesson page's tabs (`?tab=`), the trailer first and by default. */
export const LESSON_TABS = ["trailer", "full", "tips", "brands"] as const;
export type LessonTab = (typeof LESSON_TABS)[number];

/** Each video's state for the viewer: playable, locked, or null when the lesson has none. */
export type VideoStates = Record<"trailer" | "full" | "tips", "playable" | "locked" | null>;
