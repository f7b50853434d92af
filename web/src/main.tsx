import { render } from "preact";
import { App } from "./app";
import "./style.css";

// A part of the page loaded on demand (the rules, a review, the sounds)
// that is gone: the server was updated since the page opened, and the
// button that asked for it would do nothing. The page loads again, from
// the server's new files (the game is kept); not twice within a minute,
// should the part be missing from the new files too.
window.addEventListener("vite:preloadError", () => {
  const last = Number(sessionStorage.getItem("spite.reloaded") ?? 0);
  if (Date.now() - last < 60_000) return;
  sessionStorage.setItem("spite.reloaded", String(Date.now()));
  location.reload();
});

render(<App />, document.getElementById("app")!);
