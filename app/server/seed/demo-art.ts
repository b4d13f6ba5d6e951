/**
 * Procedural illustrations for the demo content: SVG drawn from a seed number, so every lesson,
 * portfolio photo and avatar looks different yet is the same on every run. No text is drawn (the
 * fonts of the machine that renders them are unknown). Shared by the seed (posters, avatars,
 * portfolio and certificate photos, rendered with sharp) and by `scripts/generate-demo-media.ts`
 * (the frames of the committed demo videos).
 *
 * Every motif is drawn in a 800 × 1000 box (4:5) as a list of layers; videos reveal the layers one
 * by one for the "full lesson" clips.
 */

export const ART_CATEGORIES = [
  "manicure",
  "pedicure",
  "eyelashes",
  "eyebrows",
  "hair",
  "make-up",
  "cosmetology",
  "massage",
] as const;
export type ArtCategory = (typeof ART_CATEGORIES)[number];

export type Rng = () => number;

/** A small, fast, seedable generator (mulberry32). */
export function rng(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const between = (random: Rng, min: number, max: number) => min + (max - min) * random();
function pick<T>(random: Rng, list: readonly T[]): T {
  const item = list[Math.floor(random() * list.length) % list.length];
  if (item === undefined) throw new Error("pick from an empty list");
  return item;
}
const f = (value: number) => (Math.round(value * 10) / 10).toString();

/** Mixes two #rrggbb colours; `amount` 0 gives `a`, 1 gives `b`. */
export function mix(a: string, b: string, amount: number): string {
  const parse = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  const [ar = 0, ag = 0, ab = 0] = parse(a);
  const [br = 0, bg = 0, bb = 0] = parse(b);
  const channel = (x: number, y: number) =>
    Math.round(x + (y - x) * amount)
      .toString(16)
      .padStart(2, "0");
  return `#${channel(ar, br)}${channel(ag, bg)}${channel(ab, bb)}`;
}
const lighten = (colour: string, amount: number) => mix(colour, "#ffffff", amount);
const darken = (colour: string, amount: number) => mix(colour, "#1a0f14", amount);

/** Unique ids inside one SVG document. */
class Ids {
  private next = 0;
  constructor(private readonly prefix: string) {}
  id(name: string): string {
    this.next += 1;
    return `${this.prefix}${name}${this.next}`;
  }
}

/** What a motif draws: gradient definitions and the layers, back to front. */
export interface Motif {
  defs: string[];
  layers: string[];
}

// ---------------------------------------------------------------------------------------------
// Palettes
// ---------------------------------------------------------------------------------------------

interface Backdrop {
  from: string;
  to: string;
  glow: string;
  line: string;
}

const BACKDROPS: Record<ArtCategory, Backdrop[]> = {
  manicure: [
    { from: "#fbf1ee", to: "#efd3d5", glow: "#ffffff", line: "#c98f9d" },
    { from: "#f7ebe4", to: "#e7cbbf", glow: "#fff8f2", line: "#b98a78" },
  ],
  pedicure: [
    { from: "#f6f0e8", to: "#e5d8c8", glow: "#fffaf3", line: "#b9a48c" },
    { from: "#f3ede9", to: "#ddd0cc", glow: "#ffffff", line: "#a99490" },
  ],
  eyelashes: [
    { from: "#f8ece7", to: "#e9cfc8", glow: "#fff6f1", line: "#c49a94" },
    { from: "#f4e8ea", to: "#dfc6cc", glow: "#fff7f8", line: "#b48d98" },
  ],
  eyebrows: [
    { from: "#f6ece4", to: "#e6d0c0", glow: "#fff9f3", line: "#b89479" },
    { from: "#f7efe9", to: "#ead7cd", glow: "#ffffff", line: "#c0a08f" },
  ],
  hair: [
    { from: "#f4ebf0", to: "#dcc3cf", glow: "#fff8fb", line: "#b08da0" },
    { from: "#f6eee8", to: "#e3d0c3", glow: "#fffaf5", line: "#b4977f" },
  ],
  "make-up": [
    { from: "#faeeec", to: "#ecc9cb", glow: "#ffffff", line: "#c78a98" },
    { from: "#f5e9e4", to: "#e2c5bd", glow: "#fff7f3", line: "#b88c80" },
  ],
  cosmetology: [
    { from: "#f5f1ec", to: "#e4dad0", glow: "#ffffff", line: "#b7a593" },
    { from: "#f3eeee", to: "#e2d3d6", glow: "#ffffff", line: "#ac929a" },
  ],
  massage: [
    { from: "#f2ebe3", to: "#dccdbd", glow: "#fff9f1", line: "#a99279" },
    { from: "#efe9e2", to: "#d6cbc0", glow: "#fbf7f2", line: "#9d8f80" },
  ],
};

/** The deep plum scene of the "tips and secrets" clips and of some posters. */
const NIGHT: Backdrop = { from: "#3a1528", to: "#1f0b15", glow: "#b0476f", line: "#d9a3b5" };

const POLISH = ["#7a2848", "#b0476f", "#c23b4e", "#d98b9b", "#e8b9b8", "#5f1c37", "#9c3d54", "#e7c6b5"];
const NUDES = ["#e9c9bd", "#dcb2a4", "#efd6cc", "#d6a99c", "#f2ddd6"];
const SKIN = ["#f1d3c2", "#e6bba4", "#d9a58a", "#c48a6e", "#9c6548", "#f4dccf"];
const HAIR = ["#2b1d18", "#4a2c21", "#6e4130", "#a0653e", "#c79a62", "#3a2230", "#d8b98a"];
const BROW = ["#3b2a22", "#4e3629", "#5e4334", "#2e221d", "#6b4d3a"];
const GOLD = "#c9a36b";

// ---------------------------------------------------------------------------------------------
// Backgrounds and small ornaments
// ---------------------------------------------------------------------------------------------

/**
 * A soft gradient with slow glows and thin arcs. `light` moves the main glow (0–1), so a video can
 * let the light drift across the scene.
 */
export function backdrop(
  ids: Ids,
  random: Rng,
  palette: Backdrop,
  width: number,
  height: number,
  light = 0.3,
): Motif {
  const bg = ids.id("bg");
  const glow = ids.id("glow");
  const glow2 = ids.id("glow");
  const angle = between(random, 20, 70);
  const gx = width * (0.15 + 0.7 * light);
  const gy = height * (0.25 + 0.2 * Math.sin(light * Math.PI));
  const defs = [
    `<linearGradient id="${bg}" gradientTransform="rotate(${f(angle)} .5 .5)"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient>`,
    `<radialGradient id="${glow}"><stop offset="0" stop-color="${palette.glow}" stop-opacity=".85"/><stop offset=".55" stop-color="${palette.glow}" stop-opacity=".25"/><stop offset="1" stop-color="${palette.glow}" stop-opacity="0"/></radialGradient>`,
    `<radialGradient id="${glow2}"><stop offset="0" stop-color="${palette.line}" stop-opacity=".28"/><stop offset="1" stop-color="${palette.line}" stop-opacity="0"/></radialGradient>`,
  ];
  const r = Math.max(width, height);
  const cx2 = width * between(random, 0.6, 1);
  const cy2 = height * between(random, 0.7, 1);
  const arcs: string[] = [];
  const arcCount = 2 + Math.floor(random() * 2);
  for (let i = 0; i < arcCount; i++) {
    const ar = r * between(random, 0.35, 0.75);
    arcs.push(
      `<circle cx="${f(width * between(random, -0.1, 1.1))}" cy="${f(height * between(random, -0.1, 1.1))}" r="${f(ar)}" fill="none" stroke="${palette.line}" stroke-opacity=".22" stroke-width="${f(r / 900)}"/>`,
    );
  }
  return {
    defs,
    layers: [
      `<rect width="${width}" height="${height}" fill="url(#${bg})"/>`,
      `<circle cx="${f(cx2)}" cy="${f(cy2)}" r="${f(r * 0.55)}" fill="url(#${glow2})"/>`,
      `<circle cx="${f(gx)}" cy="${f(gy)}" r="${f(r * 0.6)}" fill="url(#${glow})"/>`,
      arcs.join(""),
    ],
  };
}

function pearl(ids: Ids, defs: string[], x: number, y: number, radius: number, tint = "#fbf3ee"): string {
  const id = ids.id("pearl");
  defs.push(
    `<radialGradient id="${id}" cx=".35" cy=".3" r=".75"><stop offset="0" stop-color="#ffffff"/><stop offset=".5" stop-color="${tint}"/><stop offset="1" stop-color="${darken(tint, 0.18)}"/></radialGradient>`,
  );
  return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(radius)}" fill="url(#${id})"/>`;
}

/** A four-pointed glint. */
export function sparkle(x: number, y: number, size: number, colour = "#ffffff", opacity = 1): string {
  const s = size;
  const w = size * 0.16;
  return `<path d="M${f(x)} ${f(y - s)} Q${f(x + w)} ${f(y - w)} ${f(x + s)} ${f(y)} Q${f(x + w)} ${f(y + w)} ${f(x)} ${f(y + s)} Q${f(x - w)} ${f(y + w)} ${f(x - s)} ${f(y)} Q${f(x - w)} ${f(y - w)} ${f(x)} ${f(y - s)}Z" fill="${colour}" fill-opacity="${f(opacity)}"/>`;
}

function softShadow(cx: number, cy: number, rx: number, ry: number, opacity = 0.16): string {
  return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="#3a1f2a" fill-opacity="${f(opacity)}"/><ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx * 0.7)}" ry="${f(ry * 0.6)}" fill="#3a1f2a" fill-opacity="${f(opacity * 0.8)}"/>`;
}

function leaf(x: number, y: number, length: number, angle: number, colour: string): string {
  const w = length * 0.32;
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})"><path d="M0 0 Q${f(w)} ${f(-length / 2)} 0 ${f(-length)} Q${f(-w)} ${f(-length / 2)} 0 0Z" fill="${colour}"/><path d="M0 0 L0 ${f(-length * 0.92)}" stroke="${lighten(colour, 0.35)}" stroke-width="${f(length / 60)}" stroke-opacity=".6"/></g>`;
}

