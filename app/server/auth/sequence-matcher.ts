/**
 * A faithful port of Python's `difflib.SequenceMatcher` (CPython 3.11 `Lib/difflib.py`) for
 * strings, as Django's password validators use it: `SequenceMatcher(a=..., b=...)`, i.e. no
 * `isjunk` function and the default `autojunk=True` ("popular element" heuristic).
 *
 * Like Python, strings are compared element by element where an element is a Unicode code point
 * (not a UTF-16 code unit), so astral characters such as emoji count as one element.
 */

/** A matching block: `a[a:a+size] == b[b:b+size]`. Mirrors difflib's `Match` named tuple. */
export interface Match {
  a: number;
  b: number;
  size: number;
}

/** difflib's `_calculate_ratio`: 2*M/T, or 1.0 when both sequences are empty. */
function calculateRatio(matches: number, length: number): number {
  if (length) return (2 * matches) / length;
  return 1;
}

export class SequenceMatcher {
  private readonly a: readonly string[];
  private readonly b: readonly string[];
  /** For each element of b that is neither junk nor popular, its ascending indices in b. */
  private readonly b2j = new Map<string, number[]>();
  /** Junk elements of b. Always empty: Django passes no `isjunk` function. Kept for fidelity. */
  private readonly bjunk = new Set<string>();
  /** Elements of b dropped from b2j by the autojunk heuristic. */
  private readonly bpopular = new Set<string>();
  private fullbcount: Map<string, number> | null = null;
  private matchingBlocks: Match[] | null = null;

  constructor(a: string, b: string) {
    this.a = Array.from(a);
    this.b = Array.from(b);
    this.chainB();
  }

  /** Elements of b treated as popular (autojunk): present for tests and diagnostics. */
  get popularElements(): ReadonlySet<string> {
    return this.bpopular;
  }

  private chainB(): void {
    const { b, b2j } = this;
    b.forEach((elt, i) => {
      let indices = b2j.get(elt);
      if (!indices) {
        indices = [];
        b2j.set(elt, indices);
      }
      indices.push(i);
    });

    // No isjunk function, so no junk elements to purge.

    // Purge popular elements that are not junk (autojunk=True).
    const n = b.length;
    if (n >= 200) {
      const ntest = Math.floor(n / 100) + 1;
      for (const [elt, idxs] of b2j) {
        if (idxs.length > ntest) this.bpopular.add(elt);
      }
      for (const elt of this.bpopular) b2j.delete(elt);
    }
  }

  /** Longest matching block in a[alo:ahi] and b[blo:bhi], with difflib's tie-breaking. */
  findLongestMatch(alo = 0, ahi = this.a.length, blo = 0, bhi = this.b.length): Match {
    const { a, b, b2j, bjunk } = this;
    let besti = alo;
    let bestj = blo;
    let bestsize = 0;
    // j2len.get(j) is the length of the longest match ending with a[i-1] and b[j].
    let j2len = new Map<number, number>();
    for (let i = alo; i < ahi; i++) {
      const newj2len = new Map<number, number>();
      const indices = b2j.get(a[i] as string);
      if (indices) {
        for (const j of indices) {
          if (j < blo) continue;
          if (j >= bhi) break;
          const k = (j2len.get(j - 1) ?? 0) + 1;
          newj2len.set(j, k);
          if (k > bestsize) {
            besti = i - k + 1;
            bestj = j - k + 1;
            bestsize = k;
          }
        }
      }
      j2len = newj2len;
    }

    // Extend the best match with non-junk elements on each end (this is what lets "popular"
    // elements, which are not in b2j but are not junk either, join a match).
    while (
      besti > alo &&
      bestj > blo &&
      !bjunk.has(b[bestj - 1] as string) &&
      a[besti - 1] === b[bestj - 1]
    ) {
      besti--;
      bestj--;
      bestsize++;
    }
    while (
      besti + bestsize < ahi &&
      bestj + bestsize < bhi &&
      !bjunk.has(b[bestj + bestsize] as string) &&
      a[besti + bestsize] === b[bestj + bestsize]
    ) {
      bestsize++;
    }

    // Then suck up matching junk on each side (a no-op here: there is never any junk).
    while (besti > alo && bestj > blo && bjunk.has(b[bestj - 1] as string) && a[besti - 1] === b[bestj - 1]) {
      besti--;
      bestj--;
      bestsize++;
    }
    while (
      besti + bestsize < ahi &&
      bestj + bestsize < bhi &&
      bjunk.has(b[bestj + bestsize] as string) &&
      a[besti + bestsize] === b[bestj + bestsize]
    ) {
      bestsize++;
    }

    return { a: besti, b: bestj, size: bestsize };
  }

