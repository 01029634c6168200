import { useSponsorAdverts } from '../api/get-sponsor-adverts';

/**
 * The images admins upload in Content › Sponsors, where the admin area says they appear (issue 18). Nothing is
 * shown while they load, when there are none, or when they cannot be read: the sponsors themselves come first.
 */
export function SponsorAdverts() {
  const adverts = useSponsorAdverts();
  const list = adverts.data?.adverts ?? [];
  if (list.length === 0) return null;
  return (
    <section className="att-sponsor-adverts" aria-labelledby="sponsor-adverts-heading">
      <h2 id="sponsor-adverts-heading">From our sponsors</h2>
      <ul className="att-sponsor-adverts__items">
        {list.map((advert) => (
          <li key={advert.id}>
            <img src={advert.imageUrl} alt={advert.altText} loading="lazy" className="att-sponsor-adverts__image" />
          </li>
        ))}
      </ul>
    </section>
  );
}