// ---------------------------------------------------------------------------------------------
// Motifs (800 × 1000)
// ---------------------------------------------------------------------------------------------

type NailShape = "almond" | "oval" | "stiletto" | "coffin" | "squoval";

function nailPath(shape: NailShape, w: number, l: number): string {
  const h = w / 2;
  switch (shape) {
    case "stiletto":
      return `M${-h} 0 L${-h} ${-l * 0.45} C${-h} ${-l * 0.7} ${-w * 0.08} ${-l * 0.93} 0 ${-l} C${w * 0.08} ${-l * 0.93} ${h} ${-l * 0.7} ${h} ${-l * 0.45} L${h} 0 Q0 ${w * 0.28} ${-h} 0Z`;
    case "coffin":
      return `M${-h} 0 L${-h} ${-l * 0.55} L${-w * 0.28} ${-l} L${w * 0.28} ${-l} L${h} ${-l * 0.55} L${h} 0 Q0 ${w * 0.28} ${-h} 0Z`;
    case "squoval":
      return `M${-h} 0 L${-h} ${-l * 0.8} Q${-h} ${-l} ${-h * 0.6} ${-l} L${h * 0.6} ${-l} Q${h} ${-l} ${h} ${-l * 0.8} L${h} 0 Q0 ${w * 0.28} ${-h} 0Z`;
    case "oval":
      return `M${-h} 0 L${-h} ${-l * 0.62} C${-h} ${-l * 1.02} ${h} ${-l * 1.02} ${h} ${-l * 0.62} L${h} 0 Q0 ${w * 0.28} ${-h} 0Z`;
    default:
      return `M${-h} 0 L${-h} ${-l * 0.55} C${-h} ${-l * 0.85} ${-w * 0.15} ${-l} 0 ${-l} C${w * 0.15} ${-l} ${h} ${-l * 0.85} ${h} ${-l * 0.55} L${h} 0 Q0 ${w * 0.28} ${-h} 0Z`;
  }
}

type NailDesign = "solid" | "french" | "ombre" | "gold-line" | "dots" | "chrome" | "marble" | "moon";

function nail(
  ids: Ids,
  defs: string[],
  random: Rng,
  shape: NailShape,
  colour: string,
  design: NailDesign,
  w: number,
  l: number,
): string {
  const path = nailPath(shape, w, l);
  const fill = ids.id("nail");
  const clip = ids.id("clip");
  const gloss = ids.id("gloss");
  const stops =
    design === "ombre"
      ? `<stop offset="0" stop-color="${lighten(colour, 0.85)}"/><stop offset=".55" stop-color="${lighten(colour, 0.35)}"/><stop offset="1" stop-color="${colour}"/>`
      : design === "chrome"
        ? `<stop offset="0" stop-color="${lighten(colour, 0.7)}"/><stop offset=".35" stop-color="#fff6f4"/><stop offset=".6" stop-color="${lighten(colour, 0.2)}"/><stop offset="1" stop-color="${darken(colour, 0.2)}"/>`
        : `<stop offset="0" stop-color="${lighten(colour, 0.22)}"/><stop offset=".6" stop-color="${colour}"/><stop offset="1" stop-color="${darken(colour, 0.25)}"/>`;
  const vertical = design === "ombre";
  defs.push(
    `<linearGradient id="${fill}" ${vertical ? `x1="0" y1="0" x2="0" y2="1"` : `x1="0" y1="0" x2="1" y2=".3"`}>${stops}</linearGradient>`,
    `<clipPath id="${clip}"><path d="${path}"/></clipPath>`,
    `<linearGradient id="${gloss}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset=".5" stop-color="#fff" stop-opacity=".75"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>`,
  );
  const parts = [`<path d="${path}" fill="url(#${fill})"/>`];
  const inner: string[] = [];
  if (design === "french") {
    const tip = pick(random, ["#fffaf6", GOLD, "#fbeff0"]);
    inner.push(
      `<path d="M${-w} ${f(-l * 0.78)} Q0 ${f(-l * 0.64)} ${w} ${f(-l * 0.78)} L${w} ${-l - 10} L${-w} ${-l - 10}Z" fill="${tip}"/>`,
    );
  } else if (design === "moon") {
    inner.push(
      `<path d="M${-w} 6 L${-w} ${f(-l * 0.12)} Q0 ${f(-l * 0.32)} ${w} ${f(-l * 0.12)} L${w} 6Z" fill="${lighten(colour, 0.82)}"/>`,
    );
  } else if (design === "gold-line") {
    const y = -l * between(random, 0.35, 0.6);
    inner.push(
      `<path d="M${-w} ${f(y + 20)} Q0 ${f(y - 22)} ${w} ${f(y + 10)}" fill="none" stroke="${GOLD}" stroke-width="${f(w / 22)}"/>`,
      `<path d="M${-w} ${f(y + 40)} Q0 ${f(y)} ${w} ${f(y + 32)}" fill="none" stroke="${lighten(GOLD, 0.3)}" stroke-width="${f(w / 40)}"/>`,
    );
  } else if (design === "dots") {
    for (let i = 0; i < 3; i++) {
      inner.push(
        `<circle cx="${f(between(random, -w * 0.18, w * 0.18))}" cy="${f(-l * (0.3 + i * 0.18))}" r="${f(w * (0.07 - i * 0.012))}" fill="${pick(random, ["#fffaf6", GOLD])}"/>`,
      );
    }
  } else if (design === "marble") {
    for (let i = 0; i < 3; i++) {
      const y0 = -l * between(random, 0.2, 0.85);
      inner.push(
        `<path d="M${-w} ${f(y0)} C${f(-w * 0.2)} ${f(y0 - 30)} ${f(w * 0.1)} ${f(y0 + 40)} ${w} ${f(y0 - 10)}" fill="none" stroke="${pick(random, ["#ffffff", GOLD, darken(colour, 0.3)])}" stroke-opacity=".7" stroke-width="${f(w / between(random, 30, 60))}"/>`,
      );
    }
  }
  // Gloss: a long soft highlight on the left and a small glint near the tip.
  inner.push(
    `<rect x="${f(-w * 0.34)}" y="${f(-l * 0.92)}" width="${f(w * 0.16)}" height="${f(l * 0.78)}" rx="${f(w * 0.08)}" fill="url(#${gloss})" opacity=".85"/>`,
    `<ellipse cx="${f(w * 0.14)}" cy="${f(-l * 0.8)}" rx="${f(w * 0.05)}" ry="${f(l * 0.06)}" fill="#fff" fill-opacity=".6"/>`,
  );
  parts.push(`<g clip-path="url(#${clip})">${inner.join("")}</g>`);
  parts.push(
    `<path d="${path}" fill="none" stroke="${darken(colour, 0.35)}" stroke-opacity=".25" stroke-width="1.5"/>`,
  );
  return parts.join("");
}

function manicureMotif(ids: Ids, random: Rng, variant: string): Motif {
  const defs: string[] = [];
  const layers: string[] = [];
  const shape: NailShape =
    variant === "manicure-nail-extension"
      ? pick(random, ["stiletto", "coffin", "almond"])
      : variant === "manicure-classic" || variant === "manicure-hardware"
        ? pick(random, ["oval", "squoval", "almond"])
        : pick(random, ["almond", "oval", "squoval", "coffin"]);
  const long = shape === "stiletto" || shape === "coffin" || variant === "manicure-nail-extension";
  const base =
    variant === "manicure-classic" || variant === "manicure-hardware"
      ? pick(random, NUDES)
      : pick(random, POLISH);
  const designs: NailDesign[] =
    variant === "manicure-nail-art"
      ? ["french", "gold-line", "dots", "marble", "chrome", "moon"]
      : variant === "manicure-classic" || variant === "manicure-hardware"
        ? ["solid", "solid", "french"]
        : ["solid", "solid", "ombre", "chrome"];
  const count = 5;
  const pivotX = 400 + between(random, -30, 30);
  const pivotY = 1420;
  const spread = between(random, 8.6, 9.4);
  const w = long ? 100 : 110;
  const l = long ? 350 : 280;
  const radius = between(random, 760, 790);
  for (let i = 0; i < count; i++) {
    const angle = (i - (count - 1) / 2) * spread;
    const colour = i % 2 === 0 || variant !== "manicure-nail-art" ? base : pick(random, POLISH);
    const design = i === 0 && variant === "manicure-nail-art" ? "solid" : pick(random, designs);
    layers.push(
      `<g transform="translate(${f(pivotX)} ${pivotY}) rotate(${f(angle)}) translate(0 ${f(-radius)})">` +
        `<path d="${nailPath(shape, w, l)}" transform="translate(8 14)" fill="#3a1f2a" fill-opacity=".12"/>` +
        nail(ids, defs, random, shape, colour, design, w, l) +
        "</g>",
    );
  }
  // Pearls and a bottle of the base colour.
  const bottleX = pick(random, [130, 670]);
  const bottle = ids.id("bottle");
  defs.push(
    `<linearGradient id="${bottle}" x1="0" x2="1"><stop offset="0" stop-color="${lighten(base, 0.25)}"/><stop offset=".5" stop-color="${base}"/><stop offset="1" stop-color="${darken(base, 0.3)}"/></linearGradient>`,
  );
  layers.push(
    `<g transform="translate(0 55)">` +
      softShadow(bottleX, 905, 70, 14, 0.18) +
      `<rect x="${bottleX - 58}" y="770" width="116" height="135" rx="26" fill="url(#${bottle})"/>` +
      `<rect x="${bottleX - 40}" y="786" width="14" height="100" rx="7" fill="#fff" fill-opacity=".45"/>` +
      `<rect x="${bottleX - 24}" y="650" width="48" height="124" rx="8" fill="#2a1a20"/>` +
      `<rect x="${bottleX - 16}" y="660" width="8" height="100" rx="4" fill="#fff" fill-opacity=".2"/>` +
      "</g>",
  );
  for (let i = 0; i < 5; i++) {
    layers.push(
      pearl(ids, defs, between(random, 220, 580), between(random, 880, 950), between(random, 8, 16)),
    );
  }
  return { defs, layers };
}

