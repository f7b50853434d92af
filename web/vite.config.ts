/// <reference types="vitest/config" />
import { defineConfig } from "vite";

// Plain Vite with Preact's JSX through esbuild: no plugin needed.
export default defineConfig({
  esbuild: { jsx: "automatic", jsxImportSource: "preact" },
  build: { target: "es2022", sourcemap: true },
  server: { proxy: { "/ws": { target: "ws://127.0.0.1:7878", ws: true } } },
  test: { include: ["test/**/*.test.ts"], environment: "node" },
});
