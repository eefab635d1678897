// The user's AI chats, newest first: open one, start a new one, or delete one after confirming in a dialog.
import { useTranslation } from 'next-i18next/pages';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { focusRing } from '../../../components/ui/focus-ring';
import { TextButton } from '../../../components/ui/text-button';
import { useAiChats } from '../api/get-ai-chats';
import { useDeleteAiChat } from '../api/delete-ai-chat';

const Side = styled.nav`
  display: flex;
  flex-direction: column;
  gap: 12px;
  min-width: 0;
  /* One column no wider than the side: a long chat title is cut with an ellipsis, never widening the side. */
  ul { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: minmax(0, 1fr); gap: 4px; }
  li { display: flex; align-items: center; gap: 4px; }
`;

const ChatButton = styled.button`
  flex: 1;
  min-width: 0;
  min-height: 44px;
  padding: 8px 12px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm}px;
  background: none;
  color: ${({ theme }) => theme.colors.ink};
  font: 600 0.95rem ${({ theme }) => theme.fonts.body};
  text-align: left;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  cursor: pointer;
  &:hover, &[aria-current='true'] { background: ${({ theme }) => theme.colors.surfaceMuted}; }
  &[aria-current='true'] { color: ${({ theme }) => theme.colors.brandBlue}; }
  &:focus-visible { ${focusRing()} }
`;

const DialogBody = styled.div`
  display: grid;
  gap: 16px;
  padding: 24px;
  h2 { margin: 0; font: 800 1.25rem ${({ theme }) => theme.fonts.display}; }
  p { margin: 0; color: ${({ theme }) => theme.colors.inkMuted}; }
  div { display: flex; justify-content: flex-end; gap: 12px; }
`;

function DeleteDialog({ chat, onClose, onDeleted }: { chat: { chatUuid: string; title: string }; onClose: () => void; onDeleted: () => void }) {
  const { t } = useTranslation('ai');
  const id = useId();
  const remove = useDeleteAiChat();
  return (
    <Dialog labelledBy={`${id}-title`} describedBy={`${id}-text`} onClose={onClose}>
      <DialogBody>
        <h2 id={`${id}-title`}>{t('chats.deleteTitle')}</h2>
        <p id={`${id}-text`}>{t('chats.deleteText', { title: chat.title || t('chats.untitled') })}</p>
        <div>
          <Button variant="ghost" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button variant="danger" data-testid="ai-confirm-delete" onClick={() => remove.mutateAsync(chat.chatUuid).then(onDeleted)}>
            {t('chats.delete')}
          </Button>
        </div>
      </DialogBody>
    </Dialog>
  );
}

export function ChatList({ current, onOpen, onNew }: { current?: string; onOpen: (chatUuid: string) => void; onNew: () => void }) {
  const { t } = useTranslation('ai');
  const chats = useAiChats();
  const [deleting, setDeleting] = useState<{ chatUuid: string; title: string } | null>(null);
  return (
    <Side aria-label={t('chats.label')}>
      <Button variant="secondary" size="sm" onClick={onNew} data-testid="ai-new-chat">
        {t('chats.new')}
      </Button>
      <ul>
        {(chats.data?.chats ?? []).map((chat) => (
          <li key={chat.chatUuid}>
            <ChatButton type="button" aria-current={chat.chatUuid === current} onClick={() => onOpen(chat.chatUuid)}>
              {chat.title || t('chats.untitled')}
            </ChatButton>
            <TextButton type="button" $tone="danger" aria-label={t('chats.deleteNamed', { title: chat.title || t('chats.untitled') })} onClick={() => setDeleting(chat)}>
              {t('chats.delete')}
            </TextButton>
          </li>
        ))}
      </ul>
      {deleting ? (
        <DeleteDialog
          chat={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            if (deleting.chatUuid === current) onNew();
            setDeleting(null);
          }}
        />
      ) : null}
    </Side>
  );
}