function pedicureMotif(ids: Ids, random: Rng, variant: string): Motif {
  const defs: string[] = [];
  const layers: string[] = [];
  // Water ripples.
  const cx = 400 + between(random, -60, 60);
  for (let i = 0; i < 5; i++) {
    layers.push(
      `<ellipse cx="${f(cx)}" cy="800" rx="${160 + i * 80}" ry="${34 + i * 18}" fill="none" stroke="#ffffff" stroke-opacity="${f(0.6 - i * 0.1)}" stroke-width="3"/>`,
    );
  }
  // A stack of smooth stones.
  const stones = 3 + Math.floor(random() * 2);
  let y = 800;
  const tones =
    variant === "pedicure-spa" ? ["#e8ddd0", "#cdbfae", "#b7a691"] : ["#d9cfc7", "#bfb1a8", "#a0928b"];
  layers.push(softShadow(cx, 810, 250, 40, 0.2));
  for (let i = 0; i < stones; i++) {
    const rx = 230 - i * 36 + between(random, -12, 12);
    const ry = 70 - i * 6;
    const id = ids.id("stone");
    const tone = pick(random, tones);
    defs.push(
      `<radialGradient id="${id}" cx=".4" cy=".3" r=".8"><stop offset="0" stop-color="${lighten(tone, 0.45)}"/><stop offset=".6" stop-color="${tone}"/><stop offset="1" stop-color="${darken(tone, 0.25)}"/></radialGradient>`,
    );
    const sx = cx + between(random, -14, 14);
    layers.push(`<ellipse cx="${f(sx)}" cy="${f(y - ry)}" rx="${f(rx)}" ry="${f(ry)}" fill="url(#${id})"/>`);
    y -= ry * 2 - 6;
  }
  // A frangipani flower on top.
  const petal = ids.id("petal");
  defs.push(
    `<radialGradient id="${petal}" cx=".5" cy="1" r="1"><stop offset="0" stop-color="#f3c98b"/><stop offset=".35" stop-color="#fff4e9"/><stop offset="1" stop-color="#ffffff"/></radialGradient>`,
  );
  const fy = y - 10;
  const flower: string[] = [];
  const tilt = between(random, 0, 72);
  for (let i = 0; i < 5; i++) {
    flower.push(
      `<path d="M0 0 C-46 -30 -52 -110 0 -128 C40 -110 44 -40 0 0Z" transform="rotate(${f(tilt + i * 72)})" fill="url(#${petal})" stroke="#ead7c4" stroke-width="1.5"/>`,
    );
  }
  layers.push(
    `<g transform="translate(${f(cx + 20)} ${f(fy)}) scale(1.3 .85)">${flower.join("")}<circle r="14" fill="#f0c27c"/></g>`,
  );
  // Scattered petals and a leaf.
  layers.push(leaf(cx - 230, 880, 150, -60, variant === "pedicure-medical" ? "#9fb3a6" : "#8fa58e"));
  for (let i = 0; i < 4; i++) {
    layers.push(
      `<ellipse cx="${f(between(random, 100, 700))}" cy="${f(between(random, 860, 960))}" rx="${f(between(random, 14, 24))}" ry="${f(between(random, 7, 11))}" transform="rotate(${f(between(random, 0, 180))})" transform-origin="center" fill="${pick(random, ["#f4dfe3", "#e9c3cb", "#ffffff"])}" fill-opacity=".9"/>`,
    );
  }
  return { defs, layers };
}

function lashLine(t: number): [number, number] {
  // Quadratic curve of the lid edge: from the inner corner to the outer corner.
  const x0 = 150;
  const y0 = 470;
  const x1 = 400;
  const y1 = 640;
  const x2 = 660;
  const y2 = 430;
  const u = 1 - t;
  return [u * u * x0 + 2 * u * t * x1 + t * t * x2, u * u * y0 + 2 * u * t * y1 + t * t * y2];
}

/** A close-up of skin filling the whole picture (drawn past the edges, so a tilt shows no corner). */
function skinField(ids: Ids, defs: string[], skin: string, cx: number, cy: number): string {
  const base = ids.id("skin");
  const light = ids.id("light");
  defs.push(
    `<linearGradient id="${base}" x1="0" y1="0" x2=".4" y2="1"><stop offset="0" stop-color="${lighten(skin, 0.3)}"/><stop offset=".55" stop-color="${skin}"/><stop offset="1" stop-color="${darken(skin, 0.12)}"/></linearGradient>`,
    `<radialGradient id="${light}"><stop offset="0" stop-color="#fff" stop-opacity=".55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`,
  );
  return `<rect x="-300" y="-300" width="1400" height="1600" fill="url(#${base})"/><ellipse cx="${cx}" cy="${cy}" rx="420" ry="300" fill="url(#${light})"/>`;
}

/** A tapered strand (a lash or a hair): wide at the root, a point at the tip. */
function strand(x: number, y: number, cx: number, cy: number, ex: number, ey: number, root: number): string {
  const angle = Math.atan2(cy - y, cx - x);
  const nx = -Math.sin(angle) * (root / 2);
  const ny = Math.cos(angle) * (root / 2);
  return `M${f(x + nx)} ${f(y + ny)} Q${f(cx + nx * 0.5)} ${f(cy + ny * 0.5)} ${f(ex)} ${f(ey)} Q${f(cx - nx * 0.5)} ${f(cy - ny * 0.5)} ${f(x - nx)} ${f(y - ny)}Z`;
}

function eyelashesMotif(ids: Ids, random: Rng, variant: string): Motif {
  const defs: string[] = [];
  const layers: string[] = [];
  const skin = pick(random, SKIN.slice(0, 4));
  layers.push(skinField(ids, defs, skin, 400, 380));
  // The crease and a soft shade of make-up on the lid.
  const tint = pick(random, ["#c98f9d", "#b48a78", "#a57088", "#d3a59b"]);
  layers.push(
    `<path d="M120 470 Q400 230 690 410 Q420 330 120 470Z" fill="${tint}" fill-opacity=".22"/>`,
    `<path d="M130 440 Q400 240 690 390" fill="none" stroke="${darken(skin, 0.25)}" stroke-opacity=".3" stroke-width="5" stroke-linecap="round"/>`,
  );
  // The under-eye gel pad every lash extension is done on.
  const pad = ids.id("pad");
  defs.push(
    `<linearGradient id="${pad}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff8f6"/><stop offset="1" stop-color="#f1d3d8"/></linearGradient>`,
  );
  layers.push(`<path d="M125 530 Q400 700 690 470 Q680 700 420 780 Q190 770 125 530Z" fill="url(#${pad})"/>`);
  // Lashes: tapered strands along the lid edge, longer and more tilted towards the outer corner.
  const lashColour =
    variant === "eyelashes-tinting" ? "#1b1214" : pick(random, ["#1f1a1c", "#241a1d", "#2d2024"]);
  const count = variant === "eyelashes-classic" ? 44 : 30;
  const fan = variant === "eyelashes-volume" ? 4 : 1;
  const lift = variant === "eyelashes-lamination";
  const group: string[] = [];
  for (let i = 0; i < count; i++) {
    const t = 0.03 + (0.95 * i) / (count - 1) + between(random, -0.004, 0.004);
    const [x, y] = lashLine(t);
    const length =
      (lift ? 80 : 95) + 130 * Math.sin(Math.PI * Math.min(1, t * 1.12)) ** 0.6 + between(random, -8, 8);
    const base = -10 + 70 * (t - 0.5);
    for (let k = 0; k < fan; k++) {
      const a = ((base + (k - (fan - 1) / 2) * 6) * Math.PI) / 180;
      const dx = Math.sin(a) * length;
      const dy = Math.cos(a) * length;
      // Lashes fall from the closed lid and curl at the end (laminated ones curl back up).
      const curl = (lift ? 0.7 : 0.3) * length;
      const cx = x + dx * 0.45;
      const cy = y + dy * 0.95;
      const ex = x + dx * 1.1 + (t - 0.5) * 30;
      const ey = y + dy * (lift ? 0.45 : 0.8) - curl * 0.2;
      group.push(`<path d="${strand(x, y, cx, cy, ex, ey, fan > 1 ? 3.2 : 5)}"/>`);
    }
    if (group.length >= 24 || i === count - 1) {
      layers.push(`<g fill="${lashColour}" fill-opacity=".93">${group.splice(0).join("")}</g>`);
    }
  }
  layers.push(
    `<path d="M150 470 Q400 640 660 430" fill="none" stroke="${lashColour}" stroke-width="8" stroke-linecap="round"/>`,
  );
  // Lash tweezers.
  layers.push(
    `<g transform="translate(520 930) rotate(-24)"><path d="M0 0 L260 -10 L262 -2 L4 10Z" fill="#d9d3d5"/><path d="M0 0 L260 14 L260 22 L2 12Z" fill="#bdb5b7"/><rect x="-2" y="-3" width="80" height="18" rx="6" fill="${GOLD}"/></g>`,
  );
  return { defs, layers };
}

function browSpine(u: number): [number, number] {
  // Cubic curve from the head of the brow to its tail, through the arch.
  const p = [
    [150, 560],
    [330, 450],
    [520, 380],
    [690, 470],
  ] as const;
  const v = 1 - u;
  const x = v * v * v * p[0][0] + 3 * v * v * u * p[1][0] + 3 * v * u * u * p[2][0] + u * u * u * p[3][0];
  const y = v * v * v * p[0][1] + 3 * v * v * u * p[1][1] + 3 * v * u * u * p[2][1] + u * u * u * p[3][1];
  return [x, y];
}

