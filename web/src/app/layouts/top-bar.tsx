import { Link, NavLink } from 'react-router-dom';
import { Logo } from '@/components/logo';
import { ButtonLink } from '@/components/ui/button';
import { GridIcon, MailIcon } from '@/components/ui/icons';
import { brand } from '@/config/brand';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth/session';
import { UserMenu } from './user-menu';
import './top-bar.css';

export function TopBar() {
  const { session } = useSession();
  return (
    <header className="topbar">
      <div className="container container--wide topbar__inner">
        <Link to={paths.home} className="topbar__brand" aria-label={`${brand.name} home`}>
          <Logo />
        </Link>
        <nav className="topbar__nav" aria-label="Main">
          {session.status === 'signed-in' ? (
            <>
              {session.user.emailVerified ? (
                <ButtonLink
                  to={paths.dashboard}
                  variant="secondary"
                  size="sm"
                  icon={<GridIcon size={16} />}
                  className="topbar__dashboard"
                >
                  Dashboard
                </ButtonLink>
              ) : (
                // The dashboard would only send an unverified account back to /login: point to what unlocks it.
                <ButtonLink
                  to={paths.profile}
                  variant="secondary"
                  size="sm"
                  icon={<MailIcon size={16} />}
                  className="topbar__dashboard"
                >
                  Verify email
                </ButtonLink>
              )}
              <UserMenu user={session.user} />
            </>
          ) : session.status === 'signed-out' ? (
            <>
              <NavLink to={paths.moreFeatures} className="topbar__link">
                More Features
              </NavLink>
              <NavLink to={paths.plans} className="topbar__link">
                Plans
              </NavLink>
              <ButtonLink to={paths.login} size="sm" className="topbar__login">
                Login
              </ButtonLink>
            </>
          ) : null}
        </nav>
      </div>
    </header>
  );
}
