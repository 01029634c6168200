import { Link } from 'react-router-dom';
import { AccessibilityControls } from '../accessibility-controls/accessibility-controls';
import { AccountStatus } from '../account/components/account-status';
import { MainNav } from './main-nav';
import { useConference } from './use-conference';

/** The product's name when the conference configuration has not arrived; nothing conference-specific. */
const PRODUCT_NAME = 'Conference Companion';

export function SiteHeader() {
  const conference = useConference();
  return (
    <header className="cc-header">
      <div className="cc-header__tools cc-header__tools--with-account cc-container">
        <AccessibilityControls />
        <AccountStatus />
      </div>
      <div className="cc-header__bar cc-container">
        <Link to="/" className="cc-header__brand">
          {conference?.name ?? PRODUCT_NAME}
        </Link>
        <MainNav />
      </div>
    </header>
  );
}