function eyebrowsMotif(ids: Ids, random: Rng, variant: string): Motif {
  const defs: string[] = [];
  const layers: string[] = [];
  const colour = pick(random, BROW);
  const skin = pick(random, SKIN.slice(0, 4));
  layers.push(skinField(ids, defs, skin, 420, 520));
  if (variant === "eyebrows-tinting" || variant === "eyebrows-shaping") {
    // A powdery shade under the hairs.
    const shade = ids.id("shade");
    defs.push(
      `<linearGradient id="${shade}" x1="0" x2="1"><stop offset="0" stop-color="${colour}" stop-opacity=".05"/><stop offset=".5" stop-color="${colour}" stop-opacity=".35"/><stop offset="1" stop-color="${colour}" stop-opacity=".45"/></linearGradient>`,
    );
    const top: string[] = [];
    const bottom: string[] = [];
    for (let i = 0; i <= 12; i++) {
      const u = i / 12;
      const [x, y] = browSpine(u);
      const h = 60 * (1 - u * 0.8);
      top.push(`${f(x)} ${f(y - h / 2)}`);
      bottom.unshift(`${f(x)} ${f(y + h / 2)}`);
    }
    layers.push(`<path d="M${top.join(" L")} L${bottom.join(" L")}Z" fill="url(#${shade})"/>`);
  }
  const hairs = variant === "eyebrows-microblading" ? 190 : 300;
  const strokes: string[] = [];
  for (let i = 0; i < hairs; i++) {
    const u = random() ** 0.9;
    const [x, y] = browSpine(u);
    const [x2, y2] = browSpine(Math.min(1, u + 0.01));
    const tangent = Math.atan2(y2 - y, x2 - x);
    const thickness = 62 * (1 - u * 0.78);
    const v = between(random, -0.5, 0.5);
    const px = x - Math.sin(tangent) * v * thickness;
    const py = y + Math.cos(tangent) * v * thickness;
    // Hairs rise at the head and lie along the brow towards the tail; laminated ones are brushed up.
    const up = -Math.PI / 2 + 0.25;
    const mixAmount = variant === "eyebrows-lamination" ? Math.min(1, u * 0.5) : Math.min(1, u * 1.6);
    const angle = up + (tangent - up) * mixAmount + between(random, -0.15, 0.15);
    const length = between(random, 30, 52) * (1 - u * 0.3);
    const ex = px + Math.cos(angle) * length;
    const ey = py + Math.sin(angle) * length;
    const bend = between(random, -5, 5);
    strokes.push(
      `<path d="M${f(px)} ${f(py)} Q${f((px + ex) / 2 + bend)} ${f((py + ey) / 2 - bend)} ${f(ex)} ${f(ey)}" stroke="${mix(colour, "#8a6a58", random() * 0.4)}" stroke-width="${f(variant === "eyebrows-microblading" ? 2 : between(random, 2.6, 4))}" stroke-opacity="${f(between(random, 0.65, 0.95))}"/>`,
    );
    if (strokes.length === 40)
      layers.push(`<g fill="none" stroke-linecap="round">${strokes.splice(0).join("")}</g>`);
  }
  if (strokes.length) layers.push(`<g fill="none" stroke-linecap="round">${strokes.join("")}</g>`);
  if (variant === "eyebrows-shaping" || variant === "eyebrows-microblading") {
    // Brow mapping: the thin guide lines a master draws before shaping.
    const guide = "#b0476f";
    layers.push(
      `<g stroke="${guide}" stroke-width="2" stroke-opacity=".55" fill="none"><path d="M160 300 L160 720"/><path d="M520 280 L520 700"/><path d="M690 330 L690 650"/><path d="M100 600 L740 330" stroke-dasharray="10 10"/></g>`,
      `<g fill="${guide}"><circle cx="160" cy="560" r="6"/><circle cx="520" cy="382" r="6"/><circle cx="690" cy="470" r="6"/></g>`,
    );
  }
  // A brow brush (spoolie) at the bottom.
  const bristles: string[] = [];
  for (let i = 0; i < 22; i++) {
    bristles.push(`<path d="M${-150 + i * 5} -16 L${-150 + i * 5} 16"/>`);
  }
  layers.push(
    `<g transform="translate(420 860) rotate(-12)"><rect x="-40" y="-9" width="330" height="18" rx="9" fill="#2a1a20"/><rect x="-70" y="-5" width="40" height="10" fill="${GOLD}"/><g stroke="#2a1a20" stroke-width="2.2" stroke-linecap="round">${bristles.join("")}</g></g>`,
  );
  return { defs, layers };
}

