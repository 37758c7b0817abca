// The DejaVu TTFs are bundled as binary ("Data") modules: wrangler.toml `[[rules]]` for `wrangler
// dev/deploy`, `modulesRules` in vitest.config.ts for the tests. This pattern is longer than vite's
// `*.ttf` (a URL string), so TypeScript prefers it for these imports.
declare module "dejavu-fonts-ttf/ttf/*.ttf" {
  const bytes: ArrayBuffer;
  export default bytes;
}
