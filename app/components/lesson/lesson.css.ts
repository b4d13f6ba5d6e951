import { globalStyle, style } from "@vanilla-extract/css";
import { maskIcon } from "~/components/ui/mask-icon";
import { media, vars } from "~/styles/theme.css";

const container = {
  maxWidth: `calc(${vars.layout.contentWidth} + 2 * ${vars.space.lg})`,
  marginInline: "auto",
  paddingInline: vars.space.md,
} as const;

export const page = style({ paddingBottom: vars.space.xxl });

export const head = style({
  background: `radial-gradient(120% 140% at 100% 0%, ${vars.color.rose} 0%, transparent 55%), ${vars.color.surfaceMuted}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const headInner = style({
  ...container,
  display: "grid",
  gap: vars.space.md,
  paddingBlock: `${vars.space.lg} ${vars.space.xl}`,
  "@media": { [media.tablet]: { paddingInline: vars.space.lg, paddingBlock: `${vars.space.xl}` } },
});

export const topic = style({
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  letterSpacing: "0.08em",
  textTransform: "uppercase",
  color: vars.color.accent,
});
globalStyle(`${topic} a`, {
  textDecoration: "none",
  display: "inline-flex",
  minHeight: 32,
  alignItems: "center",
});
globalStyle(`${topic} a:hover`, { textDecoration: "underline" });

export const title = style({
  fontSize: "clamp(1.875rem, 1.3rem + 2.4vw, 3rem)",
  maxWidth: "24ch",
  overflowWrap: "anywhere",
  hyphens: "auto",
});

export const facts = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: `${vars.space.sm} ${vars.space.lg}`,
});

export const levelBadge = style({
  padding: "6px 14px",
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.accent,
  fontWeight: 700,
  fontSize: vars.fontSize.sm,
  border: `1px solid ${vars.color.roseStrong}`,
});

export const factLink = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: 44,
  textDecoration: "none",
  color: "inherit",
});

export const fact = style({
  display: "inline-flex",
  alignItems: "center",
  gap: 6,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

/** The views fact: its eye drawn like the cards' (`ViewCount`). */
export const viewsFact = style([fact, { "::before": maskIcon("eye", 18) }]);

/**
 * Phones read down: player, price, about, master, reviews (the side column's box dissolves and
 * `order` interleaves its cards). From 1024 px the price and the master stay in a sticky column
 * beside the player, the about text and the reviews.
 */
export const layout = style({
  ...container,
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.xl,
  alignItems: "start",
  paddingTop: vars.space.lg,
  "@media": {
    [media.tablet]: { paddingInline: vars.space.lg, paddingTop: vars.space.xl },
    [media.laptop]: {
      gridTemplateColumns: "minmax(0, 1fr) 340px",
      gridTemplateRows: "auto auto 1fr",
      columnGap: vars.space.xl,
    },
  },
});

const placed = (order: number, row: number) =>
  style({ order, minWidth: 0, "@media": { [media.laptop]: { gridColumn: 1, gridRow: row } } });
export const playerArea = placed(1, 1);
export const aboutArea = placed(3, 2);
export const reviewsArea = placed(5, 3);
export const priceArea = style({ order: 2, minWidth: 0 });
export const masterArea = style({ order: 4, minWidth: 0 });
export const asideArea = style({
  display: "contents",
  "@media": {
    [media.laptop]: {
      display: "grid",
      gap: vars.space.lg,
      gridColumn: 2,
      gridRow: "1 / span 3",
      position: "sticky",
      top: `calc(${vars.layout.headerHeight} + ${vars.space.lg})`,
    },
  },
});

export const player = style({
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  overflow: "hidden",
  scrollMarginTop: `calc(${vars.layout.headerHeight} + ${vars.space.sm})`,
  "@media": {
    "screen and (max-width: 767.98px)": { marginInline: `calc(-1 * ${vars.space.md})`, borderRadius: 0 },
  },
});

export const tabsNav = style({
  overflowX: "auto",
  scrollbarWidth: "none",
  borderBottom: `1px solid ${vars.color.border}`,
});

// Phones: the four tabs in two rows of two; wider screens: one row.
export const tabs = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  "@media": {
    [media.tablet]: { display: "flex", padding: `0 ${vars.space.sm}`, minWidth: "max-content" },
  },
});

export const tab = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  gap: 6,
  minHeight: 52,
  padding: "0 10px",
  borderBottom: "3px solid transparent",
  color: vars.color.textMuted,
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
  textDecoration: "none",
  // Phones: a long name ("Tipps und Geheimnisse") takes two lines in its half of the row; its icon
  // keeps its size.
  textAlign: "center",
  lineHeight: 1.2,
  transition: "color 150ms ease, border-color 150ms ease",
  selectors: {
    "&:hover": { color: vars.color.text },
    '&[aria-current="page"]': { color: vars.color.accent, borderBottomColor: vars.color.accent },
  },
  "@media": {
    "screen and (max-width: 767.98px)": {
      selectors: { '&[aria-current="page"]': { background: vars.color.rose } },
    },
    [media.tablet]: { padding: "0 14px", whiteSpace: "nowrap" },
  },
});
globalStyle(`${tab} svg`, { flexShrink: 0 });

export const tabLock = style({ opacity: 0.7 });

export const panel = style({ position: "relative" });

export const video = style({
  width: "100%",
  aspectRatio: "16 / 9",
  background: "#120d0f",
  objectFit: "contain",
});

export const videoEmpty = style({
  aspectRatio: "16 / 9",
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.sm,
  padding: vars.space.lg,
  textAlign: "center",
  color: vars.color.textMuted,
  background: vars.color.surfaceMuted,
});

export const locked = style({
  position: "relative",
  minHeight: 320,
  display: "grid",
  placeItems: "center",
  overflow: "hidden",
  background: "#2a1820",
  "@media": { [media.tablet]: { aspectRatio: "16 / 9" } },
});

export const lockedPoster = style({
  position: "absolute",
  inset: 0,
  width: "100%",
  height: "100%",
  objectFit: "cover",
  filter: "blur(14px) saturate(0.9)",
  transform: "scale(1.15)",
  opacity: 0.3,
});

export const lockedBody = style({
  position: "relative",
  display: "grid",
  justifyItems: "center",
  gap: vars.space.sm,
  maxWidth: 460,
  padding: `${vars.space.xl} ${vars.space.lg}`,
  textAlign: "center",
  color: "#fff",
});

export const lockIcon = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: 60,
  height: 60,
  borderRadius: "50%",
  background: "rgba(255, 255, 255, 0.16)",
  border: "1px solid rgba(255, 255, 255, 0.35)",
});

export const lockedTitle = style({ fontSize: vars.fontSize.xl, color: "#fff" });
export const lockedText = style({ color: "rgba(255, 255, 255, 0.88)", fontSize: vars.fontSize.sm });
export const lockedPrice = style({
  fontSize: "2rem",
  fontWeight: 800,
  letterSpacing: "-0.02em",
  margin: `${vars.space.xs} 0`,
});

export const brands = style({ padding: vars.space.lg });
export const brandsTitle = style({ fontSize: vars.fontSize.lg, marginBottom: vars.space.md });
export const brandList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.sm,
  "@media": { [media.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});
export const brand = style({ minWidth: 0 });
export const brandLink = style({
  display: "grid",
  gap: 2,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  textDecoration: "none",
  color: vars.color.text,
  transition: "border-color 150ms ease, background 150ms ease",
  ":hover": { borderColor: vars.color.accent, background: vars.color.rose },
});
export const brandName = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.lg,
  fontWeight: 600,
});
export const brandMore = style({
  display: "inline-flex",
  alignItems: "center",
  gap: 4,
  fontSize: vars.fontSize.xs,
  color: vars.color.accent,
  fontWeight: 600,
});

export const section = style({
  display: "grid",
  gap: vars.space.md,
  scrollMarginTop: vars.layout.headerHeight,
});
export const sectionTitle = style({ fontSize: vars.fontSize.xxl });

export const moreToggle = style({
  "@media": { [media.tablet]: { selectors: { '&[data-clamp="phone"]': { display: "none" } } } },
});
export const about = style({
  display: "grid",
  gap: vars.space.sm,
  maxWidth: "68ch",
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  whiteSpace: "pre-line",
  selectors: {
    "&[data-clamp]": {
      display: "-webkit-box",
      WebkitLineClamp: 3,
      WebkitBoxOrient: "vertical",
      overflow: "hidden",
    },
    [`${moreToggle}:checked ~ &[data-clamp]`]: { display: "grid", overflow: "visible" },
  },
  // A text of about three lines on a wide screen is clamped on phones only.
  "@media": {
    [media.tablet]: { selectors: { '&[data-clamp="phone"]': { display: "grid", overflow: "visible" } } },
  },
});
globalStyle(`${about} p + p`, { marginTop: vars.space.sm });

export const moreLabel = style({
  justifySelf: "start",
  display: "inline-flex",
  alignItems: "center",
  gap: 4,
  minHeight: 44,
  fontWeight: 700,
  fontSize: vars.fontSize.sm,
  color: vars.color.accent,
  cursor: "pointer",
  "@media": { [media.tablet]: { selectors: { '&[data-clamp="phone"]': { display: "none" } } } },
});
globalStyle(`${moreToggle}:checked ~ ${moreLabel} svg`, { transform: "rotate(180deg)" });
globalStyle(`${moreToggle}:focus-visible ~ ${moreLabel}`, {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: 2,
  borderRadius: 4,
});
export const more = style({ selectors: { [`${moreToggle}:checked ~ ${moreLabel} &`]: { display: "none" } } });
export const less = style({
  display: "none",
  selectors: { [`${moreToggle}:checked ~ ${moreLabel} &`]: { display: "inline" } },
});

const card = {
  display: "grid",
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
} as const;

export const priceCard = style({ ...card, gap: vars.space.sm });
export const priceLabel = style({
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  letterSpacing: "0.08em",
  textTransform: "uppercase",
  color: vars.color.textMuted,
});
/** "With the code X: $21.75" under the price, from a shared link (decision 047). */
export const couponPrice = style({
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  color: vars.color.accent,
});
export const price = style({
  fontSize: "2.25rem",
  fontWeight: 800,
  letterSpacing: "-0.02em",
  lineHeight: 1.1,
  selectors: { "&[data-free], &[data-owned]": { color: vars.color.success } },
});
export const includes = style({
  listStyle: "none",
  margin: `0 0 ${vars.space.sm}`,
  padding: 0,
  display: "grid",
  gap: 6,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
globalStyle(`${includes} li`, { display: "flex", alignItems: "center", gap: vars.space.sm });
globalStyle(`${includes} svg`, { color: vars.color.accent, flexShrink: 0 });

export const masterCard = style(card);
export const masterHeading = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  letterSpacing: "0.08em",
  textTransform: "uppercase",
  color: vars.color.textMuted,
});
export const masterIdentity = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.md,
  minWidth: 0,
});
export const avatar = style({
  width: 72,
  height: 72,
  flexShrink: 0,
  borderRadius: "50%",
  objectFit: "cover",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  background: vars.color.accent,
  color: vars.color.accentContrast,
  fontFamily: vars.font.display,
  fontSize: "1.75rem",
});
export const masterText = style({ minWidth: 0 });
export const masterName = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: 600,
  lineHeight: 1.2,
  overflowWrap: "anywhere",
});
export const masterHandle = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const masterBadges = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
});
export const teacherBadge = style({
  display: "inline-flex",
  alignItems: "center",
  gap: 4,
  padding: "4px 12px",
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.accentContrast,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
});
export const levelChip = style({
  padding: "4px 12px",
  borderRadius: vars.radius.pill,
  background: vars.color.rose,
  color: vars.color.accent,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
});
export const masterAbout = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  display: "-webkit-box",
  WebkitLineClamp: 4,
  WebkitBoxOrient: "vertical",
  overflow: "hidden",
});

export const reviewsHead = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
});
export const reviewsEmpty = style({
  display: "flex",
  gap: vars.space.md,
  alignItems: "flex-start",
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px dashed ${vars.color.roseStrong}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
});
globalStyle(`${reviewsEmpty} > svg`, { color: vars.color.accent, flexShrink: 0 });
export const reviewsEmptyTitle = style({ fontWeight: 700, color: vars.color.text });
export const reviewList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.md,
});
export const review = style({
  display: "grid",
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});
export const reviewHead = style({
  display: "grid",
  gridTemplateColumns: "auto 1fr auto",
  alignItems: "center",
  gap: vars.space.md,
});
export const reviewAvatar = style({
  width: 44,
  height: 44,
  borderRadius: "50%",
  objectFit: "cover",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  background: vars.color.rose,
  color: vars.color.accent,
  fontWeight: 700,
});
export const reviewAuthor = style({ fontWeight: 700, lineHeight: 1.3 });
export const reviewDate = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const reviewText = style({ color: vars.color.text, whiteSpace: "pre-line" });

/** The full video's subtitle languages among the facts (decision 044): "CC Deutsch · English". */
export const subtitlesFact = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const ccMark = style({
  padding: "0 5px",
  border: "1.5px solid currentColor",
  borderRadius: 4,
  fontSize: "0.6875rem",
  fontWeight: 700,
  lineHeight: 1.4,
  color: vars.color.text,
});