function hairMotif(ids: Ids, random: Rng, variant: string): Motif {
  const defs: string[] = [];
  const layers: string[] = [];
  const colour =
    variant === "hair-colouring" ? pick(random, ["#6e4130", "#4a2c21", "#3a2230"]) : pick(random, HAIR);
  const ends =
    variant === "hair-colouring" ? pick(random, ["#e2c08f", "#d9a6a0", "#c98f6a"]) : lighten(colour, 0.25);
  const grad = ids.id("hair");
  defs.push(
    `<linearGradient id="${grad}" x1="0" y1="0" x2="0" y2="1000" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${darken(colour, 0.15)}"/><stop offset=".45" stop-color="${colour}"/><stop offset="1" stop-color="${ends}"/></linearGradient>`,
  );
  if (variant === "hair-braiding") {
    // A braid: leaf-shaped sections leaning left and right in turn, each with its strand lines.
    const cx = 400;
    const sections: string[] = [];
    for (let i = 0; i < 9; i++) {
      const y = 90 + i * 96;
      const side = i % 2 === 0 ? -1 : 1;
      const scale = 1 - i * 0.035;
      const lines: string[] = [];
      for (let k = -3; k <= 3; k++) {
        lines.push(
          `<path d="M${-120} ${k * 9} Q0 ${k * 12 - 10} 120 ${k * 9}" fill="none" stroke="${lighten(colour, 0.4)}" stroke-opacity=".35" stroke-width="2.5"/>`,
        );
      }
      sections.push(
        `<g transform="translate(${f(cx + side * 38 * scale)} ${y}) rotate(${side * -32}) scale(${f(scale)})"><ellipse rx="128" ry="60" fill="url(#${grad})"/><ellipse rx="128" ry="60" fill="none" stroke="${darken(colour, 0.35)}" stroke-opacity=".35" stroke-width="3"/>${lines.join("")}</g>`,
      );
    }
    layers.push(...sections);
    layers.push(
      `<path d="M${cx - 40} 920 Q${cx} 900 ${cx + 40} 920 L${cx + 36} 966 Q${cx} 950 ${cx - 36} 966Z" fill="${GOLD}"/>`,
    );
    return { defs, layers };
  }
  // Flowing strands: a lock of hair in waves (big curls for styling, sleek for keratin care).
  const amplitude =
    variant === "hair-keratin-care"
      ? 14
      : variant === "hair-styling"
        ? between(random, 70, 90)
        : between(random, 40, 60);
  const frequency =
    variant === "hair-styling" ? between(random, 0.011, 0.013) : between(random, 0.006, 0.009);
  const strands = 60;
  const phase = between(random, 0, Math.PI * 2);
  const group: string[] = [];
  for (let i = 0; i < strands; i++) {
    const offset = (i / (strands - 1) - 0.5) * 340 + between(random, -4, 4);
    const points: string[] = [];
    for (let y = -20; y <= 1020; y += 40) {
      const spread = 0.55 + 0.45 * (y / 1000);
      const x = 400 + offset * spread + amplitude * Math.sin(y * frequency + phase + offset * 0.002);
      points.push(`${f(x)} ${y}`);
    }
    const light = random() < 0.25;
    group.push(
      `<path d="M${points.join(" L")}" stroke="${light ? lighten(colour, 0.35) : `url(#${grad})`}" stroke-width="${f(between(random, 4, 9))}" stroke-opacity="${f(light ? 0.5 : 0.9)}"/>`,
    );
    if (group.length === 12)
      layers.push(`<g fill="none" stroke-linejoin="round">${group.splice(0).join("")}</g>`);
  }
  if (group.length) layers.push(`<g fill="none" stroke-linejoin="round">${group.join("")}</g>`);
  // Shine band.
  const shine = ids.id("shine");
  defs.push(
    `<linearGradient id="${shine}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset=".5" stop-color="#fff" stop-opacity="${variant === "hair-keratin-care" ? ".55" : ".3"}"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>`,
  );
  layers.push(
    `<rect x="180" y="${f(between(random, 250, 450))}" width="440" height="120" fill="url(#${shine})"/>`,
  );
  if (variant === "hair-haircuts") {
    // Scissors.
    layers.push(
      `<g transform="translate(560 780) rotate(-35)"><path d="M0 -6 L220 -2 L226 4 L0 8Z" fill="#d7d2d4"/><path d="M0 10 L216 24 L212 30 L0 22Z" fill="#bdb6b8"/><circle cx="-40" cy="-22" r="30" fill="none" stroke="${GOLD}" stroke-width="10"/><circle cx="-40" cy="40" r="30" fill="none" stroke="${GOLD}" stroke-width="10"/><circle cx="4" cy="8" r="6" fill="#8a8486"/></g>`,
    );
  }
  return { defs, layers };
}

function makeUpMotif(ids: Ids, random: Rng, variant: string): Motif {
  const defs: string[] = [];
  const layers: string[] = [];
  const shades =
    variant === "make-up-evening"
      ? ["#5f1c37", "#7a2848", "#3a2230", "#c9a36b", "#a0653e", "#2b1d18", "#b0476f", "#d8b98a", "#8a5a6a"]
      : variant === "make-up-bridal"
        ? ["#f4dfe3", "#e9c3cb", "#f2ddd6", "#e7c6b5", "#d98b9b", "#fbefe9", "#c9a36b", "#dcb2a4", "#efd6cc"]
        : ["#e9c9bd", "#d6a99c", "#b48a78", "#c98f9d", "#a57088", "#e7c6b5", "#8a5a4a", "#d8b98a", "#f2ddd6"];
  // Palette case with nine pans.
  const caseColour =
    variant === "make-up-evening" ? "#2a1a20" : pick(random, ["#2a1a20", "#e8d5c9", "#c9a6a0"]);
  const px = 140;
  const py = 150;
  layers.push(
    `<rect x="${px + 10}" y="${py + 18}" width="520" height="520" rx="36" fill="#3a1f2a" fill-opacity=".18"/><rect x="${px}" y="${py}" width="520" height="520" rx="36" fill="${caseColour}"/><rect x="${px + 14}" y="${py + 14}" width="492" height="492" rx="26" fill="none" stroke="${GOLD}" stroke-opacity=".6" stroke-width="2"/>`,
  );
  for (let i = 0; i < 9; i++) {
    const col = i % 3;
    const row = Math.floor(i / 3);
    const shade = shades[(i + Math.floor(random() * 9)) % shades.length] ?? "#c98f9d";
    const id = ids.id("pan");
    const shimmer = random() < 0.45;
    defs.push(
      `<radialGradient id="${id}" cx=".38" cy=".32" r=".8"><stop offset="0" stop-color="${lighten(shade, shimmer ? 0.6 : 0.25)}"/><stop offset=".55" stop-color="${shade}"/><stop offset="1" stop-color="${darken(shade, 0.18)}"/></radialGradient>`,
    );
    const cx = px + 100 + col * 160;
    const cy = py + 100 + row * 160;
    layers.push(
      `<circle cx="${cx}" cy="${cy}" r="66" fill="${darken(caseColour, 0.2)}"/><circle cx="${cx}" cy="${cy}" r="60" fill="url(#${id})"/>${shimmer ? sparkle(cx + 18, cy - 20, 10, "#fff", 0.8) : ""}`,
    );
  }
  // Lipstick.
  const lip = pick(random, ["#7a2848", "#c23b4e", "#b0476f", "#9c3d54", "#d98b9b"]);
  const lx = 600;
  layers.push(
    `<g transform="translate(${lx} 740) rotate(14)">${softShadow(0, 250, 70, 14, 0.2)}<path d="M-34 20 L-34 -70 L34 -100 L34 20Z" fill="${lip}"/><path d="M-34 -70 L34 -100 L34 -84 L-34 -56Z" fill="${lighten(lip, 0.3)}" fill-opacity=".5"/><rect x="-22" y="-60" width="10" height="70" rx="5" fill="#fff" fill-opacity=".35"/><rect x="-44" y="20" width="88" height="60" rx="6" fill="${GOLD}"/><rect x="-48" y="80" width="96" height="160" rx="10" fill="#1f1a1c"/><rect x="-36" y="90" width="12" height="140" rx="6" fill="#fff" fill-opacity=".12"/></g>`,
  );
  // Brush.
  layers.push(
    `<g transform="translate(250 840) rotate(-20)"><rect x="-200" y="-12" width="250" height="24" rx="12" fill="#2a1a20"/><path d="M50 -14 L120 -16 L120 16 L50 14Z" fill="${GOLD}"/><path d="M120 -18 C190 -30 230 -8 240 0 C230 8 190 30 120 18Z" fill="${lighten(lip, 0.55)}"/></g>`,
  );
  if (variant === "make-up-permanent") {
    layers.push(
      `<path d="M120 720 Q220 690 300 720 Q380 750 470 715" fill="none" stroke="${lip}" stroke-width="6" stroke-linecap="round"/>`,
    );
  }
  return { defs, layers };
}

function cosmetologyMotif(ids: Ids, random: Rng, variant: string): Motif {
  const defs: string[] = [];
  const layers: string[] = [];
  const glass = pick(random, ["#c77d5a", "#d9a6a0", "#b0476f", "#e6c9b0"]);
  const bottle = ids.id("glass");
  defs.push(
    `<linearGradient id="${bottle}" x1="0" x2="1"><stop offset="0" stop-color="${lighten(glass, 0.35)}"/><stop offset=".35" stop-color="${glass}"/><stop offset=".8" stop-color="${darken(glass, 0.25)}"/><stop offset="1" stop-color="${lighten(glass, 0.1)}"/></linearGradient>`,
  );
  const bx = 300 + between(random, -30, 30);
  // Dropper bottle.
  layers.push(
    softShadow(bx, 860, 150, 24, 0.2) +
      `<rect x="${bx - 120}" y="480" width="240" height="380" rx="48" fill="url(#${bottle})"/>` +
      `<rect x="${bx - 96}" y="500" width="26" height="330" rx="13" fill="#fff" fill-opacity=".35"/>` +
      `<rect x="${bx - 90}" y="620" width="180" height="150" rx="10" fill="#fbf6f1"/>` +
      `<rect x="${bx - 50}" y="664" width="100" height="6" rx="3" fill="${glass}"/><rect x="${bx - 34}" y="690" width="68" height="4" rx="2" fill="${glass}" fill-opacity=".6"/><rect x="${bx - 44}" y="710" width="88" height="4" rx="2" fill="${glass}" fill-opacity=".6"/>` +
      `<rect x="${bx - 46}" y="420" width="92" height="70" rx="10" fill="${GOLD}"/>` +
      `<path d="M${bx - 40} 430 C${bx - 52} 300 ${bx + 52} 300 ${bx + 40} 430Z" fill="#2a1a20"/>`,
  );
  // Drops falling from above and bubbles.
  const drop = ids.id("drop");
  defs.push(
    `<radialGradient id="${drop}" cx=".35" cy=".6" r=".8"><stop offset="0" stop-color="#ffffff"/><stop offset=".6" stop-color="${lighten(glass, 0.6)}"/><stop offset="1" stop-color="${lighten(glass, 0.2)}"/></radialGradient>`,
  );
  for (let i = 0; i < 3; i++) {
    const x = 560 + between(random, -40, 90);
    const y = 250 + i * 150 + between(random, -20, 20);
    const s = between(random, 0.7, 1.2);
    layers.push(
      `<path transform="translate(${f(x)} ${f(y)}) scale(${f(s)})" d="M0 -60 C20 -30 40 -6 40 16 C40 40 22 56 0 56 C-22 56 -40 40 -40 16 C-40 -6 -20 -30 0 -60Z" fill="url(#${drop})" fill-opacity=".92"/>`,
    );
  }
  // A jar of cream with a swirl.
  const jx = 600;
  layers.push(
    `<g>${softShadow(jx, 900, 120, 18, 0.18)}<rect x="${jx - 110}" y="780" width="220" height="110" rx="18" fill="#fbf6f1"/><ellipse cx="${jx}" cy="780" rx="110" ry="26" fill="#f2e7df"/><path d="M${jx - 60} 780 Q${jx - 20} 740 ${jx + 10} 770 Q${jx + 40} 800 ${jx + 60} 770" fill="none" stroke="#ffffff" stroke-width="14" stroke-linecap="round"/><rect x="${jx - 110}" y="820" width="220" height="14" fill="${GOLD}" fill-opacity=".7"/></g>`,
  );
  if (variant !== "cosmetology-injections") {
    layers.push(leaf(120, 900, 170, 30, "#98ad98") + leaf(150, 920, 130, 70, "#b3c4ae"));
  }
  for (let i = 0; i < 8; i++) {
    layers.push(
      `<circle cx="${f(between(random, 440, 760))}" cy="${f(between(random, 120, 700))}" r="${f(between(random, 5, 16))}" fill="#fff" fill-opacity=".35" stroke="#fff" stroke-opacity=".8" stroke-width="1.5"/>`,
    );
  }
  return { defs, layers };
}

function massageMotif(ids: Ids, random: Rng, variant: string): Motif {
  const defs: string[] = [];
  const layers: string[] = [];
  // A rolled towel, hot stones and a eucalyptus sprig.
  const towel = pick(random, ["#f6efe7", "#efd8d4", "#e9ddd0"]);
  layers.push(
    softShadow(400, 880, 300, 30, 0.16) +
      `<rect x="120" y="760" width="560" height="120" rx="60" fill="${towel}"/>` +
      `<ellipse cx="620" cy="820" rx="52" ry="60" fill="${darken(towel, 0.08)}"/><ellipse cx="620" cy="820" rx="34" ry="42" fill="none" stroke="${darken(towel, 0.18)}" stroke-width="4"/><ellipse cx="620" cy="820" rx="16" ry="20" fill="none" stroke="${darken(towel, 0.18)}" stroke-width="4"/>`,
  );
  const tones =
    variant === "massage-relaxing" ? ["#6b6466", "#4f4a4c", "#7c7375"] : ["#3b3638", "#4a4446", "#2e2a2b"];
  let y = 760;
  const cx = 390 + between(random, -20, 20);
  for (let i = 0; i < 4; i++) {
    const rx = 170 - i * 26 + between(random, -8, 8);
    const ry = 52 - i * 3;
    const id = ids.id("basalt");
    const tone = pick(random, tones);
    defs.push(
      `<radialGradient id="${id}" cx=".38" cy=".28" r=".85"><stop offset="0" stop-color="${lighten(tone, 0.35)}"/><stop offset=".5" stop-color="${tone}"/><stop offset="1" stop-color="${darken(tone, 0.4)}"/></radialGradient>`,
    );
    layers.push(
      `<ellipse cx="${f(cx + between(random, -12, 12))}" cy="${f(y - ry)}" rx="${f(rx)}" ry="${f(ry)}" fill="url(#${id})"/>`,
    );
    y -= ry * 2 - 8;
  }
  // Eucalyptus: a curved stem with round leaves.
  const stem = pick(random, ["#8fa58e", "#9bb0a0", "#7f9a86"]);
  const sprig: string[] = [
    `<path d="M560 700 C600 560 560 420 640 260" fill="none" stroke="${darken(stem, 0.2)}" stroke-width="5"/>`,
  ];
  for (let i = 0; i < 8; i++) {
    const t = i / 7;
    const x = 560 + 80 * t + 30 * Math.sin(t * Math.PI);
    const ly = 700 - 440 * t;
    const side = i % 2 === 0 ? -1 : 1;
    sprig.push(
      `<ellipse cx="${f(x + side * 34)}" cy="${f(ly)}" rx="${f(30 - t * 8)}" ry="${f(24 - t * 6)}" fill="${mix(stem, "#ffffff", random() * 0.25)}"/>`,
    );
  }
  layers.push(sprig.join(""));
  // An oil bottle.
  if (variant !== "massage-anti-cellulite") {
    const oil = ids.id("oil");
    defs.push(
      `<linearGradient id="${oil}" x1="0" x2="1"><stop offset="0" stop-color="#f3d9a4"/><stop offset=".5" stop-color="#d9a85c"/><stop offset="1" stop-color="#b5823c"/></linearGradient>`,
    );
    layers.push(
      `<rect x="70" y="430" width="110" height="190" rx="28" fill="url(#${oil})" fill-opacity=".9"/><rect x="86" y="446" width="14" height="150" rx="7" fill="#fff" fill-opacity=".4"/><rect x="101" y="382" width="48" height="54" rx="8" fill="#2a1a20"/>`,
    );
  }
  return { defs, layers };
}

const MOTIFS: Record<ArtCategory, (ids: Ids, random: Rng, variant: string) => Motif> = {
  manicure: manicureMotif,
  pedicure: pedicureMotif,
  eyelashes: eyelashesMotif,
  eyebrows: eyebrowsMotif,
  hair: hairMotif,
  "make-up": makeUpMotif,
  cosmetology: cosmetologyMotif,
  massage: massageMotif,
};

export function motif(category: ArtCategory, seed: number, variant = ""): Motif {
  return MOTIFS[category](new Ids("m"), rng(seed), variant);
}

// ---------------------------------------------------------------------------------------------
// Whole pictures
// ---------------------------------------------------------------------------------------------

function svg(width: number, height: number, viewWidth: number, viewHeight: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${viewWidth} ${viewHeight}">${body}</svg>`;
}

function frameLines(palette: Backdrop, width: number, height: number, inset: number, opacity = 0.5): string {
  return `<rect x="${inset}" y="${inset}" width="${width - inset * 2}" height="${height - inset * 2}" rx="${inset * 0.8}" fill="none" stroke="${palette.line}" stroke-opacity="${opacity}" stroke-width="1.5"/>`;
}

/** A lesson poster or a portfolio photo: a 4:5 close-up of the category's motif. */
export function posterSvg(
  category: ArtCategory,
  seed: number,
  variant = "",
  { width = 960, dark = false }: { width?: number; dark?: boolean } = {},
): string {
  const random = rng(seed * 7 + 3);
  const ids = new Ids("p");
  const palette = dark ? NIGHT : pick(random, BACKDROPS[category]);
  const back = backdrop(ids, random, palette, 800, 1000, between(random, 0.1, 0.9));
  const drawn = MOTIFS[category](ids, rng(seed), variant);
  const scale = between(random, 0.92, 1.02);
  const tilt = between(random, -4, 4);
  const defs = [...back.defs, ...drawn.defs].join("");
  const body =
    `<defs>${defs}</defs>${back.layers.join("")}` +
    `<g transform="translate(400 500) rotate(${f(tilt)}) scale(${f(scale)}) translate(-400 -500)">${drawn.layers.join("")}</g>` +
    (dark ? sparkles(random, 800, 1000, 9, 0.5) : "") +
    frameLines(palette, 800, 1000, 28, dark ? 0.4 : 0.35);
  return svg(width, Math.round((width * 5) / 4), 800, 1000, body);
}

function sparkles(random: Rng, width: number, height: number, count: number, phase: number): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = between(random, 0.05, 0.95) * width;
    const y = between(random, 0.05, 0.95) * height;
    const size = between(random, 6, 18) * (width / 800);
    const own = random();
    const twinkle = 0.35 + 0.65 * Math.abs(Math.sin((phase + own) * Math.PI * 2));
    out.push(sparkle(x, y, size, pick(random, ["#ffffff", "#f4dfe3", "#e7cf9f"]), twinkle));
  }
  return out.join("");
}

