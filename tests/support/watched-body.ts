/**
 * A copy of a request whose body counts the bytes read from it and notes a cancel: for checking that a
 * refused upload is drained (the client then receives the answer) rather than cancelled (which resets
 * the connection under a client still sending).
 */
export function watchBody(request: Request, headers: HeadersInit = request.headers) {
  const reader = request.body!.getReader();
  let read = 0;
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) return controller.close();
      read += value.byteLength;
      controller.enqueue(value);
    },
    async cancel(reason) {
      cancelled = true;
      await reader.cancel(reason);
    },
  });
  return {
    request: new Request(request.url, { method: request.method, headers, body, duplex: "half" } as RequestInit & {
      duplex: "half";
    }),
    read: () => read,
    cancelled: () => cancelled,
  };
}
