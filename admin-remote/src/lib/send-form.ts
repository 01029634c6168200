import { ApiRequestError } from '@cc/api/client';
import type { ApiError } from '@cc/api/contract';

/**
 * Sends multipart/form-data (an upload: the JSON helper cannot send files) and reads the JSON answer. Errors become
 * ApiRequestError like every other call, with the server's message for a person.
 */
export async function sendForm<T>(method: 'POST' | 'PUT', url: string, form: FormData): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: 'include',
      headers: { accept: 'application/json' },
      body: form,
    });
  } catch {
    throw new ApiRequestError({
      statusCode: 0,
      code: 'NETWORK_ERROR',
      message: 'The server could not be reached. Check your connection and try again.',
    });
  }
  const data = (await response.json().catch(() => undefined)) as Partial<ApiError> | T | undefined;
  if (!response.ok) {
    const error = data as Partial<ApiError> | undefined;
    throw new ApiRequestError({
      statusCode: response.status,
      code: error?.code ?? 'HTTP_ERROR',
      message: error?.message ?? `The server answered ${response.status}.`,
    });
  }
  return data as T;
}
