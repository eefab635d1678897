// The three-way theme switch (System / Light / Dark): a radio group drawn as a segmented control, so arrow keys move
// between the choices and a screen reader hears the group's name and the chosen option.
import { useTranslation } from 'next-i18next/pages';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { THEME_PREFERENCES, type ThemePreference } from '../../config/ui';
import { focusRing } from '../ui/focus-ring';
import { THEME_SWITCH_ATTRIBUTE } from './theme-preference';
import { useThemePreference } from './use-theme-preference';

const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend { padding: 0; margin-bottom: 6px; font-size: 0.8rem; font-weight: 700; color: ${({ theme }) => theme.colors.inkMuted}; }
`;

const Options = styled.div`
  display: inline-flex;
  gap: 2px;
  padding: 3px;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Option = styled.label`
  position: relative;
  input { position: absolute; inset: 0; opacity: 0; margin: 0; cursor: pointer; }
  span {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    padding: 6px 12px;
    border-radius: ${({ theme }) => theme.radii.pill}px;
    color: ${({ theme }) => theme.colors.inkMuted};
    font-size: 0.875rem;
    font-weight: 600;
    white-space: nowrap;
  }
  svg { flex: none; }
  input:checked + span { background: ${({ theme }) => theme.colors.surfaceRaised}; color: ${({ theme }) => theme.colors.ink}; box-shadow: 0 1px 3px ${({ theme }) => theme.colors.border}; }
  input:hover:not(:checked) + span { color: ${({ theme }) => theme.colors.ink}; }
  input:focus-visible + span { ${focusRing(1)} }
`;

const ICONS: Record<ThemePreference, ReactNode> = {
  system: <path d="M4 5h16v11H4zM9 20h6M12 16v4" />,
  light: (
    <>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </>
  ),
  dark: <path d="M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5z" />,
};

export function ThemeSwitch() {
  const { t } = useTranslation('shell');
  const { preference, setPreference } = useThemePreference();
  const name = useId();
  return (
    <Group {...{ [THEME_SWITCH_ATTRIBUTE]: '' }}>
      <legend>{t('theme.label')}</legend>
      <Options>
        {THEME_PREFERENCES.map((option) => (
          <Option key={option}>
            <input type="radio" name={name} value={option} checked={preference === option} onChange={() => setPreference(option)} />
            <span>
              <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
                {ICONS[option]}
              </svg>
              {t(`theme.${option}`)}
            </span>
          </Option>
        ))}
      </Options>
    </Group>
  );
}
