// `spite.ftl?web` imports: the browser's share of a Fluent file, as a
// string, at build time (vite.config.ts, words.ts).
declare module "*.ftl?web" {
  const text: string;
  export default text;
}
declare module "*.ftl?rules" {
  const text: string;
  export default text;
}
declare module "*.ftl?player" {
  const text: string;
  export default text;
}

// The window's sounds, each as the address of its own file (sound-player.ts).
declare module "*.wav?no-inline" {
  const url: string;
  export default url;
}
