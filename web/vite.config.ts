/// <reference types="vitest/config" />
import { defineConfig } from "vite";

// Plain Vite with Preact's JSX through esbuild: no plugin needed. The
// words come from ../crates/spite-i18n (imported `?raw`, so put into the
// bundle at build time): the dev server may read that folder.
export default defineConfig({
  esbuild: { jsx: "automatic", jsxImportSource: "preact" },
  build: { target: "es2022", sourcemap: true },
  server: { fs: { allow: [".."] }, proxy: { "/ws": { target: "ws://127.0.0.1:7878", ws: true } } },
  test: { include: ["test/**/*.test.ts"], environment: "node" },
});
