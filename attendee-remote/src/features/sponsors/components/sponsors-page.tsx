import { Alert, announce, Button, Card, LoadingIndicator, usePreferences } from '@cc/design-system';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { PageTitle } from '../../../components/page-title';
import { useSponsors } from '../api/get-sponsors';
import { SponsorAdverts } from './sponsor-adverts';
import { SponsorList } from './sponsor-list';
import { SponsorSlideshow } from './sponsor-slideshow';
import '../styles/sponsors.css';

export const SPONSORS_TITLE = 'Our Sponsors';

function sponsorCountHeading(count: number): string {
  return `${count} ${count === 1 ? 'Sponsor' : 'Sponsors'}`;
}

export function SponsorsPage() {
  const sponsors = useSponsors();
  const reducedMotion = usePreferences((preferences) => preferences.reducedMotion);
  const slideshowHeadingId = useId();
  const announced = useRef(false);
  const loaded = sponsors.isSuccess;

  useEffect(() => {
    if (!loaded || announced.current) return;
    announced.current = true;
    announce(
      reducedMotion
        ? 'Sponsors page loaded with the slideshow paused, because reduced motion is on'
        : 'Sponsors page loaded with automatic slideshow',
    );
  }, [loaded, reducedMotion]);

  let content: ReactNode;
  if (sponsors.isPending) {
    content = <LoadingIndicator size="large" message="Loading Sponsors..." />;
  } else if (sponsors.isError) {
    content = (
      <div className="att-sponsors__error">
        <Alert tone="error" title="Sponsors could not be loaded">
          <p>{sponsors.error.message}</p>
        </Alert>
        <Button onClick={() => void sponsors.refetch()}>Retry</Button>
      </div>
    );
  } else {
    const list = sponsors.data.sponsors;
    content = (
      <>
        <p className="ds-lead">Thank you to our amazing sponsors who make this conference possible!</p>
        <h2 id={slideshowHeadingId}>{sponsorCountHeading(list.length)}</h2>
        {list.length > 0 && <SponsorSlideshow sponsors={list} headingId={slideshowHeadingId} />}
        {list.length > 0 && <SponsorList sponsors={list} />}
        <SponsorAdverts />
        <Card as="section" heading="Thank You" headingLevel={2} className="att-sponsors__thanks">
          <p>
            Our sponsors help keep the conference affordable and accessible: step-free venues, live captions, hearing
            loops, quiet rooms and support for presenters who use AAC. Please visit their stands in the exhibition and
            say thank you.
          </p>
        </Card>
      </>
    );
  }

  return (
    <div className="att-sponsors">
      <PageTitle page={SPONSORS_TITLE} />
      <h1 className="att-page-heading">{SPONSORS_TITLE}</h1>
      {content}
    </div>
  );
}
