// The pieces the pro plan's pages share: the hero heading, a section, a notice (a failed payment, a code's error).
import styled from 'styled-components';

export const Hero = styled.header`
  display: grid;
  gap: 8px;
  padding: clamp(20px, 4vw, 36px);
  border-radius: ${({ theme }) => theme.radii.xl}px;
  background: ${({ theme }) => theme.colors.plusPlanYellow};
  color: ${({ theme }) => theme.colors.onPlusPlan};
  h1 { margin: 0; font: 800 clamp(1.8rem, 4vw, 2.6rem) ${({ theme }) => theme.fonts.display}; }
  p { margin: 0; max-width: 60ch; font-size: 1.1rem; }
`;

export const Section = styled.section`
  display: grid;
  gap: 16px;
  scroll-margin-top: ${({ theme }) => theme.navbarHeight + 16}px;
  h2 { margin: 0; font: 800 1.5rem ${({ theme }) => theme.fonts.display}; }
  p { margin: 0; }
  a { color: ${({ theme }) => theme.colors.brandBlue}; font-weight: 600; }
`;

export const Notice = styled.p<{ $tone: 'danger' | 'success' | 'neutral' }>`
  margin: 0;
  padding: 14px 16px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  font-weight: 600;
  background: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.dangerTint : $tone === 'success' ? theme.colors.successTint : theme.colors.surfaceMuted)};
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : $tone === 'success' ? theme.colors.success : theme.colors.ink)};
`;

/** The pro badge (issue 19): shown where the user's premiumStatus says a plan is theirs. */
export const ProBadge = styled.span`
  display: inline-flex;
  align-items: center;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  background: ${({ theme }) => theme.colors.plusPlanYellow};
  color: ${({ theme }) => theme.colors.onPlusPlan};
  font: 800 0.85rem ${({ theme }) => theme.fonts.body};
  letter-spacing: 0.04em;
`;

/** A row of buttons and links that wraps on narrow screens. */
export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
`;