/**
 * A master's avatar: a soft, faceless portrait (shoulders, neck, head, hairstyle, earring) on a
 * gradient, square.
 */
export function avatarSvg(
  seed: number,
  width = 384,
  { masculine = false }: { masculine?: boolean } = {},
): string {
  const random = rng(seed * 13 + 5);
  const ids = new Ids("a");
  const palette = pick(random, [
    { from: "#f6e3e3", to: "#e2bfc6", glow: "#ffffff", line: "#c98f9d" },
    { from: "#f3e7dc", to: "#dcc2ad", glow: "#fffaf4", line: "#b48a78" },
    { from: "#efe1ea", to: "#cfaec0", glow: "#fff8fb", line: "#a57088" },
    { from: "#5a2038", to: "#2d1220", glow: "#b0476f", line: "#d9a3b5" },
    { from: "#efe9e2", to: "#d6c9bb", glow: "#ffffff", line: "#a99279" },
  ]);
  const back = backdrop(ids, random, palette, 400, 400, between(random, 0.2, 0.8));
  const skin = pick(random, SKIN);
  const hair = pick(random, HAIR);
  const cloth = pick(random, ["#7a2848", "#1f1a1c", "#f4ece4", "#5f1c37", "#c9a6a0", "#3a2230"]);
  const picked = pick(random, ["long", "bun", "bob", "curly", "short", "wave"] as const);
  const style = masculine ? "short" : picked;
  const defs = [...back.defs];
  const skinId = ids.id("skin");
  const hairId = ids.id("hair");
  defs.push(
    `<linearGradient id="${skinId}" x1="0" x2="1"><stop offset="0" stop-color="${lighten(skin, 0.15)}"/><stop offset="1" stop-color="${darken(skin, 0.1)}"/></linearGradient>`,
    `<linearGradient id="${hairId}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${lighten(hair, 0.2)}"/><stop offset="1" stop-color="${darken(hair, 0.2)}"/></linearGradient>`,
  );
  const hx = 200 + between(random, -6, 6);
  const hy = 170;
  const behind: string[] = [];
  const front: string[] = [];
  if (style === "long" || style === "wave") {
    const wave = style === "wave" ? 16 : 4;
    behind.push(
      `<path d="M${hx - 78} ${hy - 20} C${hx - 110} ${hy + 80} ${hx - 90 - wave} ${hy + 160} ${hx - 110} ${hy + 230} L${hx + 110} ${hy + 230} C${hx + 90 + wave} ${hy + 160} ${hx + 110} ${hy + 80} ${hx + 78} ${hy - 20}Z" fill="url(#${hairId})"/>`,
    );
  } else if (style === "curly") {
    for (let i = 0; i < 16; i++) {
      const a = (i / 16) * Math.PI * 2;
      behind.push(
        `<circle cx="${f(hx + Math.cos(a) * 78)}" cy="${f(hy - 10 + Math.sin(a) * 84)}" r="${f(between(random, 30, 40))}" fill="url(#${hairId})"/>`,
      );
    }
  } else if (style === "bob") {
    behind.push(
      `<path d="M${hx - 84} ${hy - 10} C${hx - 96} ${hy + 50} ${hx - 90} ${hy + 80} ${hx - 70} ${hy + 96} L${hx + 70} ${hy + 96} C${hx + 90} ${hy + 80} ${hx + 96} ${hy + 50} ${hx + 84} ${hy - 10}Z" fill="url(#${hairId})"/>`,
    );
  } else if (style === "bun") {
    behind.push(`<circle cx="${f(hx + 8)}" cy="${hy - 92}" r="42" fill="url(#${hairId})"/>`);
  }
  // Shoulders and neck.
  const body = `<path d="M${hx - 150} 420 C${hx - 150} 330 ${hx - 90} 300 ${hx - 40} 292 L${hx + 40} 292 C${hx + 90} 300 ${hx + 150} 330 ${hx + 150} 420Z" fill="${cloth}"/><path d="M${hx - 30} 230 L${hx - 32} 300 Q${hx} 322 ${hx + 32} 300 L${hx + 30} 230Z" fill="url(#${skinId})"/><path d="M${hx - 30} 262 Q${hx} 282 ${hx + 30} 262 L${hx + 30} 250 Q${hx} 268 ${hx - 30} 250Z" fill="${darken(skin, 0.18)}" fill-opacity=".45"/>`;
  const neckline =
    cloth === "#f4ece4"
      ? `<path d="M${hx - 60} 296 Q${hx} 350 ${hx + 60} 296" fill="none" stroke="#d9c7b8" stroke-width="3"/>`
      : `<path d="M${hx - 44} 294 Q${hx} 336 ${hx + 44} 294" fill="url(#${skinId})"/>`;
  const head = `<ellipse cx="${hx}" cy="${hy}" rx="66" ry="82" fill="url(#${skinId})"/>`;
  // A few quiet features: closed-eye lashes, brows and lips.
  const lipColour = pick(random, ["#b0476f", "#c23b4e", "#a6605e", "#9c3d54", "#c98f9d"]);
  const browColour = darken(hair, 0.2);
  const features =
    `<path d="M${hx - 40} ${hy + 2} Q${hx - 26} ${hy + 12} ${hx - 12} ${hy + 2}" fill="none" stroke="#2a1a20" stroke-width="2.4" stroke-linecap="round"/>` +
    `<path d="M${hx + 12} ${hy + 2} Q${hx + 26} ${hy + 12} ${hx + 40} ${hy + 2}" fill="none" stroke="#2a1a20" stroke-width="2.4" stroke-linecap="round"/>` +
    `<path d="M${hx - 44} ${hy - 16} Q${hx - 28} ${hy - 26} ${hx - 12} ${hy - 18}" fill="none" stroke="${browColour}" stroke-width="3.2" stroke-linecap="round" stroke-opacity=".8"/>` +
    `<path d="M${hx + 12} ${hy - 18} Q${hx + 28} ${hy - 26} ${hx + 44} ${hy - 16}" fill="none" stroke="${browColour}" stroke-width="3.2" stroke-linecap="round" stroke-opacity=".8"/>` +
    `<path d="M${hx - 4} ${hy + 14} Q${hx - 8} ${hy + 32} ${hx + 2} ${hy + 36}" fill="none" stroke="${darken(skin, 0.25)}" stroke-width="2" stroke-linecap="round" stroke-opacity=".6"/>` +
    (masculine
      ? `<path d="M${hx - 60} ${hy + 20} C${hx - 56} ${hy + 90} ${hx - 20} ${hy + 84} ${hx} ${hy + 84} C${hx + 20} ${hy + 84} ${hx + 56} ${hy + 90} ${hx + 60} ${hy + 20} C${hx + 48} ${hy + 70} ${hx + 20} ${hy + 66} ${hx} ${hy + 64} C${hx - 20} ${hy + 66} ${hx - 48} ${hy + 70} ${hx - 60} ${hy + 20}Z" fill="${hair}" fill-opacity=".75"/>` +
        `<path d="M${hx - 22} ${hy + 46} Q${hx} ${hy + 36} ${hx + 22} ${hy + 46} Q${hx} ${hy + 42} ${hx - 22} ${hy + 46}Z" fill="${hair}" fill-opacity=".8"/>` +
        `<path d="M${hx - 14} ${hy + 54} Q${hx} ${hy + 59} ${hx + 14} ${hy + 54}" fill="none" stroke="${darken(skin, 0.4)}" stroke-width="3" stroke-linecap="round"/>`
      : `<path d="M${hx - 18} ${hy + 50} Q${hx} ${hy + 44} ${hx + 18} ${hy + 50} Q${hx} ${hy + 62} ${hx - 18} ${hy + 50}Z" fill="${lipColour}"/>` +
        `<ellipse cx="${hx - 38}" cy="${hy + 30}" rx="14" ry="8" fill="${lipColour}" fill-opacity=".14"/><ellipse cx="${hx + 38}" cy="${hy + 30}" rx="14" ry="8" fill="${lipColour}" fill-opacity=".14"/>`);
  // Hair over the head.
  if (style === "short" && masculine) {
    front.push(
      `<path d="M${hx - 68} ${hy + 28} L${hx - 68} ${hy - 10} C${hx - 76} ${hy - 96} ${hx + 70} ${hy - 118} ${hx + 70} ${hy - 10} L${hx + 68} ${hy + 28} L${hx + 60} ${hy + 28} L${hx + 58} ${hy - 26} C${hx + 40} ${hy - 58} ${hx - 24} ${hy - 66} ${hx - 58} ${hy - 30} L${hx - 60} ${hy + 28}Z" fill="url(#${hairId})"/>`,
    );
  } else if (style === "short") {
    front.push(
      `<path d="M${hx - 70} ${hy + 6} C${hx - 78} ${hy - 90} ${hx + 70} ${hy - 120} ${hx + 72} ${hy - 6} C${hx + 50} ${hy - 50} ${hx - 20} ${hy - 70} ${hx - 70} ${hy + 6}Z" fill="url(#${hairId})"/>`,
    );
  } else if (style === "curly") {
    for (let i = 0; i < 7; i++) {
      front.push(
        `<circle cx="${f(hx - 60 + i * 20)}" cy="${f(hy - 70 + Math.abs(i - 3) * 8)}" r="${f(between(random, 20, 26))}" fill="url(#${hairId})"/>`,
      );
    }
  } else {
    const part = between(random, -20, 20);
    front.push(
      `<path d="M${hx - 70} ${hy + 20} C${hx - 80} ${hy - 70} ${hx - 30} ${hy - 96} ${hx + part} ${hy - 84} C${hx + 40} ${hy - 96} ${hx + 82} ${hy - 60} ${hx + 70} ${hy + 20} C${hx + 56} ${hy - 30} ${hx + 30} ${hy - 56} ${hx + part} ${hy - 60} C${hx - 30} ${hy - 56} ${hx - 58} ${hy - 30} ${hx - 70} ${hy + 20}Z" fill="url(#${hairId})"/>`,
    );
  }
  const earring =
    !masculine && (style === "bun" || style === "short" || style === "bob")
      ? pearl(ids, defs, hx - 64, hy + 40, 6) + pearl(ids, defs, hx + 64, hy + 40, 6)
      : "";
  const content =
    `<defs>${defs.join("")}</defs>${back.layers.join("")}` +
    behind.join("") +
    body +
    neckline +
    head +
    features +
    front.join("") +
    earring;
  return svg(width, width, 400, 400, content);
}

