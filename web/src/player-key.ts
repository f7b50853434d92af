// The player key: who this browser is for quick match, ratings and the
// leaderboard, without an account. 128 random bits this page makes at
// its first quick match (`crypto.getRandomValues`), kept in localStorage
// as seat tokens are before the server hears of it, then sent with
// `identify` and `register: true`: a new player the first time, the same
// player after (even when an answer was lost). The server keeps only its
// hash. Shown as a transfer code to type on another device, where it is
// sent without `register`, so a code typed wrong is refused rather than
// made a new player.

const KEY = "spite.player";

/** The key kept in this browser, or null before the first online use. */
export function loadKey(store: Storage): string | null {
  const k = store.getItem(KEY);
  return k && parseCode(k) === k ? k : null;
}

/** Keeps the key; false when the storage refuses it (then the player should write the code down). */
export function saveKey(store: Storage, key: string): boolean {
  try {
    store.setItem(KEY, key);
    return true;
  } catch {
    return false;
  }
}

/** Where random bytes come from: the page's `crypto`, or a test's stand-in. */
export type RandomSource = { getRandomValues(bytes: Uint8Array<ArrayBuffer>): unknown };

/** A new key: 16 random bytes as 32 lower-case hex digits. */
export function newKey(random: RandomSource = crypto): string {
  const bytes = new Uint8Array(16);
  random.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * This browser's key: the one kept, or a new one, kept before it is
 * returned (and so before any server hears of it). A storage that
 * refuses it still gets the key back, to play with this time.
 */
export function ownKey(store: Storage, random?: RandomSource): string {
  const kept = loadKey(store);
  if (kept) return kept;
  const key = newKey(random);
  saveKey(store, key);
  return key;
}

/** The key as a transfer code: eight groups of four, in capitals. */
export function transferCode(key: string): string {
  return key.toUpperCase().match(/.{1,4}/g)!.join("-");
}

/**
 * A transfer code as typed (case, spaces and dashes do not matter) as the
 * key it stands for, or null when it is not 32 hex digits.
 */
export function parseCode(typed: string): string | null {
  const k = typed.toLowerCase().replace(/[\s-]/g, "");
  return /^[0-9a-f]{32}$/.test(k) ? k : null;
}
