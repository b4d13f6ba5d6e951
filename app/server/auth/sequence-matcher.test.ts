import { describe, expect, it } from "vitest";
import { SequenceMatcher } from "./sequence-matcher";

// Every expected number below was produced by CPython 3.11.7's difflib, e.g.
//   python3 -c "from difflib import SequenceMatcher as S; s = S(a='alice123', b='alice');
//               print(s.ratio(), s.quick_ratio(), s.real_quick_ratio(), s.get_matching_blocks())"
// Floats are compared with toBe: 2*M/T is computed identically in IEEE doubles in both languages.

type Block = [a: number, b: number, size: number];

interface Case {
  a: string;
  b: string;
  ratio: number;
  quickRatio: number;
  realQuickRatio: number;
  blocks: Block[];
}

const cases: Case[] = [
  {
    a: "alice123",
    b: "alice",
    ratio: 0.7692307692307693,
    quickRatio: 0.7692307692307693,
    realQuickRatio: 0.7692307692307693,
    blocks: [
      [0, 0, 5],
      [8, 5, 0],
    ],
  },
  {
    a: "alice123",
    b: "alice@example.com",
    ratio: 0.4,
    quickRatio: 0.4,
    realQuickRatio: 0.64,
    blocks: [
      [0, 0, 5],
      [8, 17, 0],
    ],
  },
  {
    a: "alice123",
    b: "example",
    ratio: 0.4,
    quickRatio: 0.4,
    realQuickRatio: 0.9333333333333333,
    blocks: [
      [0, 2, 1],
      [1, 5, 1],
      [4, 6, 1],
      [8, 7, 0],
    ],
  },
  {
    a: "jsmith2024",
    b: "jsmith",
    ratio: 0.75,
    quickRatio: 0.75,
    realQuickRatio: 0.75,
    blocks: [
      [0, 0, 6],
      [10, 6, 0],
    ],
  },
  // The get_matching_blocks example from difflib's documentation.
  {
    a: "abxcd",
    b: "abcd",
    ratio: 0.8888888888888888,
    quickRatio: 0.8888888888888888,
    realQuickRatio: 0.8888888888888888,
    blocks: [
      [0, 0, 2],
      [3, 2, 2],
      [5, 4, 0],
    ],
  },
  // The get_opcodes example from difflib's documentation.
  {
    a: "qabxcd",
    b: "abycdf",
    ratio: 0.6666666666666666,
    quickRatio: 0.6666666666666666,
    realQuickRatio: 1,
    blocks: [
      [1, 0, 2],
      [4, 3, 2],
      [6, 6, 0],
    ],
  },
  {
    a: "private thread",
    b: "private volume",
    ratio: 0.6428571428571429,
    quickRatio: 0.6428571428571429,
    realQuickRatio: 1,
    blocks: [
      [0, 0, 8],
      [11, 13, 1],
      [14, 14, 0],
    ],
  },
  {
    a: "velvet-orchid-92!",
    b: "alice@example.com",
    ratio: 0.23529411764705882,
    quickRatio: 0.35294117647058826,
    realQuickRatio: 1,
    blocks: [
      [1, 4, 1],
      [2, 11, 1],
      [4, 12, 1],
      [7, 15, 1],
      [17, 17, 0],
    ],
  },
  // Cyrillic.
  {
    a: "олена2024",
    b: "олена",
    ratio: 0.7142857142857143,
    quickRatio: 0.7142857142857143,
    realQuickRatio: 0.7142857142857143,
    blocks: [
      [0, 0, 5],
      [9, 5, 0],
    ],
  },
  {
    a: "привіт світ",
    b: "світ привіт",
    ratio: 0.5454545454545454,
    quickRatio: 1,
    realQuickRatio: 1,
    blocks: [
      [0, 5, 6],
      [11, 11, 0],
    ],
  },
  // Astral code points: each emoji is one element (two UTF-16 code units).
  {
    a: "pass🔥word🔥",
    b: "🔥🔥word",
    ratio: 0.625,
    quickRatio: 0.75,
    realQuickRatio: 0.75,
    blocks: [
      [4, 1, 5],
      [10, 6, 0],
    ],
  },
  // Empty sequences: _calculate_ratio gives 1.0 when both are empty.
  { a: "", b: "", ratio: 1, quickRatio: 1, realQuickRatio: 1, blocks: [[0, 0, 0]] },
  { a: "abc", b: "", ratio: 0, quickRatio: 0, realQuickRatio: 0, blocks: [[3, 0, 0]] },
  { a: "", b: "abc", ratio: 0, quickRatio: 0, realQuickRatio: 0, blocks: [[0, 3, 0]] },
  // Tie-breaking: the earliest longest match in a, then in b.
  {
    a: "abab",
    b: "baba",
    ratio: 0.75,
    quickRatio: 1,
    realQuickRatio: 1,
    blocks: [
      [0, 1, 3],
      [4, 4, 0],
    ],
  },
  {
    a: "aaaa",
    b: "aa",
    ratio: 0.6666666666666666,
    quickRatio: 0.6666666666666666,
    realQuickRatio: 0.6666666666666666,
    blocks: [
      [0, 0, 2],
      [4, 2, 0],
    ],
  },
  // Pseudo-random strings over a three-letter alphabet (many equal-length candidate matches).
  {
    a: "bbabcbbaaccbcaabbcbccaaa",
    b: "abaab",
    ratio: 0.3448275862068966,
    quickRatio: 0.3448275862068966,
    realQuickRatio: 0.3448275862068966,
    blocks: [
      [2, 0, 1],
      [6, 1, 3],
      [11, 4, 1],
      [24, 5, 0],
    ],
  },
  {
    a: "bbabccccbbacac",
    b: "bbbbaacabcacbabccbbacbc",
    ratio: 0.7027027027027027,
    quickRatio: 0.7567567567567568,
    realQuickRatio: 0.7567567567567568,
    blocks: [
      [0, 2, 3],
      [3, 8, 2],
      [5, 11, 1],
      [6, 15, 6],
      [13, 22, 1],
      [14, 23, 0],
    ],
  },
  {
    a: "baaccacaccbccbcacab",
    b: "aaabbccbcacaacbbaccbbc",
    ratio: 0.5853658536585366,
    quickRatio: 0.8780487804878049,
    realQuickRatio: 0.926829268292683,
    blocks: [
      [1, 0, 2],
      [5, 2, 1],
      [10, 4, 8],
      [18, 14, 1],
      [19, 22, 0],
    ],
  },
  {
    a: "aaabbbbbaabaabccbaabcacc",
    b: "cbbcca",
    ratio: 0.3333333333333333,
    quickRatio: 0.4,
    realQuickRatio: 0.4,
    blocks: [
      [3, 1, 1],
      [13, 2, 3],
      [17, 5, 1],
      [24, 6, 0],
    ],
  },
  {
    a: "bbacbabcaaababcca",
    b: "cbbbacabcbcccbba",
    ratio: 0.6666666666666666,
    quickRatio: 0.7878787878787878,
    realQuickRatio: 0.9696969696969697,
    blocks: [
      [0, 2, 4],
      [5, 6, 3],
      [13, 9, 3],
      [16, 15, 1],
      [17, 16, 0],
    ],
  },
  {
    a: "ccaabbcaacbbbcabcb",
    b: "aaaabcabcbcacbbcacacccabacaa",
    ratio: 0.43478260869565216,
    quickRatio: 0.7391304347826086,
    realQuickRatio: 0.782608695652174,
    blocks: [
      [2, 0, 2],
      [7, 2, 2],
      [12, 4, 6],
      [18, 28, 0],
    ],
  },
  {
    a: "babcbaacccbbaabbacaca",
    b: "babac",
    ratio: 0.38461538461538464,
    quickRatio: 0.38461538461538464,
    realQuickRatio: 0.38461538461538464,
    blocks: [
      [0, 0, 3],
      [6, 3, 2],
      [21, 5, 0],
    ],
  },
  {
    a: "bbbcbbbaabcbcacbabbbaccacbcbb",
    b: "babcbbcbbccccb",
    ratio: 0.37209302325581395,
    quickRatio: 0.6511627906976745,
    realQuickRatio: 0.6511627906976745,
    blocks: [
      [0, 0, 1],
      [1, 4, 5],
      [10, 12, 2],
      [29, 14, 0],
    ],
  },
];

