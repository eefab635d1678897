// The signed-in user's menu (issue 14): their picture and name on a button that opens the places of their account —
// profile, my knows, the colour theme switch, sign out. A disclosure (button + list of links), closed by Escape (focus
// back on the button), by a click elsewhere and by leaving the page. Visitors get the sign-in link instead.
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useCallback, useId, useRef, useState } from 'react';
import styled, { css } from 'styled-components';
import { Avatar } from '../../../components/avatar';
import { useOverlay } from '../../../components/hooks/use-overlay';
import { Link } from '../../../components/link';
import { NavLink } from '../../../components/layout/nav-links';
import { useSite } from '../../../components/site-context';
import { ThemeSwitch } from '../../../components/theme/theme-switch';
import { openCookieSettings } from '../../../lib/cookie-settings';
import { routes } from '../../../lib/routes/page-routes';
import { fade } from '../../../styles/colors';
import { useUser } from '../api/get-me';
import { useSignOut } from '../api/sign-out';

export type MenuPlacement = 'above' | 'below';

const Wrap = styled.div`
  position: relative;
`;

const Trigger = styled.button`
  display: flex;
  align-items: center;
  gap: 10px;
  width: 100%;
  max-width: 240px;
  padding: 6px 12px 6px 6px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  background: transparent;
  color: ${({ theme }) => theme.colors.ink};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:hover, &[aria-expanded='true'] { background: ${({ theme }) => theme.colors.surfaceMuted}; }
  span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
`;

const Panel = styled.ul<{ $placement: MenuPlacement }>`
  position: absolute;
  ${({ $placement }) => ($placement === 'above' ? css`bottom: calc(100% + 8px); left: 0;` : css`top: calc(100% + 8px); right: 0;`)}
  z-index: ${({ theme }) => theme.zIndex.userDropdown};
  min-width: 220px;
  width: max-content;
  margin: 0;
  padding: 8px;
  list-style: none;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md}px;
  box-shadow: 0 12px 32px ${({ theme }) => fade(theme.colors.shadow, 0.14)};
`;

const ThemeItem = styled.li`
  margin: 4px 0;
  padding: 8px 12px 10px;
  border-block: 1px solid ${({ theme }) => theme.colors.border};
`;

const itemStyle = css`
  display: block;
  width: 100%;
  padding: 10px 12px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm}px;
  background: none;
  color: ${({ theme }) => theme.colors.ink};
  font: inherit;
  font-weight: 600;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.surfaceMuted}; }
`;

const ItemLink = styled(Link)`${itemStyle}`;
const ItemButton = styled.button`${itemStyle}`;

export function UserMenu({ placement = 'below' }: { placement?: MenuPlacement }) {
  const { t } = useTranslation('shell');
  const { data: user } = useUser();
  const site = useSite();
  const signOut = useSignOut();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [openedAt, setOpenedAt] = useState(router.asPath);
  const wrap = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  if (open && openedAt !== router.asPath) setOpen(false);

  const close = useCallback(() => setOpen(false), []);
  useOverlay({ open, onClose: close, container: wrap, returnFocus: trigger });

  if (!user) return <NavLink href={routes.signIn({ redirect: router.asPath })}>{t('signIn')}</NavLink>;
  return (
    <Wrap ref={wrap}>
      <Trigger
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('app.accountMenu', { name: user.name })}
        onClick={() => {
          setOpenedAt(router.asPath);
          setOpen(!open);
        }}
      >
        <Avatar name={user.name} src={user.profilePictureUrl} size={34} />
        <span>{user.name}</span>
      </Trigger>
      {open ? (
        <Panel id={panelId} $placement={placement}>
          <li>
            <ItemLink href={routes.profile()}>{t('app.profile')}</ItemLink>
          </li>
          <li>
            <ItemLink href={routes.myKnows()}>{t('app.myKnows')}</ItemLink>
          </li>
          <ThemeItem>
            <ThemeSwitch />
          </ThemeItem>
          {site?.features.cookieBanner ? (
            <li>
              <ItemButton type="button" onClick={() => { close(); openCookieSettings(); }}>
                {t('cookieSettings')}
              </ItemButton>
            </li>
          ) : null}
          <li>
            <ItemButton
              type="button"
              disabled={signOut.isPending}
              onClick={async () => {
                await signOut.mutateAsync();
                await router.push(routes.home());
              }}
            >
              {t('app.signOut')}
            </ItemButton>
          </li>
        </Panel>
      ) : null}
    </Wrap>
  );
}
