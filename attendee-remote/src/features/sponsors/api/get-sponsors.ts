import { apiRequest } from '@cc/api/client';
import type { SponsorList } from '@cc/api/contract';
import { useQuery } from '@tanstack/react-query';
import { preloadImages } from '../utils/preload-images';

/** GET /api/sponsors: every sponsor in slideshow order. */
export function getSponsors(): Promise<SponsorList> {
  return apiRequest<SponsorList>('GET', '/api/sponsors');
}

/** The sponsors, with their logos already loaded (attendee.md §7), so the slideshow never shows a blank logo. */
export async function getSponsorsWithLogos(): Promise<SponsorList> {
  const list = await getSponsors();
  await preloadImages(list.sponsors.map((sponsor) => sponsor.logoUrl));
  return list;
}

export function useSponsors() {
  return useQuery({ queryKey: ['sponsors'], queryFn: getSponsorsWithLogos, staleTime: 30 * 60_000 });
}
