// The frame of every AI tool page: its heading and one line about it, the other AI tools to switch to, and the day's
// usage, kept quiet in a corner. `section` picks the school tools (app area) or the university ones.
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Link } from '../../../components/link';
import { PageMeta } from '../../../components/page-meta';
import { focusRing } from '../../../components/ui/focus-ring';
import { routes } from '../../../lib/routes/page-routes';
import { pathSegments } from '../../../lib/layout/page-layout';
import { UsageNote } from './usage-note';
import { PageColumn } from '../../../components/ui/page-column';

export type AiSection = 'school' | 'university';

const TOOLS: Record<AiSection, readonly { key: string; href: string }[]> = {
  school: [
    { key: 'chat', href: routes.aiChat() },
    { key: 'schoolGpt', href: routes.schoolGpt() },
    { key: 'summary', href: routes.aiSummary() },
    { key: 'mockExam', href: routes.aiMockExam() },
    { key: 'university', href: routes.university() },
  ],
  university: [
    { key: 'uniGpt', href: routes.uniGpt() },
    { key: 'summary', href: routes.universitySummary() },
    { key: 'mockExam', href: routes.universityMockExam() },
    { key: 'chat', href: routes.aiChat() },
  ],
};


const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 8px 24px;
  h1 { margin: 0; font: 800 clamp(1.6rem, 4vw, 2.2rem) ${({ theme }) => theme.fonts.display}; }
  p { margin: 4px 0 0; color: ${({ theme }) => theme.colors.inkMuted}; max-width: 60ch; }
`;

const Tools = styled.nav`
  ul { list-style: none; margin: 0; padding: 0; display: flex; gap: 8px; overflow-x: auto; }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 40px;
    padding: 0 14px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.pill}px;
    color: ${({ theme }) => theme.colors.ink};
    font-weight: 600;
    white-space: nowrap;
    text-decoration: none;
    &:hover { background: ${({ theme }) => theme.colors.surfaceMuted}; }
    &:focus-visible { ${focusRing()} }
    &[aria-current='page'] { border-color: ${({ theme }) => theme.colors.brandBlue}; color: ${({ theme }) => theme.colors.brandBlue}; }
  }
`;

export function AiPageFrame({ title, intro, section = 'school', wide = false, children }: { title: string; intro?: string; section?: AiSection; wide?: boolean; children: ReactNode }) {
  const { t } = useTranslation('ai');
  const router = useRouter();
  const current = `/${pathSegments(router.asPath).join('/')}`;
  return (
    <PageColumn $width={wide ? 'wide' : 'narrow'} $gap="20px">
      <PageMeta title={title} description={intro} noindex />
      <Header>
        <div>
          <h1>{title}</h1>
          {intro ? <p>{intro}</p> : null}
        </div>
        <UsageNote />
      </Header>
      <Tools aria-label={t('tools.label')}>
        <ul>
          {TOOLS[section].map((tool) => (
            <li key={tool.href}>
              <Link href={tool.href} aria-current={current === tool.href ? 'page' : undefined}>
                {t(`tools.${tool.key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </Tools>
      {children}
    </PageColumn>
  );
}
