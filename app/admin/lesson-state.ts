/**
 * A lesson's state as staff see it (`admin.lessons.states.<state>`): on the site, taken off by
 * staff (it has their note), or a draft.
 */
export const lessonState = (lesson: { published: boolean; moderationNote: string | null }) =>
  lesson.published ? "published" : lesson.moderationNote ? "unpublishedByStaff" : "draft";