  /**
   * Matching blocks, sorted, with adjacent blocks collapsed, ending with the sentinel
   * `{ a: len(a), b: len(b), size: 0 }` — exactly as difflib returns them.
   */
  getMatchingBlocks(): Match[] {
    if (this.matchingBlocks) return this.matchingBlocks;
    const la = this.a.length;
    const lb = this.b.length;

    const queue: [number, number, number, number][] = [[0, la, 0, lb]];
    const matchingBlocks: Match[] = [];
    for (let item = queue.pop(); item; item = queue.pop()) {
      const [alo, ahi, blo, bhi] = item;
      const x = this.findLongestMatch(alo, ahi, blo, bhi);
      const { a: i, b: j, size: k } = x;
      if (k) {
        matchingBlocks.push(x);
        if (alo < i && blo < j) queue.push([alo, i, blo, j]);
        if (i + k < ahi && j + k < bhi) queue.push([i + k, ahi, j + k, bhi]);
      }
    }
    // Python sorts the (a, b, size) tuples lexicographically.
    matchingBlocks.sort((x, y) => x.a - y.a || x.b - y.b || x.size - y.size);

    let i1 = 0;
    let j1 = 0;
    let k1 = 0;
    const nonAdjacent: Match[] = [];
    for (const { a: i2, b: j2, size: k2 } of matchingBlocks) {
      if (i1 + k1 === i2 && j1 + k1 === j2) {
        k1 += k2;
      } else {
        if (k1) nonAdjacent.push({ a: i1, b: j1, size: k1 });
        i1 = i2;
        j1 = j2;
        k1 = k2;
      }
    }
    if (k1) nonAdjacent.push({ a: i1, b: j1, size: k1 });
    nonAdjacent.push({ a: la, b: lb, size: 0 });

    this.matchingBlocks = nonAdjacent;
    return nonAdjacent;
  }

  /** Similarity in [0, 1]: 2*M/T, M = matched elements, T = total elements in both strings. */
  ratio(): number {
    let matches = 0;
    for (const block of this.getMatchingBlocks()) matches += block.size;
    return calculateRatio(matches, this.a.length + this.b.length);
  }

  /** An upper bound on ratio(): the multiset intersection of a and b, ignoring order. */
  quickRatio(): number {
    if (!this.fullbcount) {
      const counts = new Map<string, number>();
      for (const elt of this.b) counts.set(elt, (counts.get(elt) ?? 0) + 1);
      this.fullbcount = counts;
    }
    const fullbcount = this.fullbcount;
    const avail = new Map<string, number>();
    let matches = 0;
    for (const elt of this.a) {
      const numb = avail.has(elt) ? (avail.get(elt) as number) : (fullbcount.get(elt) ?? 0);
      avail.set(elt, numb - 1);
      if (numb > 0) matches++;
    }
    return calculateRatio(matches, this.a.length + this.b.length);
  }

  /** A very cheap upper bound on ratio(): based on the lengths alone. */
  realQuickRatio(): number {
    const la = this.a.length;
    const lb = this.b.length;
    return calculateRatio(Math.min(la, lb), la + lb);
  }
}