/** A certificate lying on a soft surface: frame, emblem, lines of text as bars, signature, seal. */
export function certificateSvg(seed: number, width = 960): string {
  const random = rng(seed * 31 + 11);
  const ids = new Ids("c");
  const palette = pick(random, [
    BACKDROPS.cosmetology[0],
    BACKDROPS.manicure[1],
    BACKDROPS.hair[0],
  ]) as Backdrop;
  const back = backdrop(ids, random, palette, 800, 1000, between(random, 0.2, 0.7));
  const defs = [...back.defs];
  const paper = ids.id("paper");
  const seal = ids.id("seal");
  const ink = pick(random, ["#7a2848", "#2a1a20", "#5f1c37", "#3a2230"]);
  defs.push(
    `<linearGradient id="${paper}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fffdf9"/><stop offset="1" stop-color="#f5ede3"/></linearGradient>`,
    `<radialGradient id="${seal}" cx=".4" cy=".35" r=".8"><stop offset="0" stop-color="#ecd39a"/><stop offset=".6" stop-color="${GOLD}"/><stop offset="1" stop-color="#9c7740"/></radialGradient>`,
  );
  const tilt = between(random, -3.5, 3.5);
  const x = 110;
  const y = 120;
  const w = 580;
  const h = 760;
  const parts: string[] = [];
  parts.push(
    `<rect x="${x + 14}" y="${y + 22}" width="${w}" height="${h}" rx="6" fill="#3a1f2a" fill-opacity=".14"/><rect x="${x + 6}" y="${y + 10}" width="${w}" height="${h}" rx="6" fill="#3a1f2a" fill-opacity=".08"/>`,
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="url(#${paper})"/>`,
    `<rect x="${x + 26}" y="${y + 26}" width="${w - 52}" height="${h - 52}" fill="none" stroke="${GOLD}" stroke-width="3"/>`,
    `<rect x="${x + 36}" y="${y + 36}" width="${w - 72}" height="${h - 72}" fill="none" stroke="${GOLD}" stroke-width="1"/>`,
  );
  // Corner ornaments.
  for (const [cx, cy, sx, sy] of [
    [x + 36, y + 36, 1, 1],
    [x + w - 36, y + 36, -1, 1],
    [x + 36, y + h - 36, 1, -1],
    [x + w - 36, y + h - 36, -1, -1],
  ] as const) {
    parts.push(
      `<g transform="translate(${cx} ${cy}) scale(${sx} ${sy})" fill="none" stroke="${GOLD}" stroke-width="2"><path d="M0 40 Q0 0 40 0"/><path d="M10 46 Q12 12 46 10"/><circle cx="14" cy="14" r="4" fill="${GOLD}"/></g>`,
    );
  }
  // Emblem: a laurel wreath around a small circle.
  const ex = x + w / 2;
  const ey = y + 150;
  const wreath: string[] = [];
  for (let i = 0; i < 9; i++) {
    const a = Math.PI * (0.6 + i * 0.09);
    for (const side of [-1, 1]) {
      const lx = ex + side * Math.cos(a) * -56;
      const ly = ey + Math.sin(a) * 56;
      const angle = side * ((a * 180) / Math.PI - 90) + (side < 0 ? 180 : 0);
      wreath.push(
        `<ellipse cx="${f(lx)}" cy="${f(ly)}" rx="6" ry="14" transform="rotate(${f(angle + side * 30)} ${f(lx)} ${f(ly)})" fill="${GOLD}" fill-opacity=".85"/>`,
      );
    }
  }
  parts.push(
    wreath.join(""),
    `<circle cx="${ex}" cy="${ey}" r="26" fill="none" stroke="${ink}" stroke-width="2.5"/>`,
  );
  parts.push(sparkle(ex, ey, 14, ink, 0.9));
  // Title and lines of text as bars.
  parts.push(
    `<rect x="${ex - 150}" y="${y + 250}" width="300" height="22" rx="11" fill="${ink}" fill-opacity=".85"/>`,
    `<rect x="${ex - 90}" y="${y + 292}" width="180" height="8" rx="4" fill="${ink}" fill-opacity=".35"/>`,
    `<rect x="${ex - 170}" y="${y + 360}" width="340" height="16" rx="8" fill="${GOLD}" fill-opacity=".75"/>`,
  );
  for (let i = 0; i < 4; i++) {
    const lw = between(random, 260, 400);
    parts.push(
      `<rect x="${f(ex - lw / 2)}" y="${y + 420 + i * 30}" width="${f(lw)}" height="7" rx="3.5" fill="${ink}" fill-opacity=".22"/>`,
    );
  }
  // Signature and date lines.
  parts.push(
    `<path d="M${x + 80} ${y + h - 150} c20 -40 40 -10 30 10 c-6 14 20 -30 40 -22 c16 6 -8 26 12 20 c20 -6 30 -26 50 -14" fill="none" stroke="${ink}" stroke-width="2.4" stroke-linecap="round"/>`,
    `<path d="M${x + 70} ${y + h - 130} L${x + 250} ${y + h - 130}" stroke="${ink}" stroke-opacity=".4" stroke-width="1.5"/>`,
    `<path d="M${x + w - 250} ${y + h - 130} L${x + w - 70} ${y + h - 130}" stroke="${ink}" stroke-opacity=".4" stroke-width="1.5"/>`,
    `<rect x="${x + w - 220}" y="${y + h - 156}" width="110" height="8" rx="4" fill="${ink}" fill-opacity=".3"/>`,
  );
  // Seal with ribbons.
  const sx = x + w / 2;
  const sy = y + h - 150;
  const points: string[] = [];
  for (let i = 0; i < 48; i++) {
    const a = (i / 48) * Math.PI * 2;
    const r = i % 2 === 0 ? 58 : 51;
    points.push(`${f(sx + Math.cos(a) * r)} ${f(sy + Math.sin(a) * r)}`);
  }
  parts.push(
    `<path d="M${sx - 30} ${sy + 30} L${sx - 52} ${sy + 110} L${sx - 30} ${sy + 96} L${sx - 14} ${sy + 116} L${sx - 4} ${sy + 40}Z" fill="${ink}"/>`,
    `<path d="M${sx + 30} ${sy + 30} L${sx + 52} ${sy + 110} L${sx + 30} ${sy + 96} L${sx + 14} ${sy + 116} L${sx + 4} ${sy + 40}Z" fill="${darken(ink, 0.15)}"/>`,
    `<path d="M${points.join(" L")}Z" fill="url(#${seal})"/>`,
    `<circle cx="${sx}" cy="${sy}" r="40" fill="none" stroke="#fff3d6" stroke-opacity=".7" stroke-width="2"/>`,
    sparkle(sx, sy, 18, "#fff3d6", 0.9),
  );
  const content =
    `<defs>${defs.join("")}</defs>${back.layers.join("")}` +
    `<g transform="rotate(${f(tilt)} 400 500)">${parts.join("")}</g>`;
  return svg(width, Math.round((width * 5) / 4), 800, 1000, content);
}

// ---------------------------------------------------------------------------------------------
// Video frames (16:9)
// ---------------------------------------------------------------------------------------------

export const CLIP_PARTS = ["trailer", "full", "tips"] as const;
export type ClipPart = (typeof CLIP_PARTS)[number] | "intro";

export interface DemoClip {
  /** File name under `app/server/seed/demo-media/`. */
  file: string;
  category: ArtCategory;
  part: ClipPart;
  seed: number;
  durationMs: number;
  /** Intro clips show the portrait of the avatar drawn from this seed. */
  masculine?: boolean;
}

export const CLIP_WIDTH = 640;
export const CLIP_HEIGHT = 360;
export const CLIP_FPS = 24;
const PART_DURATION_MS: Record<ClipPart, number> = { trailer: 6000, full: 9000, tips: 7000, intro: 6000 };

/** Seeds of the avatars that have an introduction clip (the masters' `avatarSeed`). */
export const INTRO_AVATAR_SEEDS = [101, 102, 103] as const;

/** Every committed demo clip: one trailer, full lesson and tips clip per category, and intros. */
export const DEMO_CLIPS: DemoClip[] = [
  ...ART_CATEGORIES.flatMap((category, index) =>
    CLIP_PARTS.map((part) => ({
      file: `${category}-${part}.mp4`,
      category,
      part,
      seed: index + 1,
      durationMs: PART_DURATION_MS[part],
    })),
  ),
  ...INTRO_AVATAR_SEEDS.map((seed, index) => ({
    file: `intro-${index + 1}.mp4`,
    category: (["make-up", "hair", "manicure"] as const)[index] ?? "make-up",
    part: "intro" as const,
    seed,
    durationMs: PART_DURATION_MS.intro,
    masculine: index === 1,
  })),
];

/** Motifs that cover their whole box with skin. */
const CLOSE_UPS: ReadonlySet<ArtCategory> = new Set(["eyelashes", "eyebrows"]);

const ease = (t: number) => t * t * (3 - 2 * t);
const clamp01 = (t: number) => Math.min(1, Math.max(0, t));

/**
 * One frame of a demo clip at time `t` (0–1), `width` × `height` pixels (16:9 drawn in 1600 × 900).
 * - trailer: the motif in the light that sweeps across, a slow push in, fades at both ends;
 * - full: the motif builds up layer by layer (the lesson's steps) beside a progress rule;
 * - tips: the deep plum scene with twinkling glints and the motif in a spotlight;
 * - intro: a master's portrait between soft arcs (master pages).
 */
export function frameSvg(
  clip: Pick<DemoClip, "category" | "part" | "seed" | "masculine">,
  t: number,
  width = CLIP_WIDTH,
  height = CLIP_HEIGHT,
): string {
  const { category, part, seed } = clip;
  const W = 1600;
  const H = 900;
  const ids = new Ids("f");
  const dark = part === "tips";
  const palette = dark ? NIGHT : ((BACKDROPS[category][seed % 2] ?? BACKDROPS[category][0]) as Backdrop);
  const light = part === "trailer" ? 0.1 + 0.8 * ease(t) : 0.5 + 0.35 * Math.sin(t * Math.PI * 2);
  const back = backdrop(ids, rng(seed * 3 + 1), palette, W, H, light);
  const defs = [...back.defs];
  const layers = [...back.layers];
  if (part === "intro") {
    const portrait = avatarSvg(seed, 400, { masculine: clip.masculine })
      .replace(/^<svg[^>]*>/, "")
      .replace(/<\/svg>$/, "");
    const zoom = 1.9 + 0.12 * ease(t);
    layers.push(
      `<g transform="translate(${W / 2} ${H / 2 + 40}) scale(${f(zoom)}) translate(-200 -200)"><clipPath id="ci"><circle cx="200" cy="200" r="190"/></clipPath><g clip-path="url(#ci)">${portrait}</g><circle cx="200" cy="200" r="190" fill="none" stroke="${palette.line}" stroke-width="2"/></g>`,
    );
    for (let i = 0; i < 3; i++) {
      const r = 430 + i * 60 + 20 * Math.sin((t + i * 0.2) * Math.PI * 2);
      layers.push(
        `<circle cx="${W / 2}" cy="${H / 2 + 40}" r="${f(r)}" fill="none" stroke="${palette.line}" stroke-opacity="${f(0.35 - i * 0.08)}" stroke-width="2"/>`,
      );
    }
  } else {
    const drawn = MOTIFS[category](ids, rng(seed), "");
    defs.push(...drawn.defs);
    let shown = drawn.layers;
    if (part === "full") {
      // Layers appear one by one over the first 85% of the clip; the newest fades in.
      const progress = clamp01(t / 0.85) * drawn.layers.length;
      const whole = Math.floor(progress);
      shown = drawn.layers.slice(0, whole);
      const next = drawn.layers[whole];
      if (next) shown = [...shown, `<g opacity="${f(progress - whole)}">${next}</g>`];
    }
    const scale = part === "trailer" ? 0.86 + 0.08 * ease(t) : part === "tips" ? 0.72 : 0.84;
    const x = part === "tips" ? W * 0.66 : part === "full" ? W * 0.6 : W / 2;
    if (part === "tips") {
      const spot = ids.id("spot");
      defs.push(
        `<radialGradient id="${spot}"><stop offset="0" stop-color="#f4dfe3" stop-opacity=".5"/><stop offset="1" stop-color="#f4dfe3" stop-opacity="0"/></radialGradient>`,
      );
      layers.push(`<circle cx="${f(x)}" cy="${H / 2}" r="440" fill="url(#${spot})"/>`);
    }
    if (CLOSE_UPS.has(category)) {
      // A skin close-up fills its box: show it as a rounded photo card rather than a cut-off block.
      const card = ids.id("card");
      defs.push(`<clipPath id="${card}"><rect x="60" y="60" width="680" height="880" rx="56"/></clipPath>`);
      layers.push(
        `<g transform="translate(${f(x)} ${H / 2}) scale(${f(scale * 0.92)}) translate(-400 -500)"><rect x="72" y="84" width="680" height="880" rx="56" fill="#3a1f2a" fill-opacity=".16"/><g clip-path="url(#${card})">${shown.join("")}</g><rect x="60" y="60" width="680" height="880" rx="56" fill="none" stroke="#ffffff" stroke-opacity=".7" stroke-width="6"/></g>`,
      );
    } else {
      layers.push(
        `<g transform="translate(${f(x)} ${H / 2}) scale(${f(scale)}) translate(-400 -500)">${shown.join("")}</g>`,
      );
    }
    if (part === "full") {
      // A quiet progress rule on the left: the lesson's steps.
      const steps = 5;
      for (let i = 0; i < steps; i++) {
        const done = t * steps > i;
        const y = 250 + i * 100;
        layers.push(
          `<circle cx="260" cy="${y}" r="${done ? 14 : 10}" fill="${done ? "#7a2848" : "none"}" stroke="#7a2848" stroke-width="2.5" stroke-opacity="${done ? 1 : 0.5}"/>`,
          `<rect x="300" y="${y - 6}" width="${f(done ? 240 - i * 18 : 180 - i * 12)}" height="12" rx="6" fill="#7a2848" fill-opacity="${done ? 0.55 : 0.18}"/>`,
        );
        if (i < steps - 1) {
          layers.push(
            `<path d="M260 ${y + 20} L260 ${y + 80}" stroke="#7a2848" stroke-opacity=".35" stroke-width="2"/>`,
          );
        }
      }
    }
    if (part === "tips") {
      layers.push(sparkles(rng(seed + 99), W, H, 26, t * 1.5));
      // Three "secret" cards on the left reveal in turn.
      for (let i = 0; i < 3; i++) {
        const appear = clamp01((t - i * 0.22) * 5);
        const y = 230 + i * 160;
        layers.push(
          `<g opacity="${f(appear)}" transform="translate(${f(200 - (1 - appear) * 40)} ${y})"><rect width="440" height="120" rx="22" fill="#ffffff" fill-opacity=".08" stroke="#d9a3b5" stroke-opacity=".5"/>${sparkle(60, 60, 22, "#e7cf9f", 1)}<rect x="110" y="38" width="${260 - i * 30}" height="14" rx="7" fill="#f4dfe3" fill-opacity=".8"/><rect x="110" y="68" width="${200 - i * 20}" height="10" rx="5" fill="#f4dfe3" fill-opacity=".4"/></g>`,
        );
      }
    }
  }
  if (part === "trailer") {
    // A soft band of light sweeping across.
    const sweep = ids.id("sweep");
    defs.push(
      `<linearGradient id="${sweep}" x1="0" x2="1"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset=".5" stop-color="#fff" stop-opacity=".28"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>`,
    );
    const sx = -500 + (W + 1000) * ease(t);
    layers.push(
      `<rect x="${f(sx - 250)}" y="-200" width="500" height="${H + 400}" transform="rotate(18 ${f(sx)} ${H / 2})" fill="url(#${sweep})"/>`,
    );
  }
  layers.push(frameLines(palette, W, H, 36, dark ? 0.35 : 0.3));
  // Fade in and out.
  const fade = Math.min(clamp01(t / 0.06), clamp01((1 - t) / 0.06));
  if (fade < 1)
    layers.push(`<rect width="${W}" height="${H}" fill="#1a0f14" fill-opacity="${f(1 - fade)}"/>`);
  return svg(width, height, W, H, `<defs>${defs.join("")}</defs>${layers.join("")}`);
}
