import { announce, Button, Checkbox, consentDecidedForPage, useConsent, useHydrated } from '@cc/design-system';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';

/** Where the banner's form posts without scripts (api/src/modules/shell/cookie-consent-form.ts). */
const COOKIE_CONSENT_FORM = '/cookie-consent';

/**
 * Asks for cookie consent until the visitor decides. A plain region near the top of the page, not a modal: the
 * site stays usable, and nothing traps switch or keyboard users.
 */
export function CookieBanner() {
  const storedDecision = useConsent((state) => state.hasDecided);
  // A server-drawn page came with or without the banner as its cookie said; hydrating keeps that, so nothing moves.
  const hydrated = useHydrated();
  const hasDecided = hydrated ? storedDecision : consentDecidedForPage();
  const { acceptAll, rejectAll, save } = useConsent.getState();
  // The path only: a rendered page is shared whatever its query (the server reads the rest from the Referer).
  const returnTo = useLocation().pathname;
  const [detailed, setDetailed] = useState(false);
  const [analytics, setAnalytics] = useState(false);
  const [marketing, setMarketing] = useState(false);
  const detailsHeadingRef = useRef<HTMLHeadingElement>(null);
  const customizeRef = useRef<HTMLButtonElement>(null);
  const modeChanged = useRef(false);

  // Focus follows a change of mode, so the buttons that disappear do not drop it on the page's body.
  useEffect(() => {
    if (!modeChanged.current) return;
    if (detailed) detailsHeadingRef.current?.focus();
    else customizeRef.current?.focus();
  }, [detailed]);

  if (hasDecided) return null;

  const decide = (choose: () => void) => {
    choose();
    announce('Your cookie preferences have been saved.');
    // The banner goes away with the focused button: continue at the page's content.
    document.getElementById('main-content')?.focus();
  };
  const switchMode = (toDetailed: boolean) => {
    modeChanged.current = true;
    setDetailed(toDetailed);
  };

  return (
    <section className="cc-cookie-banner" aria-label="Cookie consent">
      <div className="cc-container">
        <h2 className="cc-cookie-banner__heading">Cookies on this app</h2>
        {!detailed ? (
          <>
            <p>
              We use necessary cookies to make this app work. With your permission we would also use analytics cookies
              to learn how the app is used, and marketing cookies. Read our{' '}
              <Link to="/privacy-policy">Privacy and Cookie Policy</Link>.
            </p>
            {/*
              Without scripts, a plain form the server answers with a redirect back here (its cookies then say the
              choice). With scripts the choice is made here and nothing is posted; pressed before the page is ready,
              the press is kept and carried out once it is (docs/remote-contract.md).
            */}
            <form method="post" action={COOKIE_CONSENT_FORM} className="cc-button-row">
              <input type="hidden" name="returnTo" value={returnTo} />
              <Button
                type="submit"
                name="cookies"
                value="accept"
                data-cc-replay="cookie-accept-all"
                onClick={(event) => {
                  event.preventDefault();
                  decide(acceptAll);
                }}
              >
                Accept All
              </Button>
              <Button
                type="submit"
                name="cookies"
                value="reject"
                data-cc-replay="cookie-reject-all"
                onClick={(event) => {
                  event.preventDefault();
                  decide(rejectAll);
                }}
              >
                Reject All
              </Button>
              <Button ref={customizeRef} variant="secondary" onClick={() => switchMode(true)}>
                Customize
              </Button>
            </form>
          </>
        ) : (
          <>
            <h3 ref={detailsHeadingRef} tabIndex={-1} className="cc-cookie-banner__subheading">
              Choose which cookies we may use
            </h3>
            <fieldset className="cc-cookie-banner__choices">
              <legend className="ds-visually-hidden">Cookie types</legend>
              <Checkbox
                label="Necessary"
                hint="Needed for the app to work, such as remembering this choice. Always on."
                checked
                readOnly
                disabled
              />
              <Checkbox
                label="Analytics"
                hint="Help us understand which pages are used, so we can improve them."
                checked={analytics}
                onChange={(event) => setAnalytics(event.currentTarget.checked)}
              />
              <Checkbox
                label="Marketing"
                hint="Let our partners show you relevant information about the conference."
                checked={marketing}
                onChange={(event) => setMarketing(event.currentTarget.checked)}
              />
            </fieldset>
            <p>
              Read more in our <Link to="/privacy-policy">Privacy and Cookie Policy</Link>.
            </p>
            <div className="cc-button-row">
              <Button onClick={() => decide(() => save({ analytics, marketing }))}>Save Preferences</Button>
              <Button variant="secondary" onClick={() => switchMode(false)}>
                Back
              </Button>
            </div>
          </>
        )}
      </div>
    </section>
  );
}
