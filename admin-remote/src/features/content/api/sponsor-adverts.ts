import { apiRequest } from '@cc/api/client';
import type { SponsorAdvert, SponsorAdvertList } from '@cc/api/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminQueryRoot } from '../../../lib/query-meta';
import { sendForm } from '../../../lib/send-form';

export const sponsorAdvertsQueryKey = [...adminQueryRoot, 'sponsor-adverts'] as const;

/** GET /api/admin/sponsor-adverts: newest first. */
export function getSponsorAdverts(): Promise<SponsorAdvertList> {
  return apiRequest<SponsorAdvertList>('GET', '/api/admin/sponsor-adverts');
}

export function useSponsorAdverts() {
  return useQuery({ queryKey: sponsorAdvertsQueryKey, queryFn: getSponsorAdverts, meta: { adminCall: true } });
}

/** POST /api/admin/sponsor-adverts as multipart/form-data: the description first, then the image. */
export function uploadSponsorAdvert({ file, altText }: { file: File; altText: string }): Promise<SponsorAdvert> {
  const form = new FormData();
  form.append('altText', altText);
  form.append('image', file, file.name);
  return sendForm<SponsorAdvert>('POST', '/api/admin/sponsor-adverts', form);
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
