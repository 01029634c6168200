import { apiRequest } from '@cc/api/client';
import type { AdminSponsor, AdminSponsorList, AdminSponsorUpdateBody } from '@cc/api/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminQueryRoot } from '../../../lib/query-meta';
import { sendForm } from '../../../lib/send-form';

export const sponsorsQueryKey = [...adminQueryRoot, 'sponsors'] as const;

/** GET /api/admin/sponsors: in the order attendees see them. */
export function getSponsors(): Promise<AdminSponsorList> {
  return apiRequest<AdminSponsorList>('GET', '/api/admin/sponsors');
}

export function useSponsors() {
  return useQuery({ queryKey: sponsorsQueryKey, queryFn: getSponsors, meta: { adminCall: true } });
}

export interface NewSponsorInput {
  name: string;
  url: string;
  logoAlt: string;
  logoStyle: 'image' | 'background';
  logo: File;
}

/** POST /api/admin/sponsors as multipart/form-data: the text fields, then the logo. */
export function createSponsor(input: NewSponsorInput): Promise<AdminSponsor> {
  const form = new FormData();
  form.append('name', input.name);
  form.append('url', input.url);
  form.append('logoAlt', input.logoAlt);
  form.append('logoStyle', input.logoStyle);
  form.append('logo', input.logo, input.logo.name);
  return sendForm<AdminSponsor>('POST', '/api/admin/sponsors', form);
}

/** PATCH /api/admin/sponsors/:id (409 when another admin saved since `version`). */
export function updateSponsor({ id, body }: { id: number; body: AdminSponsorUpdateBody }): Promise<AdminSponsor> {
  return apiRequest<AdminSponsor>('PATCH', `/api/admin/sponsors/${id}`, body);
}

/** PUT /api/admin/sponsors/:id/logo as multipart/form-data. */
export function replaceSponsorLogo(input: {
  id: number;
  version: number;
  logoAlt: string;
  logo: File;
}): Promise<AdminSponsor> {
  const form = new FormData();
  form.append('version', String(input.version));
  form.append('logoAlt', input.logoAlt);
  form.append('logo', input.logo, input.logo.name);
  return sendForm<AdminSponsor>('PUT', `/api/admin/sponsors/${input.id}/logo`, form);
}

/** PUT /api/admin/sponsors/order: every id once (409 when sponsors were added or deleted meanwhile). */
export function reorderSponsors(ids: number[]): Promise<AdminSponsorList> {
  return apiRequest<AdminSponsorList>('PUT', '/api/admin/sponsors/order', { ids });
}

/** DELETE /api/admin/sponsors/:id. */
export function deleteSponsor(id: number): Promise<void> {
  return apiRequest<void>('DELETE', `/api/admin/sponsors/${id}`);
}

function useSponsorMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { adminCall: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: sponsorsQueryKey }),
  });
}

export const useCreateSponsor = () => useSponsorMutation(createSponsor);
export const useDeleteSponsor = () => useSponsorMutation(deleteSponsor);
export const useReorderSponsors = () => useSponsorMutation(reorderSponsors);

/** Saves an edit: the changed fields, then a new logo when one was chosen (with the version the first save gave). */
export const useSaveSponsor = () =>
  useSponsorMutation(
    async ({
      sponsor,
      body,
      logo,
    }: {
      sponsor: AdminSponsor;
      body: Omit<AdminSponsorUpdateBody, 'version'>;
      logo: File | null;
    }) => {
      const changed = (Object.keys(body) as (keyof typeof body)[]).some((key) => body[key] !== sponsor[key]);
      let saved = sponsor;
      if (changed) saved = await updateSponsor({ id: sponsor.id, body: { ...body, version: sponsor.version } });
      if (logo) {
        saved = await replaceSponsorLogo({ id: sponsor.id, version: saved.version, logoAlt: saved.logoAlt, logo });
      }
      return saved;
    },
  );
