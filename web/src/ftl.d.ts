// Vite's `?raw` imports: a file's text as a string, at build time.
declare module "*.ftl?raw" {
  const text: string;
  export default text;
}
