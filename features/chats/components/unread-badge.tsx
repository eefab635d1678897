// The navbar's badge on "Chats": unread messages plus chat requests waiting for an answer, kept up to date by the live
// chat events (one shared connection per tab) and refetched whenever that connection (re)opens.
import { useTranslation } from 'next-i18next/pages';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { callApi } from '../../../lib/api/clients';
import * as endpoints from '../../../lib/api/endpoints';
import { useUser } from '../../auth';
import { listenToChats } from '../lib/live-chat-events';

const Badge = styled.span`
  min-width: 20px;
  height: 20px;
  padding: 0 6px;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.surface}; /* white on the light theme's red, dark on the dark theme's pink */
  font-size: 0.72rem;
  font-weight: 700;
  line-height: 20px;
  text-align: center;
  margin-left: auto;
`;

export function UnreadChatsBadge() {
  const { t } = useTranslation('shell');
  const { data: user } = useUser();
  const [count, setCount] = useState(0);
  const signedIn = Boolean(user);
  useEffect(() => {
    if (!signedIn) return;
    let stale = false;
    const refresh = () => {
      callApi<{ unreadCount: number; requestCount: number }>(endpoints.unreadChats)
        .then((answer) => !stale && setCount(answer.unreadCount + answer.requestCount))
        .catch(() => undefined);
    };
    refresh();
    const stop = listenToChats({ onEvent: refresh, onConnected: refresh });
    return () => {
      stale = true;
      stop();
    };
  }, [signedIn]);
  if (count === 0) return null;
  return (
    <Badge data-testid="unread-chats-badge" aria-label={t('app.unreadChats', { count })}>
      {count > 99 ? '99+' : count}
    </Badge>
  );
}
