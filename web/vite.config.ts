/// <reference types="vitest/config" />
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { defineConfig, type Plugin } from "vite";
import { webWords, type Share } from "./words";

/** `…/spite.ftl?web`: the browser's share of the file, as a string (words.ts); `?rules`: the rules' words; `?player`: the player panel's. */
function spiteWords(): Plugin {
  return {
    name: "spite-words",
    enforce: "pre",
    load(id) {
      const m = /spite\.ftl\?(web|rules|player)$/.exec(id);
      if (!m) return null;
      const file = id.slice(0, -m[1].length - 1);
      this.addWatchFile(file);
      return `export default ${JSON.stringify(webWords(readFileSync(file, "utf8"), m[1] as Share))};`;
    },
  };
}

/**
 * Writes each text file of the build beside itself as .br and .gz, which
 * the server sends to browsers that take them (no work per request).
 */
function precompress(): Plugin {
  let outDir = "dist";
  return {
    name: "spite-precompress",
    apply: "build",
    configResolved(c) {
      outDir = path.resolve(c.root, c.build.outDir);
    },
    closeBundle() {
      for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !/\.(js|css|html|svg|json|txt)$/.test(entry.name)) continue;
        const file = path.join(entry.parentPath, entry.name);
        const data = readFileSync(file);
        if (data.length < 512) continue;
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
        writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}

// Plain Vite with Preact's JSX through esbuild: no plugin needed. The
// words come from ../crates/spite-i18n (imported `?web`: the part the
// page uses, put into the bundle at build time): the dev server may read
// that folder.
export default defineConfig({
  plugins: [spiteWords(), precompress()],
  esbuild: { jsx: "automatic", jsxImportSource: "preact" },
  // No source map in the build: the server would publish it to everyone.
  build: { target: "es2022", sourcemap: false },
  server: { fs: { allow: [".."] }, proxy: { "/ws": { target: "ws://127.0.0.1:7878", ws: true } } },
  // The i18n test formats every message in five languages: about 4 s on an
  // idle 2-core machine, 14-30 s when builds run beside it; the default 5 s
  // budget made it fail under load, not for a wrong answer.
  test: { include: ["test/**/*.test.ts"], environment: "node", testTimeout: 60_000 },
});
