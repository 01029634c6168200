import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { NavBadge } from '../remotes/nav-badge';

/** The spec's main navigation, in its order (attendee.md §2). */
const NAV_ITEMS = [
  { to: '/', label: 'Home', end: true },
  { to: '/programme', label: 'Programme' },
  { to: '/my-agenda', label: 'My Agenda' },
  { to: '/map', label: 'Map' },
  { to: '/announcements', label: 'News', badge: 'NewsBadge' },
  { to: '/qa', label: 'Q&A' },
  { to: '/sponsors', label: 'Sponsors' },
] as const;

/**
 * The main navigation. On narrow screens the list hides behind a Menu button (CSS decides what is narrow); it
 * closes on navigation and on Escape, giving focus back to the button.
 */
export function MainNav() {
  const { pathname } = useLocation();
  // Remembering where the menu was opened closes it on any navigation, back and forward included.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const close = () => setOpenOn(null);
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    close();
    buttonRef.current?.focus();
  };

  return (
    <nav aria-label="Main" className="cc-nav" onKeyDown={closeOnEscape}>
      <button
        ref={buttonRef}
        type="button"
        className="cc-nav__toggle ds-button ds-button--secondary"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpenOn(open ? null : pathname)}
      >
        <span className="cc-nav__toggle-icon" aria-hidden="true" />
        Menu
      </button>
      <ul id={listId} className={open ? 'cc-nav__list cc-nav__list--open' : 'cc-nav__list'}>
        {NAV_ITEMS.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={'end' in item} className="cc-nav__link" onClick={close}>
              {item.label}
              {'badge' in item && (
                <>
                  {' '}
                  <NavBadge name={item.badge} />
                </>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
