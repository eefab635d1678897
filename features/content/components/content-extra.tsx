// What a content page shows beside its text: the booking link, the job list, the contest state or the redirect.
import { useTranslation } from 'next-i18next/pages';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { JOBS_EMAIL } from '../../../config/careers';
import { useSite } from '../../../components/site-context';
import { ButtonLink } from '../../../components/ui/button';
import type { ContentExtra } from '../../../lib/contracts/content';
import { countdownParts, storeContestState } from '../lib/contest-countdown';
import { longDate } from '../../../components/hooks/use-text-written-by-server';

const REDIRECT_DELAY_MS = 1500;

const Action = styled(ButtonLink).attrs({ size: 'lg' as const })`
  margin-top: 8px;
`;

const Note = styled.p`
  padding: 16px 20px;
  border-radius: ${({ theme }) => theme.radii.lg}px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-weight: 600;
`;

const Clock = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 6px 14px;
  margin: 0;
  font-variant-numeric: tabular-nums;
  strong { font: 800 1.4rem ${({ theme }) => theme.fonts.display}; }
`;

/** Time left until the contest starts or ends, ticking every second; drawn only in the browser (the server's clock
 *  and the browser's differ), and the state is kept in the browser (spec §3). */
function ContestCountdown({ extra, country }: { extra: Extract<ContentExtra, { kind: 'contest' }>; country: string }) {
  const { t, i18n } = useTranslation('content');
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    storeContestState(window.localStorage, { country, state: extra.state, startOn: extra.startOn, endOn: extra.endOn, seenOn: new Date().toISOString() });
    const tick = () => setNow(Date.now());
    const first = window.setTimeout(tick, 0);
    const timer = window.setInterval(tick, 1000);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [country, extra.state, extra.startOn, extra.endOn]);
  const target = extra.state === 'running' ? extra.endOn : extra.state === 'upcoming' ? extra.startOn : null;
  if (!target || now === null) return null;
  const parts = countdownParts(target, now);
  const unit = (value: number, name: 'day' | 'hour' | 'minute' | 'second') => new Intl.NumberFormat(i18n.language, { style: 'unit', unit: name, unitDisplay: 'long' }).format(value);
  return (
    <Clock data-testid="contest-countdown" role="timer" aria-live="off">
      <span>{t(extra.state === 'running' ? 'contestEndsIn' : 'contestStartsIn')}</span>
      <strong>{unit(parts.days, 'day')}</strong>
      <strong>{unit(parts.hours, 'hour')}</strong>
      <strong>{unit(parts.minutes, 'minute')}</strong>
      <strong>{unit(parts.seconds, 'second')}</strong>
    </Clock>
  );
}

/** `&&`: the content page's article styles its lists, items and headings (an indented list, spaced headings), with
 *  selectors as specific as these; the job list is cards, flush with the text. */
const Jobs = styled.ul`
  && {
    list-style: none;
    padding: 0;
    margin: 12px 0 0;
    display: grid;
    gap: 12px;
  }
  && li {
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
    justify-content: space-between;
    align-items: center;
    margin: 0;
    padding: 18px 20px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg}px;
  }
  && h3 { margin: 0 0 4px; font-size: 1.1rem; }
  && p { margin: 0; color: ${({ theme }) => theme.colors.inkMuted}; }
`;

function Redirect({ url }: { url: string }) {
  useEffect(() => {
    const timer = setTimeout(() => window.location.assign(url), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [url]);
  const { t } = useTranslation('content');
  return <Action href={url} rel="noopener noreferrer">{t('redirecting')}</Action>;
}

export function ContentExtraView({ extra }: { extra: ContentExtra }) {
  const { t } = useTranslation('content');
  const site = useSite();
  const locale = site?.locale ?? 'en';
  const country = site?.countryWords ?? { country: '', inCountry: '' };

  switch (extra.kind) {
    case 'booking':
      return extra.url ? (
        <Action href={extra.url} rel="noopener noreferrer" target="_blank">{t('bookCall')}</Action>
      ) : (
        <Note>{t('bookCallUnavailable', { email: site?.supportEmail ?? '' })}</Note>
      );
    case 'jobs':
      return (
        <section aria-labelledby="open-positions">
          <h2 id="open-positions">{t('openPositions')}</h2>
          {extra.jobs.length === 0 ? <p>{t('noOpenPositions')}</p> : null}
          <Jobs>
            {extra.jobs.map((job) => (
              <li key={job.id}>
                <div>
                  <h3>{job.title}</h3>
                  <p>{t('jobMeta', { team: job.team, location: job.location })}</p>
                </div>
                <a href={`mailto:${JOBS_EMAIL}?subject=${encodeURIComponent(job.title)}`}>{t('apply')}</a>
              </li>
            ))}
          </Jobs>
        </section>
      );
    case 'contest': {
      const dates = extra.startOn && extra.endOn ? { start: longDate(extra.startOn, locale), end: longDate(extra.endOn, locale) } : null;
      const contest = dates && extra.state !== 'none'
        ? t(extra.state === 'running' ? 'contestRunning' : extra.state === 'upcoming' ? 'contestUpcoming' : 'contestEnded', { ...country, ...dates })
        : t('noContest', country);
      return (
        <>
          <Note data-testid="contest-state">{contest}</Note>
          <ContestCountdown extra={extra} country={site?.countryCode ?? ''} />
          <Note data-testid="launch-state">{t(extra.isLaunched ? 'launched' : 'notLaunched', country)}</Note>
        </>
      );
    }
    case 'redirect':
      return extra.url ? <Redirect url={extra.url} /> : <Note role="alert">{t('invalidRedirect')}</Note>;
  }
}
