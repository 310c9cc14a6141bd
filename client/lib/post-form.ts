import { ApiError } from './errors.ts';

type PostFormOptions = {
  headers?: Record<string, string>;
  /** Share of the body sent so far, 0 to 1: a proof photo over mobile data takes a while. */
  onUploadProgress?: (fraction: number) => void;
};

type ErrorBody = { message?: string; errors?: Record<string, string[]> };

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * POSTs multipart form data to the REST API. XMLHttpRequest rather than fetch because only it reports
 * upload progress in every browser; the session cookie goes along as with any same-origin request.
 */
export function postForm<T>(url: string, form: FormData, options: PostFormOptions = {}): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(options.headers ?? {})) request.setRequestHeader(name, value);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) options.onUploadProgress?.(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      const body = parseJson(request.responseText);
      if (request.status >= 200 && request.status < 300) return resolve(body as T);
      const error = (body ?? {}) as ErrorBody;
      reject(new ApiError(request.status, error.message ?? '', error.errors ?? null));
    });
    request.addEventListener('error', () => reject(new ApiError(0, '')));
    request.addEventListener('timeout', () => reject(new ApiError(0, '')));
    request.send(form);
  });
}
