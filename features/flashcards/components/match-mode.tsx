// Match: a timed game — up to 6 terms and their definitions as shuffled tiles; choose a term and its definition to
// clear the pair. The clock starts with the round and stops at its last pair; the set's best time stays on this
// device. Tiles are buttons (Tab and Enter or space play it), a chosen one is marked pressed and filled with the brand
// colour (the focus ring only where the keyboard is), and each pair found or missed is announced.
import { useTranslation } from 'next-i18next/pages';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/ui/button';
import { focusRing } from '../../../components/ui/focus-ring';
import { track } from '../../../lib/analytics/track';
import { localStore } from '../../../lib/analytics/storage';
import { chooseTile, elapsedMs, formatMatchTime, readBestTime, recordMatchTime, startMatchRound, type MatchRound } from '../lib/match-game';
import type { QuizCard } from '../lib/study-questions';
import { CardText, ModeActions, ModeStage, NoticeCard, WithAskableCards } from './study-mode-parts';

const CLOCK_TICK_MS = 100;

const Board = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 150px), 1fr));
  gap: 10px;
`;

const Tile = styled.button<{ $state: 'idle' | 'selected' | 'miss' | 'matched' }>`
  min-height: 96px;
  padding: 10px;
  display: flex;
  align-items: center;
  justify-content: center;
  text-align: center;
  font: inherit;
  color: ${({ $state, theme }) => ($state === 'selected' ? theme.colors.onBrand : theme.colors.ink)};
  background: ${({ $state, theme }) => ($state === 'selected' ? theme.colors.brandBlue : $state === 'miss' ? theme.colors.dangerTint : theme.colors.surface)};
  border: 2px solid ${({ $state, theme }) => ($state === 'selected' ? theme.colors.brandBlue : $state === 'miss' ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md}px;
  font-weight: ${({ $state }) => ($state === 'selected' ? 700 : 400)};
  cursor: pointer;
  visibility: ${({ $state }) => ($state === 'matched' ? 'hidden' : 'visible')};
  &:hover { border-color: ${({ theme }) => theme.colors.brandBlue}; }
  &:focus-visible { ${focusRing()} }
`;

const Clock = styled.p`
  margin: 0;
  font: 800 1.6rem ${({ theme }) => theme.fonts.display};
  font-variant-numeric: tabular-nums;
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 8px 16px;
  p { margin: 0; }
`;

function MatchRun({ knowUuid, cards }: { knowUuid: string; cards: QuizCard[] }) {
  const { t, i18n } = useTranslation('flashcards');
  const [round, setRound] = useState<MatchRound | null>(null);
  // Times on the page's clock (performance.now, as events' timeStamp), which no change of the system time moves.
  const [now, setNow] = useState(0);
  // Rendered on the browser only (after the cards load), so the stored best time is read at once.
  const [best, setBest] = useState<number | null>(() => readBestTime(localStore(), knowUuid));
  const [newBest, setNewBest] = useState(false);
  const boardRef = useRef<HTMLDivElement>(null);
  const againRef = useRef<HTMLButtonElement>(null);

  const running = round !== null && round.finishedAt === null;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(performance.now()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, [running]);

  const finished = round?.finishedAt != null;
  useEffect(() => {
    if (finished) againRef.current?.focus();
  }, [finished]);

  function start(at: number) {
    setRound(startMatchRound(cards, Math.random, at));
    setNow(at);
    setNewBest(false);
    track('flashcards_mode_started', { value: 'match', know: { knowUuid, format: 'FLASHCARDS' } });
    requestAnimationFrame(() => boardRef.current?.querySelector('button')?.focus());
  }

  function choose(tileId: string, at: number) {
    if (!round) return;
    const next = chooseTile(round, tileId, at);
    setRound(next);
    if (round.finishedAt === null && next.finishedAt !== null) {
      const result = recordMatchTime(localStore(), knowUuid, elapsedMs(next, next.finishedAt));
      setBest(result.best);
      setNewBest(result.isNewBest);
      track('flashcards_mode_completed', { value: 'match', know: { knowUuid, format: 'FLASHCARDS' } });
    }
  }

  // Focus stays on the board: after a pair is cleared, it moves to the next tile still in play.
  const matchedCount = round?.matched.length ?? 0;
  useEffect(() => {
    if (matchedCount > 0) boardRef.current?.querySelector<HTMLButtonElement>('button[data-matched="false"]')?.focus();
  }, [matchedCount]);

  const bestText = best !== null ? t('match.best', { time: formatMatchTime(best, i18n.language) }) : t('match.noBest');

  if (!round) {
    return (
      <NoticeCard as="section" aria-labelledby="match-intro">
        <h2 id="match-intro">{t('match.introTitle')}</h2>
        <p>{t('match.introText')}</p>
        <p data-testid="match-best">{bestText}</p>
        <Button size="lg" onClick={(event) => start(event.timeStamp)}>
          {t('match.start')}
        </Button>
      </NoticeCard>
    );
  }

  const time = formatMatchTime(elapsedMs(round, now), i18n.language);
  const announcement = round.finishedAt !== null ? '' : round.last?.result === 'match' ? t('match.matched', { left: (round.tiles.length - round.matched.length) / 2 }) : round.last?.result === 'miss' ? t('match.missed') : '';

  if (round.finishedAt !== null) {
    const finalTime = formatMatchTime(elapsedMs(round, round.finishedAt), i18n.language);
    return (
      <NoticeCard as="section" aria-live="polite" data-testid="match-done">
        <h2>{t('match.doneTitle', { time: finalTime })}</h2>
        <p>{newBest ? t('match.newBest') : bestText}</p>
        <ModeActions>
          <Button ref={againRef} onClick={(event) => start(event.timeStamp)}>
            {t('match.again')}
          </Button>
        </ModeActions>
      </NoticeCard>
    );
  }

  return (
    <ModeStage>
      <Bar>
        <Clock role="timer" aria-label={t('match.clock')} data-testid="match-clock">
          {time}
        </Clock>
        <p>{bestText}</p>
      </Bar>
      <Board ref={boardRef} role="group" aria-label={t('match.boardLabel')}>
        {round.tiles.map((tile) => {
          const matched = round.matched.includes(tile.id);
          const state = matched ? 'matched' : round.selected === tile.id ? 'selected' : round.last?.result === 'miss' && round.last.tiles.includes(tile.id) ? 'miss' : 'idle';
          return (
            <Tile
              key={tile.id}
              type="button"
              $state={state}
              aria-pressed={round.selected === tile.id}
              aria-hidden={matched || undefined}
              tabIndex={matched ? -1 : 0}
              data-matched={String(matched)}
              data-testid="match-tile"
              onClick={(event) => choose(tile.id, event.timeStamp)}
            >
              <CardText html={tile.html} imageUrl={tile.imageUrl} imageLabel={tile.side === 'front' ? t('review.frontImage') : t('review.backImage')} inButton />
            </Tile>
          );
        })}
      </Board>
      <p role="status" aria-live="polite" className="visually-hidden">
        {announcement}
      </p>
    </ModeStage>
  );
}

export function MatchMode({ knowUuid }: { knowUuid: string }) {
  return <WithAskableCards knowUuid={knowUuid}>{(cards) => <MatchRun knowUuid={knowUuid} cards={cards} />}</WithAskableCards>;
}
