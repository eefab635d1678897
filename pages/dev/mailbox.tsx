// /dev/mailbox: the outbox of this local server (APP_ENV=local only; 404 elsewhere), for following confirmation and
// reset mails by hand and in browser tests. A developer tool: its few labels stay in English on purpose and are not
// in the translation files; the mails themselves are shown as sent, in the user's language.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Link } from '../../components/link';
import { PageMeta } from '../../components/page-meta';
import { mailboxServerSideProps, type MailboxMail, type MailboxProps } from '../../server/mail/mailbox';
import { routes } from '../../lib/routes/page-routes';

const Page = styled.div`
  max-width: 960px;
  margin: 0 auto;
  padding: 24px 0 48px;
  h1 { font-size: 2rem; margin: 0 0 8px; }
  > p { color: ${({ theme }) => theme.colors.inkMuted}; margin: 0 0 24px; }
`;

const Filter = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  margin-bottom: 24px;
  label { font-weight: 600; }
  input {
    flex: 1 1 260px;
    padding: 10px 14px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm}px;
    font: inherit;
  }
  button {
    padding: 10px 18px;
    border: 0;
    border-radius: ${({ theme }) => theme.radii.pill}px;
    background: ${({ theme }) => theme.colors.brandBlue};
    color: ${({ theme }) => theme.colors.onBrand};
    font: inherit;
    font-weight: 700;
    cursor: pointer;
  }
`;

const Mail = styled.article`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.surface};
  padding: 20px;
  margin-bottom: 16px;
  h2 { font-size: 1.2rem; margin: 0 0 12px; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 16px; margin: 0 0 16px; font-size: 0.95rem; }
  dt { color: ${({ theme }) => theme.colors.inkMuted}; }
  dd { margin: 0; overflow-wrap: anywhere; }
  h3 { font-size: 1rem; margin: 16px 0 8px; }
  ul { margin: 0; padding-left: 1.2em; }
  li a { font-weight: 600; overflow-wrap: anywhere; }
`;

const TextBody = styled.pre`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  margin: 0;
  padding: 16px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => theme.radii.sm}px;
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 0.85rem;
  line-height: 1.5;
`;

const HtmlBody = styled.details`
  margin-top: 12px;
  summary { cursor: pointer; font-weight: 600; }
  iframe {
    display: block;
    width: 100%;
    height: 560px;
    margin-top: 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm}px;
    background: ${({ theme }) => theme.colors.paper};
  }
`;

const Status = styled.span<{ $tone: 'ok' | 'muted' | 'danger' }>`
  color: ${({ theme, $tone }) => ($tone === 'ok' ? theme.colors.success : $tone === 'danger' ? theme.colors.danger : theme.colors.inkMuted)};
`;

const URL_PATTERN = /(https?:\/\/[^\s<>"]+)/g;

/** The text body with its URLs as real links. */
function linkify(text: string): ReactNode[] {
  return text.split(URL_PATTERN).map((part, index) => (index % 2 === 1 ? <a key={index} href={part}>{part}</a> : part));
}

/** ISO time without the T and milliseconds: the same on server and client, so hydration matches. */
const formatTime = (iso: string) => `${iso.slice(0, 19).replace('T', ' ')} UTC`;

/** Links of the HTML version open in a new tab (the sandbox keeps the mail from doing anything else). */
const srcDocOf = (html: string) => html.replace(/<head>/i, '<head><base target="_blank">');

function status(mail: MailboxMail) {
  if (mail.sentOn) return <Status $tone="ok">sent {formatTime(mail.sentOn)}</Status>;
  if (mail.lastError) return <Status $tone="danger">not delivered: {mail.lastError}</Status>;
  return <Status $tone="muted">in the outbox (no SMTP_URL)</Status>;
}

export default function MailboxPage({ mails, to }: MailboxProps) {
  return (
    <Page>
      <PageMeta title="Mailbox" noindex />
      <h1>Mailbox</h1>
      <p>The newest {mails.length === 1 ? 'mail' : `${mails.length} mails`} in the outbox of this local server{to ? ` to ${to}` : ''}.</p>
      <Filter method="get" action={routes.devMailbox()}>
        <label htmlFor="mailbox-to">Recipient</label>
        <input id="mailbox-to" name="to" type="email" defaultValue={to ?? ''} placeholder="someone@example.org" />
        <button type="submit">Filter</button>
        {to ? <Link href={routes.devMailbox()} locale={false} prefetch={false}>Show all</Link> : null}
      </Filter>
      {mails.length === 0 ? <p>No mails yet.</p> : null}
      {mails.map((mail) => (
        <Mail key={mail.uuid} aria-labelledby={`mail-${mail.uuid}`} data-email-uuid={mail.uuid} data-email-type={mail.emailType}>
          <h2 id={`mail-${mail.uuid}`}>{mail.subject}</h2>
          <dl>
            <dt>To</dt>
            <dd>{mail.to}</dd>
            <dt>Type</dt>
            <dd>{mail.emailType}</dd>
            <dt>Written</dt>
            <dd><time dateTime={mail.createdOn}>{formatTime(mail.createdOn)}</time></dd>
            <dt>Status</dt>
            <dd>{status(mail)}</dd>
          </dl>
          {mail.links.length > 0 ? (
            <>
              <h3>Links</h3>
              <ul>
                {mail.links.map((link) => (
                  <li key={link.href}><a href={link.href}>{link.label}</a></li>
                ))}
              </ul>
            </>
          ) : null}
          <h3>Text</h3>
          <TextBody>{linkify(mail.text)}</TextBody>
          <HtmlBody>
            <summary>HTML version</summary>
            <iframe title={`HTML version of “${mail.subject}”`} sandbox="allow-popups allow-popups-to-escape-sandbox" srcDoc={srcDocOf(mail.html)} loading="lazy" />
          </HtmlBody>
        </Mail>
      ))}
    </Page>
  );
}

export const getServerSideProps = mailboxServerSideProps;
