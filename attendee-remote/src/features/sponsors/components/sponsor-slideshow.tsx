import type { Sponsor } from '@cc/api/contract';
import { announce, Button, VisuallyHidden } from '@cc/design-system';
import type { KeyboardEvent } from 'react';
import { useSlideshow } from '../hooks/use-slideshow';
import { counterText, type SlideshowAction, slideshowReducer } from '../utils/slideshow-state';

/** The logo, named by the text alternative its admin wrote (seeded logos: "<name> logo"). */
function SponsorLogo({ sponsor }: { sponsor: Sponsor }) {
  const name = sponsor.logoAlt;
  if (sponsor.logoStyle === 'background') {
    return (
      <span
        role="img"
        aria-label={name}
        className="att-slideshow__logo att-slideshow__logo--background"
        style={{ backgroundImage: `url("${sponsor.logoUrl}")` }}
      />
    );
  }
  return <img src={sponsor.logoUrl} alt={name} className="att-slideshow__logo" />;
}

/** A link is opened by Enter natively; Space scrolls the page unless we make it open the link too. */
function openOnSpace(event: KeyboardEvent<HTMLAnchorElement>) {
  if (event.key !== ' ') return;
  event.preventDefault();
  event.currentTarget.click();
}

export interface SponsorSlideshowProps {
  sponsors: readonly Sponsor[];
  headingId: string;
}

/**
 * One logo at a time (attendee.md §2, §4) with Previous, Next, Play/Pause, a counter and a dot per sponsor.
 * It follows the carousel pattern of the WAI-ARIA Authoring Practices: nothing is announced while it plays on
 * its own; a slide the visitor chooses is announced.
 */
export function SponsorSlideshow({ sponsors, headingId }: SponsorSlideshowProps) {
  const { state, dispatch, held, reducedMotion, holdHandlers } = useSlideshow(sponsors.length);
  const sponsor = sponsors[state.index];
  if (!sponsor) return null;

  const go = (action: SlideshowAction) => {
    const next = slideshowReducer(state, action);
    dispatch(action);
    const chosen = sponsors[next.index];
    if (chosen) announce(`${counterText(next)}: ${chosen.name}`);
  };

  const togglePlaying = () => {
    dispatch({ type: 'toggle' });
    announce(state.playing ? 'Slideshow paused' : 'Slideshow playing');
  };

  let status: string;
  if (!state.playing) status = reducedMotion ? 'Paused, because reduced motion is on.' : 'Paused.';
  else if (held) status = 'Holding still while you use the slideshow.';
  else status = 'Playing: the next logo shows every 5 seconds.';

  return (
    <section className="att-slideshow" aria-roledescription="carousel" aria-labelledby={headingId} {...holdHandlers}>
      <div className="att-slideshow__top">
        <Button variant="secondary" onClick={togglePlaying}>
          {state.playing ? 'Pause slideshow' : 'Play slideshow'}
        </Button>
        <p className="att-slideshow__status">{status}</p>
      </div>

      {/* biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slide is a group, not a form fieldset */}
      <div
        className="att-slideshow__slide"
        role="group"
        aria-roledescription="slide"
        aria-label={`${counterText(state)}: ${sponsor.name}`}
      >
        <a
          href={sponsor.url}
          target="_blank"
          rel="noopener noreferrer"
          className="att-slideshow__link"
          onKeyDown={openOnSpace}
        >
          <span className="att-slideshow__logo-box">
            <SponsorLogo sponsor={sponsor} />
          </span>{' '}
          <span className="att-slideshow__visit">
            Visit website <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
          </span>
        </a>
      </div>

      <div className="att-slideshow__nav">
        <Button variant="secondary" onClick={() => go({ type: 'previous' })}>
          <span aria-hidden="true">‹</span> Previous <VisuallyHidden>sponsor</VisuallyHidden>
        </Button>
        <p className="att-slideshow__counter">{counterText(state)}</p>
        <Button variant="secondary" onClick={() => go({ type: 'next' })}>
          Next <VisuallyHidden>sponsor</VisuallyHidden> <span aria-hidden="true">›</span>
        </Button>
      </div>

      {/* biome-ignore lint/a11y/noRedundantRoles: Safari drops list semantics when list-style is none */}
      <ul className="att-slideshow__dots" role="list" aria-label="Choose a sponsor">
        {sponsors.map((item, index) => (
          <li key={item.id}>
            <button
              type="button"
              className="att-slideshow__dot"
              aria-current={index === state.index ? 'true' : undefined}
              onClick={() => go({ type: 'goTo', index })}
            >
              <VisuallyHidden>{item.name}</VisuallyHidden>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
