// Links that let a parent read the student's AI chats (read-only, until the link expires or is revoked): make one,
// copy it, revoke it.
import { useTranslation } from 'next-i18next/pages';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useSite } from '../../../components/site-context';
import { Button } from '../../../components/ui/button';
import { TextButton } from '../../../components/ui/text-button';
import { routes } from '../../../lib/routes/page-routes';
import { localizedHref } from '../../../lib/site/site';
import { useCreateParentAccess, useParentAccesses, useRevokeParentAccess, type AiParentAccess } from '../api/parent-accesses';

const Panel = styled.details`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md}px;
  padding: 12px 16px;
  summary { cursor: pointer; font-weight: 700; }
  p { margin: 8px 0; font-size: 0.9rem; color: ${({ theme }) => theme.colors.inkMuted}; }
  ul { list-style: none; margin: 8px 0; padding: 0; display: grid; gap: 8px; }
  li { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 16px; font-size: 0.9rem; }
  input { flex: 1 1 220px; min-width: 0; font: inherit; padding: 6px 8px; border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: ${({ theme }) => theme.radii.sm}px; background: ${({ theme }) => theme.colors.surfaceMuted}; color: ${({ theme }) => theme.colors.ink}; }
`;

function AccessRow({ access, url }: { access: AiParentAccess; url: string }) {
  const { t, i18n } = useTranslation('ai');
  const revoke = useRevokeParentAccess();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(url);
    setCopied(true);
    window.setTimeout(() => setCopied(false), 2000);
  };
  return (
    <li>
      <input readOnly value={url} aria-label={t('parents.link')} data-testid="ai-parent-link" onFocus={(event) => event.target.select()} />
      <span>{t('parents.expires', { date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(access.expiresOn)) })}</span>
      <TextButton type="button" onClick={() => void copy()}>
        {copied ? t('chat.copied') : t('parents.copy')}
      </TextButton>
      <TextButton type="button" $tone="danger" onClick={() => revoke.mutate(access.uuid)}>
        {t('parents.revoke')}
      </TextButton>
    </li>
  );
}

export function ParentAccessPanel() {
  const { t } = useTranslation('ai');
  const site = useSite();
  const panel = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  const [now] = useState(Date.now);
  const create = useCreateParentAccess();
  // Opened before the page came alive, the panel's toggle event was missed: read its state once hydrated. A link just
  // made is listed even then.
  useEffect(() => setOpen(panel.current?.open ?? false), []);
  const accesses = useParentAccesses(open || create.isSuccess);
  const urlOf = (access: AiParentAccess) => {
    const path = routes.aiParentView(access.uuid);
    return `${site?.origin ?? ''}${site ? localizedHref(path, site.locale, site.defaultLocale) : path}`;
  };
  const active = (accesses.data?.accesses ?? []).filter((access) => !access.revokedOn && new Date(access.expiresOn).getTime() > now);
  return (
    <Panel ref={panel} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{t('parents.title')}</summary>
      <p>{t('parents.text')}</p>
      <ul>
        {active.map((access) => (
          <AccessRow key={access.uuid} access={access} url={urlOf(access)} />
        ))}
      </ul>
      <Button size="sm" variant="outline" onClick={() => create.mutateAsync()} data-testid="ai-create-parent-link">
        {t('parents.create')}
      </Button>
    </Panel>
  );
}
