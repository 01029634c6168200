import { Link } from 'react-router-dom';
import { useConference } from './use-conference';

/** Footer links of the spec; contact address and copyright come from the conference configuration (BEYOND D12). */
export function SiteFooter() {
  const conference = useConference();
  return (
    <footer className="cc-footer">
      <div className="cc-container">
        <nav aria-label="Footer">
          <ul className="cc-footer__links">
            <li>
              <Link to="/about">About</Link>
            </li>
            <li>
              <Link to="/privacy-policy">Privacy and Cookie Policy</Link>
            </li>
            <li>
              <Link to="/accessibility">Accessibility statement</Link>
            </li>
            {conference?.contactEmail && (
              <li>
                <a href={`mailto:${conference.contactEmail}`}>Contact us ({conference.contactEmail})</a>
              </li>
            )}
          </ul>
        </nav>
        {conference && (
          <p className="cc-footer__copyright">
            © {conference.year} {conference.organiser}
          </p>
        )}
      </div>
    </footer>
  );
}
