// A download's progress: its `Response` with a body that counts the bytes
// as its reader takes them. Loaded with the operations modules of the
// resources that have downloads (generated/operations/), so that a page
// that downloads nothing pays nothing for it. Copied into the package
// beside the glue by scripts/build-pkg.sh.

/**
 * `response` with a body that tells `onProgress` `{ loaded, total }` as its
 * reader takes the chunks: once before the first, then after each; never
 * held whole. What `onProgress` throws errors the body's stream.
 */
export function counted(response, onProgress) {
  const length = response.headers.get('content-length');
  const total = length === null || !/^\d+$/.test(length) ? null : Number(length);
  let loaded = 0;
  const body = response.body?.pipeThrough(
    new TransformStream({
      start() {
        onProgress({ loaded, total });
      },
      transform(chunk, controller) {
        loaded += chunk.byteLength;
        onProgress({ loaded, total });
        controller.enqueue(chunk);
      },
    }),
  );
  return new Response(body ?? null, { status: response.status, statusText: response.statusText, headers: response.headers });
}
