// /admin/reports: the moderators' queue — each reported thing once (oldest first) with its reason, how often it was
// reported and what it says, and the four actions (hide, warn, suspend, dismiss), each written to the audit trail.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { DelayedLoader } from '../../../components/delayed-loader';
import { PageMeta } from '../../../components/page-meta';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageColumn } from '../../../components/ui/page-column';
import { callApi } from '../../../lib/api/clients';
import * as endpoints from '../../../lib/api/endpoints';
import type { adminReportsSchema } from '../../../lib/contracts/chats';
import { showToast } from '../../../lib/toast';
import { ChatImage } from '../../chats';
import type { z } from 'zod';

type Reports = z.infer<typeof adminReportsSchema>;
type Action = 'HIDE' | 'WARN' | 'SUSPEND' | 'DISMISS';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
`;

const Item = styled.li`
  padding: 16px;
  border-radius: ${({ theme }) => theme.radii.lg}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  display: grid;
  gap: 8px;
  blockquote { margin: 0; padding: 8px 12px; border-left: 3px solid ${({ theme }) => theme.colors.border}; white-space: pre-wrap; overflow-wrap: anywhere; }
  p { margin: 0; color: ${({ theme }) => theme.colors.inkMuted}; font-size: 0.9rem; }
  div { display: flex; flex-wrap: wrap; gap: 8px; }
`;

const ACTIONS: Action[] = ['HIDE', 'WARN', 'SUSPEND', 'DISMISS'];

export function ReportsPage() {
  const { t, i18n } = useTranslation('moderation');
  const queryClient = useQueryClient();
  const reports = useQuery({ queryKey: ['admin', 'reports'], queryFn: () => callApi<Reports>(endpoints.adminReports) });
  const act = async (reportUuid: string, action: Action) => {
    await callApi(endpoints.moderateReport, { params: { id: reportUuid }, body: { action } });
    await showToast('success', t('done'));
    await queryClient.invalidateQueries({ queryKey: ['admin', 'reports'] });
  };
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <PageColumn $width="narrow">
      <PageMeta title={t('title')} noindex />
      <h1>{t('title')}</h1>
      {reports.isPending ? <DelayedLoader label={t('loading')} /> : null}
      {reports.data?.reports.length === 0 ? <EmptyState title={t('emptyTitle')} text={t('emptyText')} /> : null}
      <List>
        {(reports.data?.reports ?? []).map((report) => (
          <Item key={report.uuid} data-testid="admin-report">
            <strong>
              {t(`targets.${report.targetType}`)} · {t(`reasons.${report.reason}`)} · {t('count', { count: report.reportCount })}
            </strong>
            {report.excerpt || !report.image ? <blockquote>{report.excerpt || t('gone')}</blockquote> : null}
            {report.image ? <ChatImage chatUuid={report.image.chatUuid} attachmentId={report.image.attachmentId} alt={t('imageAlt')} /> : null}
            {report.details ? <p>{report.details}</p> : null}
            <p>{date.format(new Date(report.createdOn))}</p>
            <div>
              {ACTIONS.filter((action) => !(action === 'HIDE' && report.targetType === 'USER')).map((action) => (
                <Button key={action} size="sm" variant={action === 'SUSPEND' ? 'danger' : action === 'DISMISS' ? 'ghost' : 'outline'} onClick={() => act(report.uuid, action)}>
                  {t(`actions.${action}`)}
                </Button>
              ))}
            </div>
          </Item>
        ))}
      </List>
    </PageColumn>
  );
}
