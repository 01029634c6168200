import { ApiRequestError, apiRequest } from '@cc/api/client';
import type { ApiError, SponsorAdvert, SponsorAdvertList } from '@cc/api/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminQueryRoot } from '../../../lib/query-meta';

export const sponsorAdvertsQueryKey = [...adminQueryRoot, 'sponsor-adverts'] as const;

/** GET /api/admin/sponsor-adverts: newest first. */
export function getSponsorAdverts(): Promise<SponsorAdvertList> {
  return apiRequest<SponsorAdvertList>('GET', '/api/admin/sponsor-adverts');
}

export function useSponsorAdverts() {
  return useQuery({ queryKey: sponsorAdvertsQueryKey, queryFn: getSponsorAdverts, meta: { adminCall: true } });
}

/**
 * POST /api/admin/sponsor-adverts as multipart/form-data (the JSON helper cannot send files): the description
 * first, then the image. Errors become ApiRequestError like every other call.
 */
export async function uploadSponsorAdvert({ file, altText }: { file: File; altText: string }): Promise<SponsorAdvert> {
  const form = new FormData();
  form.append('altText', altText);
  form.append('image', file, file.name);
  let response: Response;
  try {
    response = await fetch('/api/admin/sponsor-adverts', {
      method: 'POST',
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
  const data = (await response.json().catch(() => undefined)) as Partial<ApiError> | SponsorAdvert | undefined;
  if (!response.ok) {
    const error = data as Partial<ApiError> | undefined;
    throw new ApiRequestError({
      statusCode: response.status,
      code: error?.code ?? 'HTTP_ERROR',
      message: error?.message ?? `The server answered ${response.status}.`,
    });
  }
  return data as SponsorAdvert;
}

/** DELETE /api/admin/sponsor-adverts/:id. */
export function deleteSponsorAdvert(id: number): Promise<void> {
  return apiRequest<void>('DELETE', `/api/admin/sponsor-adverts/${id}`);
}

function useAdvertMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { adminCall: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: sponsorAdvertsQueryKey }),
  });
}

export const useUploadSponsorAdvert = () => useAdvertMutation(uploadSponsorAdvert);
export const useDeleteSponsorAdvert = () => useAdvertMutation(deleteSponsorAdvert);