const toBlocks = (matcher: SequenceMatcher): Block[] =>
  matcher.getMatchingBlocks().map(({ a, b, size }): Block => [a, b, size]);

describe("SequenceMatcher (matches CPython difflib)", () => {
  it.each(cases)("S(a=$a, b=$b)", ({ a, b, ratio, quickRatio, realQuickRatio, blocks }) => {
    const matcher = new SequenceMatcher(a, b);
    expect(matcher.ratio()).toBe(ratio);
    expect(matcher.quickRatio()).toBe(quickRatio);
    expect(matcher.realQuickRatio()).toBe(realQuickRatio);
    expect(toBlocks(matcher)).toEqual(blocks);
  });

  it("keeps the bounds real_quick_ratio >= quick_ratio >= ratio", () => {
    for (const { a, b } of cases) {
      const matcher = new SequenceMatcher(a, b);
      expect(matcher.realQuickRatio()).toBeGreaterThanOrEqual(matcher.quickRatio());
      expect(matcher.quickRatio()).toBeGreaterThanOrEqual(matcher.ratio());
    }
  });

  it("caches the matching blocks and returns the same answers when asked again", () => {
    const matcher = new SequenceMatcher("qabxcd", "abycdf");
    const first = matcher.getMatchingBlocks();
    expect(matcher.getMatchingBlocks()).toBe(first);
    expect(matcher.ratio()).toBe(matcher.ratio());
    expect(matcher.quickRatio()).toBe(matcher.quickRatio());
  });

  it("counts code points, not UTF-16 code units", () => {
    // As UTF-16 code units "🔥" (D83D DD25) and "😀" (D83D DE00) share their high surrogate and
    // would score 0.5; Python sees two different single elements.
    expect(new SequenceMatcher("🔥", "😀").ratio()).toBe(0);
    expect(new SequenceMatcher("🔥", "😀").quickRatio()).toBe(0);
    expect(new SequenceMatcher("a🔥", "a").realQuickRatio()).toBe(2 / 3);
  });

  it("finds the longest match with difflib's tie-breaking", () => {
    // From difflib's documentation (without isjunk).
    expect(new SequenceMatcher(" abcd", "abcd abcd").findLongestMatch(0, 5, 0, 9)).toEqual({
      a: 0,
      b: 4,
      size: 5,
    });
  });
});

