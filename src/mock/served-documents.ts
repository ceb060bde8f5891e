// The documents depend only on the route table and the origin: built once per process and origin
// (building the public one takes about 25 ms of CPU warm, 80 ms the first time), then answered
// from memory (the newest 8 origins). Each caller gets its own copy.
const documentCache = new Map<string, Promise<object>>()

/** The generated OpenAPI document of a kind with `baseUrl` in `servers`, loading the generator on first use. */
export function servedDocument(kind: 'public' | 'control', baseUrl: string): Promise<object> {
  const cacheKey = `${kind} ${baseUrl}`
  let document = documentCache.get(cacheKey)
  if (!document) {
    document = import('../documents.js').then((documents) =>
      kind === 'public' ? documents.createPublicDocument(baseUrl) : documents.createControlDocument(baseUrl),
    )
    documentCache.set(cacheKey, document)
    // Many mocks at many origins in one process (a test suite) keep only the newest few.
    if (documentCache.size > 8) documentCache.delete(documentCache.keys().next().value!)
    // A failed build is not kept: the next request tries again.
    document.catch(() => documentCache.delete(cacheKey))
  }
  return document
}
