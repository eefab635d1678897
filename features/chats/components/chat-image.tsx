// An image of a chat message: loaded with the reader's access token (only the two partners may load it) and shown from
// an object URL that is released when the message leaves the screen. Its alt text names who sent it.
import { useTranslation } from 'next-i18next/pages';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { loadChatImage } from '../api/chats-api';

const Frame = styled.div`
  margin-top: 6px;
  border-radius: 12px;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  min-width: 120px;
  min-height: 80px;
  display: grid;
  place-items: center;
  img { display: block; max-width: 100%; max-height: 360px; height: auto; object-fit: contain; }
  span { padding: 12px; font-size: 0.85rem; color: ${({ theme }) => theme.colors.inkMuted}; }
`;

export function ChatImage({ chatUuid, attachmentId, alt }: { chatUuid: string; attachmentId: string; alt: string }) {
  const { t } = useTranslation('chats');
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let objectUrl: string | null = null;
    let active = true;
    loadChatImage(chatUuid, attachmentId).then(
      (blob) => {
        if (!active) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      },
      () => active && setFailed(true),
    );
    return () => {
      active = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [chatUuid, attachmentId]);
  return (
    <Frame data-testid="chat-image">
      {/* eslint-disable-next-line @next/next/no-img-element -- an object URL of bytes loaded with the access token */}
      {url ? <img src={url} alt={alt} /> : <span role={failed ? 'alert' : undefined}>{failed ? t('image.unavailable') : t('image.loading')}</span>}
    </Frame>
  );
}
