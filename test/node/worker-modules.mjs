// Node module hooks that let plain Node import the Worker's code. The Worker bundles the PDF fonts
// as binary ("Data") modules (wrangler.toml [[rules]]); Node has no loader for `.ttf`, so each
// one is an empty ArrayBuffer here. Fine for what imports the Worker in Node (the OpenAPI
// document test): nothing there renders a PDF. Registered with module.register().
export async function load(url, context, nextLoad) {
  if (url.endsWith(".ttf")) {
    return { format: "module", shortCircuit: true, source: "export default new ArrayBuffer(0);" };
  }
  return nextLoad(url, context);
}
