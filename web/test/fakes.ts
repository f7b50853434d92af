// Stand-ins for the browser's storage and WebSocket, driven by hand in tests.

export class MemoryStorage {
  private m = new Map<string, string>();
  get length() {
    return this.m.size;
  }
  clear() {
    this.m.clear();
  }
  getItem(k: string) {
    return this.m.get(k) ?? null;
  }
  key(i: number) {
    return [...this.m.keys()][i] ?? null;
  }
  removeItem(k: string) {
    this.m.delete(k);
  }
  setItem(k: string, v: string) {
    this.m.set(k, v);
  }
}

/** A WebSocket that the test opens and closes by hand. */
export class FakeSocket {
  static made: FakeSocket[] = [];
  static OPEN = 1;
  readyState = 0;
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: unknown }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  /** What the page sent, as parsed messages. */
  sent: unknown[] = [];
  send(text: string) {
    this.sent.push(JSON.parse(text));
  }
  /** A frame from the server. */
  receive(m: unknown) {
    this.onmessage?.({ data: JSON.stringify(m) });
  }
  close() {}
  shut(code: number) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

