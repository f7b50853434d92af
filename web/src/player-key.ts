// The player key: who this browser is for quick match, ratings and the
// leaderboard, without an account. 128 random bits the server makes at
// the first `identify` without a key (it refuses a key it did not make,
// so the page cannot make its own), kept in localStorage as seat tokens
// are; the server keeps only its hash. Shown as a transfer code to type
// on another device.

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