describe("SequenceMatcher autojunk (popular elements when len(b) >= 200)", () => {
  const dashes = `${"-".repeat(150)}correct horse battery staple${"-".repeat(30)}zebra`;

  it("treats elements occurring more than 1 + len(b)//100 times as popular", () => {
    // len(b) = 213, so elements occurring more than 3 times are popular: "a" occurs exactly 3 times.
    const matcher = new SequenceMatcher("--horse staple zebra--", dashes);
    expect([...matcher.popularElements].sort()).toEqual(["-", "e", "r", "t"]);
    expect(matcher.ratio()).toBe(0.16170212765957448);
    expect(matcher.quickRatio()).toBe(0.18723404255319148);
    expect(toBlocks(matcher)).toEqual([
      [0, 0, 2],
      [2, 158, 5],
      [7, 171, 7],
      [15, 208, 5],
      [22, 213, 0],
    ]);
  });

  it("does not apply below 200 elements", () => {
    const matcher = new SequenceMatcher(`xa${"b".repeat(5)}`, `${"a".repeat(10)}${"b".repeat(189)}`);
    expect(matcher.popularElements.size).toBe(0);
    expect(matcher.ratio()).toBe(0.05825242718446602);
    expect(toBlocks(matcher)).toEqual([
      [1, 9, 6],
      [7, 199, 0],
    ]);
  });

  it("applies from exactly 200 elements (and quick_ratio ignores it)", () => {
    const matcher = new SequenceMatcher(`xa${"b".repeat(5)}`, `${"a".repeat(10)}${"b".repeat(190)}`);
    expect([...matcher.popularElements].sort()).toEqual(["a", "b"]);
    expect(matcher.ratio()).toBe(0);
    expect(matcher.quickRatio()).toBe(0.057971014492753624);
    expect(toBlocks(matcher)).toEqual([[7, 200, 0]]);
  });

  it("still extends an empty or real match over popular (non-junk) elements", () => {
    // No element of a is in b2j, but the empty match at (0, 0) is extended over the popular "a"s.
    const allPopular = new SequenceMatcher("a".repeat(10), `${"a".repeat(199)}z`);
    expect(allPopular.ratio()).toBe(0.09523809523809523);
    expect(toBlocks(allPopular)).toEqual([
      [0, 0, 10],
      [10, 200, 0],
    ]);

    const mixed = new SequenceMatcher(`zz${"a".repeat(10)}z`, `zzz${"a".repeat(197)}`);
    expect(mixed.ratio()).toBe(0.028169014084507043);
    expect(mixed.quickRatio()).toBe(0.12206572769953052);
    expect(toBlocks(mixed)).toEqual([
      [0, 0, 2],
      [12, 2, 1],
      [13, 200, 0],
    ]);

    const centre = new SequenceMatcher(
      `${"x".repeat(50)}hello world`,
      `${"x".repeat(100)}hello world${"x".repeat(100)}`,
    );
    expect(centre.ratio()).toBe(0.4485294117647059);
    expect(toBlocks(centre)).toEqual([
      [0, 50, 61],
      [61, 211, 0],
    ]);
  });

  it("can make every element popular, so ratio() is 0 while quick_ratio() is not", () => {
    const fox = "the quick brown fox jumps over the lazy dog ".repeat(6).slice(0, 250);
    const english = new SequenceMatcher("a lazy dog jumped over the quick brown fox", fox);
    expect(english.ratio()).toBe(0);
    expect(english.quickRatio()).toBe(0.2876712328767123);
    expect(english.realQuickRatio()).toBe(0.2876712328767123);

    // Cyrillic, len(b) = 280.
    const pangram = "съешь же ещё этих мягких французских булок да выпей чаю ".repeat(5);
    const cyrillic = new SequenceMatcher("французские булки и чай", pangram);
    expect(cyrillic.popularElements.has("ф")).toBe(true);
    expect(cyrillic.ratio()).toBe(0);
    expect(cyrillic.quickRatio()).toBe(0.15181518151815182);
  });
});
