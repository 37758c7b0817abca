// Modules made by vite.config.ts's plugins.

declare module "virtual:dashboard-chunk-urls" {
  /** The dashboard's chunk and the chunks it imports, as URLs (server build only; else empty). */
  const urls: string[];
  export default urls;
}
