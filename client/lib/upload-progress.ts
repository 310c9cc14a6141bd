/** Share of the body sent so far, 0 to 1: a proof photo over mobile data takes a while. */
type UploadProgressListener = (fraction: number) => void;

// Keyed by the body itself: tRPC passes the hook's FormData to this fetch untouched, so a hook can
// attach its listener without any channel through tRPC's options.
const listeners = new WeakMap<FormData, UploadProgressListener>();

/** Reports the upload of `form` to `listener` when it is sent through `fetchWithUploadProgress`. */
export function reportUploadProgress(form: FormData, listener: UploadProgressListener): void {
  listeners.set(form, listener);
}

/** Statuses whose Response may carry no body (the Response constructor throws otherwise). */
const NULL_BODY_STATUSES = new Set([204, 205, 304]);

function headersOf(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon), line.slice(colon + 1).trim());
  }
  return headers;
}

/** What fetch rejects with when its signal aborts it: the signal's reason, else an AbortError. */
function abortReason(signal: AbortSignal | null | undefined): Error {
  return signal?.reason instanceof Error ? signal.reason : new DOMException('The operation was aborted.', 'AbortError');
}

/**
 * A `fetch` for tRPC's upload link. XMLHttpRequest underneath, because only it reports upload
 * progress in every browser (fetch cannot; a streamed request body needs HTTP/2 and is Chromium-only).
 * It answers as fetch does: a real Response, a TypeError('Failed to fetch') when the connection
 * fails, the signal's reason when aborted. Same-origin, so the session cookie goes along.
 */
export function fetchWithUploadProgress(url: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  return new Promise((resolve, reject) => {
    const { signal, body } = init;
    if (signal?.aborted) return reject(abortReason(signal));
    const request = new XMLHttpRequest();
    request.open(init.method ?? 'GET', url instanceof Request ? url.url : String(url));
    new Headers(init.headers).forEach((value, name) => request.setRequestHeader(name, value));
    const listener = body instanceof FormData ? listeners.get(body) : undefined;
    if (listener) {
      request.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable) listener(event.loaded / event.total);
      });
    }
    const abort = () => request.abort();
    signal?.addEventListener('abort', abort, { once: true });
    request.addEventListener('loadend', () => signal?.removeEventListener('abort', abort));
    request.addEventListener('load', () => {
      const status = request.status;
      const text = NULL_BODY_STATUSES.has(status) ? null : request.responseText;
      resolve(new Response(text, { status, statusText: request.statusText, headers: headersOf(request.getAllResponseHeaders()) }));
    });
    request.addEventListener('error', () => reject(new TypeError('Failed to fetch')));
    request.addEventListener('timeout', () => reject(new TypeError('Failed to fetch')));
    request.addEventListener('abort', () => reject(abortReason(signal)));
    // tRPC's link sends FormData, Blob or bytes here, never a stream, which XMLHttpRequest could not send.
    request.send((body ?? null) as XMLHttpRequestBodyInit | null);
  });
}
