// In-memory `fetch` replacements, so that only client CPU is measured.

/** A fetch answering every call with a fresh 200 JSON Response of `bytes`. */
export function cannedJson(bytes, list) {
  const headers = list
    ? { 'content-type': 'application/json', 'x-has-more': 'false', 'x-next-offset': '100' }
    : { 'content-type': 'application/json' };
  return () => Promise.resolve(new Response(bytes, { status: 200, headers }));
}

/** A fetch answering every call with a fresh SSE Response streaming `chunks`. */
export function cannedStream(chunks) {
  return () => {
    let next = 0;
    const body = new ReadableStream({
      pull(controller) {
        if (next < chunks.length) controller.enqueue(chunks[next++]);
        else controller.close();
      },
    });
    return Promise.resolve(new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }));
  };
}
