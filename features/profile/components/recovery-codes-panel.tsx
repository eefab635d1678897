// The recovery codes of two-factor sign-in, shown once after they were made: the list, copy, download as a text file,
// and "I have saved them", which closes the panel for good (the server keeps only hashes).
import { useTranslation } from 'next-i18next/pages';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/ui/button';

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 20px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  border: 2px solid ${({ theme }) => theme.colors.brandBlue};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  h3 { margin: 0; font-size: 1.1rem; }
  p { margin: 0; }
`;

const Codes = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: 8px 16px;
  margin: 0;
  padding: 0 0 0 1.6em;
  font: 600 1.05rem ${({ theme }) => theme.fonts.mono};
  letter-spacing: 0.04em;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
`;

export function RecoveryCodesPanel({ codes, email, onDone }: { codes: string[]; email: string; onDone: () => void }) {
  const { t } = useTranslation('profile');
  const titleId = useId();
  const [copied, setCopied] = useState(false);
  const text = `${t('recoveryCodesFileTitle', { email })}\n\n${codes.join('\n')}\n`;

  async function copy() {
    await navigator.clipboard.writeText(text);
    setCopied(true);
  }

  function download() {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = Object.assign(document.createElement('a'), { href: url, download: 'knowly-recovery-codes.txt' });
    link.click();
    URL.revokeObjectURL(url);
  }

  return (
    <Panel role="region" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('recoveryCodesTitle')}</h3>
      <p>{t('recoveryCodesLead')}</p>
      <Codes aria-label={t('recoveryCodesTitle')}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Codes>
      <Actions>
        <Button variant="secondary" onClick={copy}>
          {copied ? t('codesCopied') : t('copyCodes')}
        </Button>
        <Button variant="secondary" onClick={download}>
          {t('downloadCodes')}
        </Button>
        <Button onClick={onDone}>{t('savedCodes')}</Button>
      </Actions>
    </Panel>
  );
}
