/// <reference types="vitest/config" />
import { readFileSync } from "node:fs";
import { defineConfig, type Plugin } from "vite";
import { webWords } from "./words";

/** `…/spite.ftl?web`: the browser's share of the file, as a string (words.ts). */
function spiteWords(): Plugin {
  return {
    name: "spite-words",
    enforce: "pre",
    load(id) {
      if (!id.endsWith("spite.ftl?web")) return null;
      const file = id.slice(0, -"?web".length);
      this.addWatchFile(file);
      return `export default ${JSON.stringify(webWords(readFileSync(file, "utf8")))};`;
    },
  };
}

// Plain Vite with Preact's JSX through esbuild: no plugin needed. The
// words come from ../crates/spite-i18n (imported `?web`: the part the
// page uses, put into the bundle at build time): the dev server may read
// that folder.
export default defineConfig({
  plugins: [spiteWords()],
  esbuild: { jsx: "automatic", jsxImportSource: "preact" },
  build: { target: "es2022", sourcemap: true },
  server: { fs: { allow: [".."] }, proxy: { "/ws": { target: "ws://127.0.0.1:7878", ws: true } } },
  test: { include: ["test/**/*.test.ts"], environment: "node" },
});
