// The search field: results follow as you type (the view waits for a pause), Enter searches at once, × clears.
import { useTranslation } from 'next-i18next/pages';
import type { FormEvent } from 'react';
import styled from 'styled-components';
import { SEARCH_LIMITS } from '../../../lib/contracts/search-limits';
import { fade } from '../../../styles/colors';

const Form = styled.form`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 6px 6px 6px 20px;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 2px solid ${({ theme }) => theme.colors.border};
  box-shadow: 0 10px 30px -18px ${({ theme }) => fade(theme.colors.shadow, 0.45)};
  &:focus-within { border-color: ${({ theme }) => theme.colors.brandBlue}; }
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  min-height: 44px;
  border: 0;
  outline: 0;
  background: transparent;
  font: 600 1.05rem ${({ theme }) => theme.fonts.body};
  color: ${({ theme }) => theme.colors.ink};
  &::placeholder { color: ${({ theme }) => theme.colors.inkMuted}; font-weight: 500; }
  &::-webkit-search-cancel-button { display: none; }
`;

const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${({ theme }) => theme.colors.inkMuted};
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.surfaceMuted}; }
`;

const Submit = styled(IconButton)`
  width: auto;
  padding: 0 22px;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  background: ${({ theme }) => theme.colors.brandBlue};
  color: ${({ theme }) => theme.colors.onBrand};
  font: 700 1rem ${({ theme }) => theme.fonts.body};
  gap: 8px;
  &:hover { background: ${({ theme }) => theme.colors.brandBlue}; filter: brightness(1.08); }
  span { ${({ theme }) => theme.media.mobile} { display: none; } }
  ${({ theme }) => theme.media.mobile} { padding: 0 12px; }
`;

function MagnifierIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

export function SearchBox({ value, onChange, onSubmit }: { value: string; onChange: (value: string) => void; onSubmit: () => void }) {
  const { t } = useTranslation('search');
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <Form role="search" onSubmit={submit} action="" method="get">
      <Input
        type="search"
        name="query"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={t('placeholder')}
        aria-label={t('label')}
        maxLength={SEARCH_LIMITS.queryMaxLength}
        autoComplete="off"
        enterKeyHint="search"
      />
      {value ? (
        <IconButton type="button" onClick={() => onChange('')} aria-label={t('clear')}>
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
        </IconButton>
      ) : null}
      <Submit type="submit" aria-label={t('submit')}>
        <MagnifierIcon />
        <span>{t('submit')}</span>
      </Submit>
    </Form>
  );
}
